import type { Config } from '../../config.ts';
import { createLocalTransport } from './local-transport.ts';
import type { MailTransport } from './mail-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

/** SMTP when SMTP_URL is set; otherwise the local transport (outbox visible at /dev/mail). */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createLocalTransport();
}
