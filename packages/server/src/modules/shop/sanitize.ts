import sanitizeHtml from 'sanitize-html';

/** What a product description may contain: text formatting, lists and plain links. No styles, scripts or images. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  disallowedTagsMode: 'discard',
};

const memo = new Map<string, string>();
const MEMO_LIMIT = 1000;

/** Product HTML as the store may render it (ARCHITECTURE §3). Pure, so results are memoized by input. */
export function sanitizeProductHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(html, clean);
  return clean;
}
