import { isBelowPayoutMinimum, PAYOUT_MSG, type MessageKey, type PayoutOverview, type Translate } from '@fundshop/core';
import { errorText } from '../../../lib/api-client.ts';
import { useErrorText, useT } from '../../../lib/i18n.tsx';

/**
 * The question being asked, with what it will send and the texts it shows captured when it is asked: the dashboard
 * refetches while the dialog is still closing, and the dialog must not change its words under the user.
 */
export type Confirmation =
  | { kind: 'lock'; isLocked: boolean }
  | { kind: 'schedule'; setAsWeekly: boolean }
  /** With the part held back for open refund windows and the day it is paid, when there is one (decision 0051). */
  | { kind: 'payout'; amount: string; reserve?: { amount: string; date: string } };

export function confirmationTexts(confirmation: Confirmation, t: Translate) {
  switch (confirmation.kind) {
    case 'lock':
      return confirmation.isLocked
        ? { title: t('payout.lockTitle'), body: t('payout.lockQuestion'), confirmText: t('payout.lockWebshop') }
        : { title: t('payout.unlockTitle'), body: t('payout.unlockQuestion'), confirmText: t('payout.unlockWebshop') };
    case 'schedule':
      return {
        title: t('payout.changeScheduleTitle'),
        body: confirmation.setAsWeekly ? t('payout.changeToWeeklyQuestion') : t('payout.changeToMonthlyQuestion'),
        confirmText: confirmation.setAsWeekly ? t('payout.switchToWeekly') : t('payout.switchToMonthly'),
      };
    case 'payout':
      return {
        title: t('payout.confirmPayoutTitle'),
        body: confirmation.reserve
          ? t('payout.confirmPayoutWithReserve', {
              amount: confirmation.amount,
              reserve: confirmation.reserve.amount,
              date: confirmation.reserve.date,
            })
          : t('payout.confirmPayoutQuestion', { amount: confirmation.amount }),
        confirmText: t('payout.endFundraiser'),
        stacked: true,
        // The shop closes for good and the money leaves: Enter twice must not do it.
        destructive: true,
      };
  }
}

/** Why 'End Fundraiser & Get Paid' can not pay now, or null when it can (ARCHITECTURE §4). */
export function payoutBlockedReason(
  overview: PayoutOverview,
  format: { price: (amount: number, currency: string) => string; date: (at: string, currency: string) => string },
  t: Translate,
): string | null {
  if (isBelowPayoutMinimum(overview)) {
    return t('payout.belowMinimum', { minimum: format.price(overview.minimumEarnings, overview.currencyCode) });
  }
  if (overview.availableNow <= 0 && overview.reserveOnPayoutReleaseAfter) {
    // Everything is still inside buyers' refund windows: a payout of nothing now would only start the reserve.
    return t('payout.allInRefundWindows', {
      date: format.date(overview.reserveOnPayoutReleaseAfter, overview.currencyCode),
    });
  }
  if (overview.availableNow <= 0) return t('payout.nothingToPayOut');
  return null;
}

/** The payout refusals the server writes in English (PAYOUT_MSG), by their text: the catalogue has each as payout.<name>. */
const PAYOUT_REFUSAL_KEYS = new Map<string, MessageKey>(
  Object.entries(PAYOUT_MSG).flatMap(([name, text]) =>
    typeof text === 'string' ? [[text, `payout.${name}` as MessageKey] as const] : [],
  ),
);

/** A failed call's text in the page's language: a payout refusal, or the texts useErrorText knows. */
export function usePayoutErrorText(): (error: unknown) => string {
  const t = useT();
  const errorIn = useErrorText();
  return (error) => {
    const english = errorText(error);
    const key = PAYOUT_REFUSAL_KEYS.get(english);
    return key ? t(key) : (errorIn(english) ?? english);
  };
}
