import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('writes the five markup characters as references HTML and XML readers both know', () => {
    expect(escapeHtml(`<a href="x">Tom & O'Brien</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; O&#39;Brien&lt;/a&gt;',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('Zoë – 50 % ’')).toBe('Zoë – 50 % ’');
  });
});
