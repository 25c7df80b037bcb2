import { describe, expect, it } from 'vitest';
import { parseStoreIntentKey, storeIntentKey } from './store-first-use.ts';

describe('store intent keys', () => {
  it('read back what they write', () => {
    expect(parseStoreIntentKey(storeIntentKey({ kind: 'add', productId: 3 }))).toEqual({ kind: 'add', productId: 3 });
    expect(parseStoreIntentKey(storeIntentKey({ kind: 'info', productId: 12 }))).toEqual({
      kind: 'info',
      productId: 12,
    });
  });

  it('refuse anything else', () => {
    for (const key of [null, undefined, '', 'add-0', 'add-', 'buy-3', 'add-3x', ' add-3', 'add-12345678901']) {
      expect(parseStoreIntentKey(key)).toBeNull();
    }
  });
});
