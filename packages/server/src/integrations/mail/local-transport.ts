import type { MailTransport } from './mail-transport.ts';

/**
 * Development and tests without SMTP_URL: mails are delivered nowhere. Nothing is lost by that,
 * because the outbox rows themselves are the record, and /dev/mail shows them. The worker still
 * runs against this transport so rows move to 'sent' exactly as they would in production.
 * Configuration refuses to start production without SMTP_URL, so this never swallows real mail.
 */
export function createLocalTransport(): MailTransport {
  return {
    kind: 'local',
    async send() {},
  };
}
