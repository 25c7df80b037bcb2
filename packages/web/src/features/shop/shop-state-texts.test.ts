import { LANGUAGES, partOf } from '@fundshop/core';
import { describe, expect, it } from 'vitest';
import { SHOP_STATE_KEY } from './shop-state-texts.ts';

describe("the store's reasons for not selling", () => {
  it('ship with the first paint, as a closed store hydrates before any other text loads', async () => {
    for (const key of Object.values(SHOP_STATE_KEY)) expect(partOf(key), key).toBe('first-paint');
    for (const language of LANGUAGES) {
      const shipped = (await import(`../../../../core/src/i18n/compiled/${language}.json`)) as {
        default: Record<string, unknown>;
      };
      for (const key of Object.values(SHOP_STATE_KEY)) expect(shipped.default[key], `${language} ${key}`).toBeDefined();
    }
  });
});
