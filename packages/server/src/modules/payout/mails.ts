import { formatPrice, PAYOUT_MSG, toMajor } from '@fundshop/core';
import type { Executor } from '../../db/client.ts';
import { renderMail, type MailContent } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/outbox.ts';

export interface PayoutMailFacts {
  to: string;
  firstName: string;
  groupName: string;
  currencyCode: string;
  amountMinor: number;
  cardEarningsMinor: number;
  manualPlatformShareMinor: number;
  previouslyPaidMinor: number;
  /** The organiser's dashboard. */
  dashboardUrl: string;
  /** Why a payout failed, as the provider or operator said. */
  reason?: string;
}

/** The organiser hears of every payout step that needs no action (initiated, paid) and the one that does (failed). */
const MAILS = {
  INITIATED: (f, price) => ({
    subject: `Your payout of ${price(f.amountMinor)} has been initiated`,
    paragraphs: [
      `Hi ${f.firstName},`,
      `The fundraiser of ${f.groupName} has ended and ${price(f.amountMinor)} is on its way to the group's payment account.`,
      `${PAYOUT_MSG.timingProviderEmail} ${PAYOUT_MSG.timingBank} ${PAYOUT_MSG.timingWhole}`,
    ],
    details: [
      [PAYOUT_MSG.cardEarnings, price(f.cardEarningsMinor)],
      ...(f.manualPlatformShareMinor > 0
        ? [[PAYOUT_MSG.manualDeductedInMail, `- ${price(f.manualPlatformShareMinor)}`] as [string, string]]
        : []),
      ...(f.previouslyPaidMinor > 0
        ? [[PAYOUT_MSG.paidOut, `- ${price(f.previouslyPaidMinor)}`] as [string, string]]
        : []),
      ['Payout', price(f.amountMinor)],
    ],
    action: { label: 'Open your dashboard', url: f.dashboardUrl },
  }),
  PENDING: null,
  PAID: (f, price) => ({
    subject: `Your payout of ${price(f.amountMinor)} has arrived`,
    paragraphs: [
      `Hi ${f.firstName},`,
      `The payout of ${price(f.amountMinor)} to ${f.groupName} has been paid to the group's bank account. Thank you for fundraising with Fundshop!`,
    ],
    action: { label: 'Open your dashboard', url: f.dashboardUrl },
  }),
  FAILED: (f, price) => ({
    subject: `Your payout of ${price(f.amountMinor)} did not go through`,
    paragraphs: [
      `Hi ${f.firstName},`,
      `The payout of ${price(f.amountMinor)} to ${f.groupName} failed${f.reason ? ` (${f.reason})` : ''}. The money is safe: it is back with Fundshop and waits for the group.`,
      `What to do: open the payment dashboard from your Fundshop dashboard and check the group's bank details, then press '${PAYOUT_MSG.endFundraiser}' again. If it fails again, reply to this mail and our support will help.`,
    ],
    action: { label: 'Open your dashboard', url: f.dashboardUrl },
  }),
} satisfies Record<
  'INITIATED' | 'PENDING' | 'PAID' | 'FAILED',
  ((facts: PayoutMailFacts, price: (minor: number) => string) => MailContent) | null
>;

/** Queues the mail for a payout reaching `status` in the transaction that moves it (PENDING sends none). */
export async function enqueuePayoutMail(
  db: Executor,
  status: keyof typeof MAILS,
  facts: PayoutMailFacts,
): Promise<void> {
  const mail = MAILS[status];
  if (!mail) return;
  const price = (minor: number) => formatPrice(toMajor(minor), facts.currencyCode);
  await enqueueMail(db, renderMail(facts.to, mail(facts, price)));
}
