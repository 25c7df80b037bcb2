import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

// pdf-lib's StandardFonts and its font package's FontNames are the same strings under two enum types.
export const HELVETICA = StandardFontEmbedder.for(
  StandardFonts.Helvetica as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
);

/**
 * A text in the standard fonts' WinAnsi encoding, which is all a standard font can show: a letter outside it loses its
 * accent when that helps (NFD), a space outside it is a plain one, and anything else is shown as "?".
 */
export function winAnsiText(text: string): string {
  const canEncode = (ch: string) => HELVETICA.encoding.canEncodeUnicodeCodePoint(ch.codePointAt(0)!);
  return [...text]
    .map((ch) => {
      if (canEncode(ch)) return ch;
      // French and Swedish numbers group digits with a narrow no-break space: a plain one reads the same.
      if (/\s/u.test(ch)) return ' ';
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return bare && [...bare].every(canEncode) ? bare : '?';
    })
    .join('');
}
