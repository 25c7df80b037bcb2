/** One mail as the outbox holds it. */
export interface OutgoingMail {
  to: string;
  /** Where answers go; the sender (MAIL_FROM) when absent. */
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Where the mail worker hands mails over: SMTP in production, or kept for /dev/mail locally. */
export interface MailTransport {
  readonly kind: 'smtp' | 'local';
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}
