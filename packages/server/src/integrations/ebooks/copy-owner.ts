import type { Language, Translate } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';

/** Whose copy a delivered e-book is: stamped into the file as it is sent (docs/decisions/0026). */
export interface CopyOwner {
  /** The buyer's name as the order holds it: anything a person typed. */
  buyerName: string;
  orderNumber: number;
  /** The buyer's language (the order's, else its group's: decision 0044), in which the stamp is written. */
  language: Language;
}

/** The stamp's texts in the owner's language; the order number as text, so no language groups its digits. */
export function stampTexts(owner: CopyOwner, name: string) {
  const t: Translate = translatorFor(owner.language);
  const values = { name, order: String(owner.orderNumber) };
  return {
    line: t('delivery.stampLine', values),
    colophonTitle: t('delivery.colophonTitle'),
    colophonText: t('delivery.stampColophon', values),
  };
}

/** Longer names are cut: a stamp is one footer line. */
const NAME_MAX = 80;

/**
 * The buyer's name made safe for every format it is written into: well-formed Unicode (a lone surrogate would make
 * invalid UTF-8 and UTF-16), composed (NFC), without control characters (XML 1.0 forbids most), unassigned or private code
 * points, or bidirectional overrides (which could make a stamp read as someone else's name), spaces collapsed, at most NAME_MAX characters. Characters meaningful to XML or PDF syntax (`<`, `&`,
 * parentheses, backslashes) are kept here and escaped by each writer.
 */
export function cleanBuyerName(name: string): string {
  const cleaned = name
    .replace(/[\p{Cc}\p{Cs}\p{Co}\p{Cn}\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...cleaned];
  return chars.length > NAME_MAX ? `${chars.slice(0, NAME_MAX - 1).join('')}…` : cleaned;
}
