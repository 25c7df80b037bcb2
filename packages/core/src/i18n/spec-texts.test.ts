import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './all-languages.ts';
import { REPLACED_SPEC_TEXTS, SPEC_TEXTS } from './spec-texts.ts';

/** The text stands in the entry as a phrase of its own: not inside a longer word, placeholders around it allowed. */
function appearsIn(entry: string, text: string): boolean {
  for (let at = entry.indexOf(text); at !== -1; at = entry.indexOf(text, at + 1)) {
    const before = at === 0 ? '' : (entry[at - 1] ?? '');
    const after = entry[at + text.length] ?? '';
    if (/^[\s{}]?$/.test(before) && /^[\s{}.,]?$/.test(after)) return true;
  }
  return false;
}

describe('SPEC texts in the catalogues (docs/decisions/0042)', () => {
  it.each(Object.entries(SPEC_TEXTS).flatMap(([language, texts]) => texts.map((text) => [language, text])))(
    '%s has %j unchanged',
    (language, text) => {
      const entries = Object.values(CATALOGUES[language as 'en' | 'sv']);
      expect(entries.some((entry) => appearsIn(entry, text))).toBe(true);
    },
  );

  it("has SPEC's Swedish texts in Swedish only: the English page reads English", () => {
    const english = Object.values(CATALOGUES.en);
    for (const text of SPEC_TEXTS.sv) {
      expect(english.some((entry) => appearsIn(entry, text))).toBe(false);
    }
  });

  it("gives SPEC's Swedish dialogs the English words the issue names", () => {
    const en = CATALOGUES.en;
    expect([en['order.createOrderTitle'], en['order.editOrderTitle'], en['tools.motivateTitle']]).toEqual([
      'Create order',
      'Edit order',
      'Motivate your sellers',
    ]);
    expect([en['tools.motivateCancel'], en['tools.motivateSend'], en['tools.motivateSentTitle']]).toEqual([
      'Cancel',
      'Send',
      'Sent!',
    ]);
    expect([en['tools.motivateSentBody'], en['msg.motivateTextMissing'], en['tools.print']]).toEqual([
      'Your message has been sent.',
      'Text is missing.',
      'Print',
    ]);
  });

  describe('SPEC texts replaced by a decision record', () => {
    it.each(REPLACED_SPEC_TEXTS.map((r) => [r.language, r.text, r.decision, r.ours ?? '']))(
      '%s has no %j (docs/decisions/%s); in its place: %j',
      (language, text, decision, ours) => {
        const entries = Object.values(CATALOGUES[language as 'en' | 'sv' | 'fr']);
        expect(entries.filter((entry) => entry.includes(text))).toEqual([]);
        expect((SPEC_TEXTS as Record<string, readonly string[]>)[language] ?? []).not.toContain(text);
        expect(decision).toMatch(/^\d{4}$/);
        if (ours) expect(entries.some((entry) => appearsIn(entry, ours))).toBe(true);
      },
    );
  });
});
