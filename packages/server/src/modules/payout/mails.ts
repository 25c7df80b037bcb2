import {
  countryOfCurrency,
  formatDate,
  formatPrice,
  localeFor,
  PAYOUT_BUSINESS_DAYS,
  toMajor,
  type Language,
  type Translate,
} from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { Executor } from '../../db/client.ts';
import { renderMail, type MailContent } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/outbox.ts';

export interface PayoutMailFacts {
  to: string;
  /** The organiser's own language, else the group's (docs/decisions/0044). */
  language: Language;
  firstName: string;
  groupName: string;
  currencyCode: string;
  amountMinor: number;
  cardEarningsMinor: number;
  manualPlatformShareMinor: number;
  manualTaxMinor: number;
  previouslyPaidMinor: number;
  /** The organiser's dashboard. */
  dashboardUrl: string;
  /** Why a payout failed, as the provider or operator said (their words, not translated). */
  reason?: string;
  /** What a final payout held back for open refund windows, and when it is paid (docs/decisions/0051). */
  reserve?: { amountMinor: number; releaseAfter: Date };
  /** The payout is a reserve's release. */
  reserveReleased?: boolean;
}

/** The words a mail needs: the facts, the organiser's translator and money as its language writes it. */
interface MailWords {
  f: PayoutMailFacts;
  t: Translate;
  price: (minor: number) => string;
  date: (at: Date) => string;
}

/** The organiser hears of every payout step that needs no action (initiated, paid) and the one that does (failed). */
const MAILS = {
  INITIATED: ({ f, t, price, date }) => ({
    subject: t('payout.mailInitiatedSubject', { amount: price(f.amountMinor) }),
    paragraphs: [
      t('mail.greeting', { name: f.firstName }),
      f.reserveReleased
        ? t('payout.mailReserveReleasedText', { group: f.groupName, amount: price(f.amountMinor) })
        : t('payout.mailInitiatedText', { group: f.groupName, amount: price(f.amountMinor) }),
      ...(f.reserve
        ? [
            t('payout.mailReserveText', {
              reserve: price(f.reserve.amountMinor),
              date: date(f.reserve.releaseAfter),
            }),
          ]
        : []),
      t('payout.timing', PAYOUT_BUSINESS_DAYS),
    ],
    details: [
      [t('payout.cardEarnings'), price(f.cardEarningsMinor)],
      ...(f.manualPlatformShareMinor > 0
        ? [[t('payout.manualDeductedInMail'), `- ${price(f.manualPlatformShareMinor)}`] as [string, string]]
        : []),
      ...(f.manualTaxMinor > 0
        ? [[t('payout.manualTaxDeductedInMail'), `- ${price(f.manualTaxMinor)}`] as [string, string]]
        : []),
      ...(f.previouslyPaidMinor > 0
        ? [[t('payout.paidOut'), `- ${price(f.previouslyPaidMinor)}`] as [string, string]]
        : []),
      ...(f.reserve
        ? [
            [
              t('payout.reserveHeldBack', { date: date(f.reserve.releaseAfter) }),
              `- ${price(f.reserve.amountMinor)}`,
            ] as [string, string],
          ]
        : []),
      [t('payout.mailPayout'), price(f.amountMinor)],
    ],
    action: { label: t('payout.mailOpenDashboard'), url: f.dashboardUrl },
  }),
  PENDING: null,
  PAID: ({ f, t, price }) => ({
    subject: t('payout.mailPaidSubject', { amount: price(f.amountMinor) }),
    paragraphs: [
      t('mail.greeting', { name: f.firstName }),
      t('payout.mailPaidText', { amount: price(f.amountMinor), group: f.groupName }),
    ],
    action: { label: t('payout.mailOpenDashboard'), url: f.dashboardUrl },
  }),
  FAILED: ({ f, t, price }) => {
    const failed = f.reason
      ? t('payout.mailFailedWithReason', { amount: price(f.amountMinor), group: f.groupName, reason: f.reason })
      : t('payout.mailFailed', { amount: price(f.amountMinor), group: f.groupName });
    return {
      subject: t('payout.mailFailedSubject', { amount: price(f.amountMinor) }),
      paragraphs: [
        t('mail.greeting', { name: f.firstName }),
        `${failed} ${t('payout.mailMoneySafe')}`,
        t('payout.mailFailedWhatToDo'),
      ],
      action: { label: t('payout.mailOpenDashboard'), url: f.dashboardUrl },
    };
  },
} satisfies Record<'INITIATED' | 'PENDING' | 'PAID' | 'FAILED', ((words: MailWords) => MailContent) | null>;

/**
 * Queues the mail for a payout reaching `status` in the transaction that moves it (PENDING sends none), in the
 * organiser's language with money in that language's locale for the group's country.
 */
export async function enqueuePayoutMail(
  db: Executor,
  status: keyof typeof MAILS,
  facts: PayoutMailFacts,
): Promise<void> {
  const mail = MAILS[status];
  if (!mail) return;
  await enqueueMail(db, renderMail(facts.to, { ...mail(mailWords(facts)), language: facts.language }));
}

/** Money and dates in the organiser's language and the locale of the group's country. */
function mailWords(facts: PayoutMailFacts): MailWords {
  const locale = localeFor(facts.language, countryOfCurrency(facts.currencyCode));
  return {
    f: facts,
    t: translatorFor(facts.language),
    price: (minor) => formatPrice(toMajor(minor), facts.currencyCode, locale),
    date: (at) => formatDate(at, locale),
  };
}

/** A reserve's release found nothing left: refunds after the final payout took all of it (docs/decisions/0051). */
export async function enqueueReserveUsedUpMail(
  db: Executor,
  facts: PayoutMailFacts & { reserveMinor: number },
): Promise<void> {
  const { t, price } = mailWords(facts);
  await enqueueMail(
    db,
    renderMail(facts.to, {
      subject: t('payout.mailReserveUsedUpSubject'),
      paragraphs: [
        t('mail.greeting', { name: facts.firstName }),
        t('payout.mailReserveUsedUpText', { group: facts.groupName, reserve: price(facts.reserveMinor) }),
      ],
      action: { label: t('payout.mailOpenDashboard'), url: facts.dashboardUrl },
      language: facts.language,
    }),
  );
}
