/** One mail as the outbox holds it. */
export interface OutgoingMail {
  to: string;
  /** Where answers go; the sender (MAIL_FROM) when absent. */
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, such as a notice's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string> | null;
}

/** Where the mail worker hands mails over: SMTP in production, or kept for /dev/mail locally. */
export interface MailTransport {
  readonly kind: 'smtp' | 'local';
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}
