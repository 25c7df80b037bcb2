const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for HTML or XML character data and quoted attribute values (pages, mails, EPUB XHTML and metadata): the
 * five characters markup gives a meaning written as references every HTML and XML reader knows (`'` as `&#39;`,
 * as HTML 4 mail readers have no `&apos;`). The one escape of the server.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
