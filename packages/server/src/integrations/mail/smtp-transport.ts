import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

/**
 * Sends through an SMTP server named by a URL (`smtp://user:pass@host:587`, `smtps://...:465`).
 * Timeouts are kept well under the worker's claim lease, so a hung server fails the attempt
 * (and it is retried) rather than outliving the claim and risking a second send.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
