import type { Language } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { NoticeKind } from './unsubscribe.ts';

/**
 * The small page an unsubscribe link opens, drawn by the server in the recipient's language: no script, so it works in
 * any mail program's browser. Opening it changes nothing (RFC 8058: a GET never unsubscribes); its button posts to the
 * same address, as a mail program's one click does.
 */

export type UnsubscribePage = { state: 'ask' | 'done'; kind: NoticeKind } | { state: 'invalid' };

const QUESTION_KEY = {
  sales: 'notice.unsubscribeSalesQuestion',
  'daily-summary': 'notice.unsubscribeSummaryQuestion',
  'fundraiser-end': 'notice.unsubscribeEndQuestion',
  reminder: 'notice.unsubscribeReminderQuestion',
} as const satisfies Record<NoticeKind, string>;

export function renderUnsubscribePage(language: Language, page: UnsubscribePage): string {
  const t = translatorFor(language);
  const [title, body] =
    page.state === 'invalid'
      ? [t('notice.unsubscribeInvalidTitle'), `<p>${escapeHtml(t('notice.unsubscribeInvalid'))}</p>`]
      : page.state === 'done'
        ? [t('notice.unsubscribedTitle'), `<p>${escapeHtml(t('notice.unsubscribedText'))}</p>`]
        : [
            t('notice.unsubscribeTitle'),
            `<p>${escapeHtml(t(QUESTION_KEY[page.kind]))}</p>
<p class="note">${escapeHtml(t('notice.unsubscribeOtherMails'))}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('notice.unsubscribeButton'))}</button></form>`,
          ];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Fundshop</title>
<style>
  body { font-family: Arial, sans-serif; max-width: 520px; margin: 48px auto; padding: 0 16px; color: #222; line-height: 1.5; }
  .note { color: #555; font-size: 14px; }
  button { background: #2e7d32; color: #fff; border: 0; padding: 12px 20px; border-radius: 6px; font-size: 16px; cursor: pointer; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
