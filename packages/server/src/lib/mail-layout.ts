import type { Language } from '@fundshop/core';
import { escapeHtml } from './escape-html.ts';

export interface MailContent {
  subject: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML part. */
  paragraphs: string[];
  /** Label and value lines shown in a box (login details and the like). */
  details?: [string, string][];
  action?: { label: string; url: string };
  /** Small links under the mail (the terms and the privacy policy on a receipt). */
  footerLinks?: { label: string; url: string }[];
  /** The mail's language, for its 'label: value' lines: French puts a no-break space before the colon. */
  language?: Language;
}

/** Renders one mail as matching text and HTML parts, every value escaped. */
export function renderMail(to: string, content: MailContent) {
  const details = content.details ?? [];
  const colon = content.language === 'fr' ? '\u00a0: ' : ': ';
  const text = [
    ...content.paragraphs,
    ...(details.length ? [details.map(([k, v]) => `${k}${colon}${v}`).join('\n')] : []),
    ...(content.action ? [`${content.action.label}${colon}${content.action.url}`] : []),
    ...(content.footerLinks?.length ? [content.footerLinks.map((l) => `${l.label}${colon}${l.url}`).join('\n')] : []),
  ].join('\n\n');
  const footerLinks = (content.footerLinks ?? [])
    .map((l) => `<a href="${escapeHtml(l.url)}" style="color:#777">${escapeHtml(l.label)}</a>`)
    .join(' · ');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${details.length ? `<table style="background:#f4f6fb;padding:12px;border-radius:8px">${details.map(([k, v]) => `<tr><td style="padding-right:12px">${escapeHtml(k)}</td><td><b>${escapeHtml(v)}</b></td></tr>`).join('')}</table>` : ''}
${content.action ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#2e7d32;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ''}
<p style="color:#777;font-size:12px">Fundshop${footerLinks ? ` · ${footerLinks}` : ''}</p></div>`;
  return { to, subject: content.subject, text, html };
}
