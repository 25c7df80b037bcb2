import type { Language, Translate } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { NoticeKind } from './unsubscribe.ts';

/**
 * The small page an unsubscribe link opens, drawn by the server in the recipient's language: no script, so it works in
 * any mail program's browser. Opening it changes nothing (RFC 8058: a GET never unsubscribes); its button posts to the
 * same address, as a mail program's one click does.
 */

export type UnsubscribePage =
  | { state: 'ask'; kind: NoticeKind }
  /** `resubscribeAction`: where the page's second button posts to take the no back (a click by mistake). */
  | { state: 'done'; kind: NoticeKind; resubscribeAction: string }
  | { state: 'resubscribed' }
  | { state: 'invalid' };

const QUESTION_KEY = {
  sales: 'notice.unsubscribeSalesQuestion',
  'daily-summary': 'notice.unsubscribeSummaryQuestion',
  'fundraiser-end': 'notice.unsubscribeEndQuestion',
  reminder: 'notice.unsubscribeReminderQuestion',
} as const satisfies Record<NoticeKind, string>;

function contentOf(page: UnsubscribePage, t: Translate): [title: string, body: string] {
  switch (page.state) {
    case 'invalid':
      return [t('notice.unsubscribeInvalidTitle'), `<p>${escapeHtml(t('notice.unsubscribeInvalid'))}</p>`];
    case 'resubscribed':
      return [t('notice.resubscribedTitle'), `<p>${escapeHtml(t('notice.resubscribedText'))}</p>`];
    case 'done':
      return [
        t('notice.unsubscribedTitle'),
        `<p>${escapeHtml(t('notice.unsubscribedText'))}</p>
<form method="post" action="${escapeHtml(page.resubscribeAction)}"><button type="submit" class="quiet">${escapeHtml(t('notice.resubscribeButton'))}</button></form>`,
      ];
    case 'ask':
      return [
        t('notice.unsubscribeTitle'),
        `<p>${escapeHtml(t(QUESTION_KEY[page.kind]))}</p>
<p class="note">${escapeHtml(t('notice.unsubscribeOtherMails'))}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('notice.unsubscribeButton'))}</button></form>`,
      ];
  }
}

export function renderUnsubscribePage(language: Language, page: UnsubscribePage): string {
  const t = translatorFor(language);
  const [title, body] = contentOf(page, t);
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
  button.quiet { background: #fff; color: #2e7d32; border: 1px solid #2e7d32; }
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
