import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from './index.ts';
import { hasControlCharacter, optionalText, requiredText } from './fields.ts';
import { MSG } from './messages.ts';

describe('hasControlCharacter', () => {
  it('finds U+0000, the other C0 controls and DEL; tab and line breaks only outside multiline texts', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f']) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(hasControlCharacter(`a${c}b`, true), JSON.stringify(c)).toBe(true);
    }
    for (const c of ['\t', '\n', '\r']) {
      expect(hasControlCharacter(`a${c}b`)).toBe(true);
      expect(hasControlCharacter(`a${c}b`, true)).toBe(false);
    }
    expect(hasControlCharacter('Åsa Öberg – 4B, “Riverside” 🎉')).toBe(false);
  });

  it('finds a lone surrogate (no UTF-8 for it: PostgreSQL refuses the query), not a pair', () => {
    for (const text of ['\ud800', 'a\ud800b', 'a\udc00', '\udfff\ud83c', 'ok\ud83c']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasControlCharacter('\ud83c\udf89 party \ud83d\ude00')).toBe(false);
  });
});

describe('text fields', () => {
  it('refuse a NUL with the control-character message, before any other rule', () => {
    const result = requiredText(MSG.nameMissing, 5).safeParse('a\u0000bcdefgh');
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(MSG.controlCharacter);
  });

  it('trim before checking, so a pasted trailing line break in a one-line field is no error', () => {
    expect(requiredText(MSG.nameMissing, 35).parse('  Robin Park\r\n')).toBe('Robin Park');
    expect(requiredText(MSG.nameMissing, 35).safeParse('Robin\nPark').success).toBe(false);
  });

  it('keep tabs and line breaks in multiline fields', () => {
    expect(optionalText(200, { multiline: true }).parse('Hello all,\n\n\tsell!\r\nThanks')).toBe(
      'Hello all,\n\n\tsell!\r\nThanks',
    );
    expect(optionalText(200, { multiline: true }).safeParse('a\u0000b').success).toBe(false);
  });
});

/** Every leaf schema inside an input schema (objects, arrays, unions and wrappers opened up). */
function leaves(schema: z.ZodType, path: string, out: [string, z.ZodType][]): [string, z.ZodType][] {
  if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>))
      leaves(field, `${path}.${key}`, out);
  } else if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion) {
    schema.options.forEach((option, i) => leaves(option as z.ZodType, `${path}|${i}`, out));
    out.push([path, schema]);
  } else if (schema instanceof z.ZodArray) {
    leaves(schema.element as z.ZodType, `${path}[]`, out);
  } else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    leaves(schema.unwrap() as z.ZodType, path, out);
  } else {
    out.push([path, schema]);
  }
  return out;
}

const inputSchemas = (Object.entries(core) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] =>
    entry[1] instanceof z.ZodType && /(Request|Query|Form|Params|Input)$/.test(entry[0]),
);
/** Values some text field accepts: plain text, digits, an email, a login code, a card and its expiry. */
const PROBES = ['ab', '12', 'jamie@example.com', 'ABCDEFGHJK', '4242424242424242', '12/40', '123'];

describe('every text a core input schema takes', () => {
  it('refuses U+0000 with the control-character message', () => {
    let texts = 0;
    for (const [name, schema] of inputSchemas) {
      for (const [path, leaf] of leaves(schema, name, [])) {
        for (const probe of PROBES) {
          const accepted = leaf.safeParse(probe);
          if (!accepted.success || typeof accepted.data !== 'string') continue;
          texts += 1;
          const withNul = leaf.safeParse(`${probe.slice(0, 1)}\u0000${probe.slice(1)}`);
          expect(withNul.success, `${path} took a NUL in '${probe}'`).toBe(false);
          if (!withNul.success) expect(withNul.error.issues[0]?.message, path).toBe(MSG.controlCharacter);
        }
      }
    }
    // The walk must really reach the forms' texts (names, emails, messages, keys, card fields).
    expect(texts).toBeGreaterThan(100);
  });
});
