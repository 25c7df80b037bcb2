/** One mail as the outbox holds it. */
export interface OutgoingMail {
  to: string;
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
