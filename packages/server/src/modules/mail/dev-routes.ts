import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { newestMails, type OutboxEntry } from './outbox.ts';

/** How many of the newest mails the dev pages show. */
const DEV_MAIL_LIMIT = 200;

export const devMailListResponse = z.array(
  z.object({
    to: z.string(),
    replyTo: z.string().nullable(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    /** Extra header fields (a notice's List-Unsubscribe), so journeys can follow them. */
    headers: z.record(z.string(), z.string()).nullable(),
    createdAt: z.string(),
  }),
);

function renderPage(mails: OutboxEntry[]): string {
  const items = mails
    .map((m) => {
      // The mail's HTML goes into a sandboxed iframe (no scripts, no same origin); links open in
      // a new tab so the login links in mails can be followed while developing.
      const srcdoc = `<base target="_blank">${m.html}`;
      return `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <b>${escapeHtml(m.to)}</b>${m.replyTo ? ` · reply to ${escapeHtml(m.replyTo)}` : ''} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.status)}</p>
${
  m.headers
    ? `  <pre class="meta">${escapeHtml(
        Object.entries(m.headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n'),
      )}</pre>\n`
    : ''
}  <iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}" title="${escapeHtml(m.subject)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (development)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 860px; padding: 16px; color: #222; }
  article { border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin: 16px 0; }
  h2 { font-size: 18px; margin: 0 0 4px; }
  .meta { color: #666; margin: 0 0 8px; font-size: 14px; }
  iframe { width: 100%; height: 320px; border: 1px solid #eee; border-radius: 4px; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 8px; }
</style>
</head>
<body>
<h1>Outbox (development)</h1>
<p>The ${DEV_MAIL_LIMIT} newest mails the app has queued, newest first. This page exists only outside production.</p>
${items || '<p>No mails yet.</p>'}
</body>
</html>`;
}

/** The local outbox viewer (registered only outside production); hidden from the API docs. */
export function devMailRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/mail',
      { schema: { hide: true, tags: ['dev'], response: { 200: devMailListResponse } } },
      async () =>
        (await newestMails(db, DEV_MAIL_LIMIT)).map(({ to, replyTo, subject, text, html, headers, createdAt }) => ({
          to,
          replyTo,
          subject,
          text,
          html,
          headers,
          createdAt,
        })),
    );
    app.get('/dev/mail', { schema: { hide: true, tags: ['dev'] } }, async (_request, reply) => {
      const page = renderPage(await newestMails(db, DEV_MAIL_LIMIT));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "script-src 'none'; object-src 'none'")
        .send(page);
    });
  };
}
