// One file: the organiser's money card is one screen part (its confirmations and the reason a payout waits are its own).
import {
  isBelowPayoutMinimum,
  PAYOUT_MSG,
  SNACKBAR_COPY_MS,
  type DashboardData,
  type PayoutOverview,
  type PayoutRow,
} from '@fundshop/core';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InfoDialog } from '../../../components/info-dialog.tsx';
import { NoticeSnackbar } from '../../../components/notice-snackbar.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { escapeHtml } from '../../../lib/html.ts';
import { useGenericErrorMessage } from '../../../lib/public-config.ts';
import { useOrganizationDetailsLink, useOrganizationLoginDashboardLink } from '../../../lib/payment-account-links.ts';
import { useInitiatePayout } from '../api/initiate-payout.ts';
import { useUpdatePayoutSchedule } from '../api/update-payout-schedule.ts';
import { useUpdateWebShopLockStatus } from '../api/update-web-shop-lock-status.ts';
import { markLockedNoticeSeen } from './locked-notice-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useFormat } from '../../../lib/i18n.tsx';

/**
 * The question being asked, with what it will send and the texts it shows captured when it is asked: the dashboard
 * refetches while the dialog is still closing, and the dialog must not change its words under the user.
 */
type Confirmation =
  { kind: 'lock'; isLocked: boolean } | { kind: 'schedule'; setAsWeekly: boolean } | { kind: 'payout'; amount: string };

function confirmationTexts(confirmation: Confirmation) {
  switch (confirmation.kind) {
    case 'lock':
      return confirmation.isLocked
        ? { title: PAYOUT_MSG.lockTitle, body: PAYOUT_MSG.lockQuestion, confirmText: PAYOUT_MSG.lockWebshop }
        : { title: PAYOUT_MSG.unlockTitle, body: PAYOUT_MSG.unlockQuestion, confirmText: PAYOUT_MSG.unlockWebshop };
    case 'schedule':
      return {
        title: PAYOUT_MSG.changeScheduleTitle,
        body: confirmation.setAsWeekly ? PAYOUT_MSG.changeToWeeklyQuestion : PAYOUT_MSG.changeToMonthlyQuestion,
        confirmText: confirmation.setAsWeekly ? PAYOUT_MSG.switchToWeekly : PAYOUT_MSG.switchToMonthly,
      };
    case 'payout':
      return {
        title: PAYOUT_MSG.confirmPayoutTitle,
        body: PAYOUT_MSG.confirmPayoutQuestion(confirmation.amount),
        confirmText: PAYOUT_MSG.endFundraiser,
        stacked: true,
      };
  }
}

/** Why 'End Fundraiser & Get Paid' can not pay now, or null when it can (ARCHITECTURE §4). */
function payoutBlockedReason(
  overview: PayoutOverview,
  price: (amount: number, currency: string) => string,
): string | null {
  if (isBelowPayoutMinimum(overview)) {
    return PAYOUT_MSG.belowMinimum(price(overview.minimumEarnings, overview.currencyCode));
  }
  if (overview.availableNow <= 0) return PAYOUT_MSG.nothingToPayOut;
  return null;
}

/**
 * SPEC §2 'Payments & Sales' (organiser, after the payment-account setup): the provider's dashboard and details,
 * the payout schedule, lock/unlock and 'End Fundraiser & Get Paid' with their confirm dialogs. While a payout is
 * unhandled the lock and payout buttons are hidden and its status shows instead (SPEC §4).
 */
export function PaymentsAndSales({ data }: { data: DashboardData }) {
  const format = useFormat();
  const webShopId = data.orderByWebShop.webShopId;
  const { isLocked, payoutSchedule } = data.orderByWebShop;
  const overview = data.payoutOverview;
  const weekly = payoutSchedule === 'weekly';

  const genericError = useGenericErrorMessage();
  const lock = useUpdateWebShopLockStatus(webShopId);
  const payout = useInitiatePayout(webShopId);
  const schedule = useUpdatePayoutSchedule(webShopId);
  const dashboardLink = useOrganizationLoginDashboardLink();
  const detailsLink = useOrganizationDetailsLink();

  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [initiated, setInitiated] = useState<PayoutRow | null>(null);
  const [scheduleChanged, setScheduleChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const busy = lock.isPending || payout.isPending || schedule.isPending;
  const ask = (next: Confirmation) => {
    setFailure(null);
    setConfirmation(next);
    setConfirmOpen(true);
  };
  const closeConfirm = () => setConfirmOpen(false);

  // SPEC §8's error alert, in the page rather than a browser alert() box: the server's reason, then the generic
  // text with the support address.
  const alertFailure = (error: unknown) => {
    closeConfirm();
    setFailure(`${errorText(error)} ${genericError}`);
  };

  const openPaymentDashboard = () => {
    // Opened inside the click, before the link is fetched, so popup blockers let the new tab through.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    dashboardLink.mutate(undefined, {
      onSuccess: (url) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        alertFailure(error);
      },
    });
  };

  const openPaymentDetails = () =>
    detailsLink.mutate(undefined, { onSuccess: (url) => window.location.assign(url), onError: alertFailure });

  const confirm = () => {
    if (!confirmation || busy) return;
    if (confirmation.kind === 'lock') {
      const isLocked = confirmation.isLocked;
      lock.mutate(isLocked, {
        onSuccess: () => {
          if (isLocked) markLockedNoticeSeen(webShopId);
          closeConfirm();
        },
        onError: alertFailure,
      });
    } else if (confirmation.kind === 'schedule') {
      schedule.mutate(confirmation.setAsWeekly, {
        onSuccess: () => {
          closeConfirm();
          setScheduleChanged(true);
        },
        onError: alertFailure,
      });
    } else {
      payout.mutate(undefined, {
        onSuccess: (answer) => {
          closeConfirm();
          if (answer.responseMessage === 'OK') setInitiated(answer.payout);
          else setFailure(PAYOUT_MSG.hasPayoutsPending);
        },
        onError: alertFailure,
      });
    }
  };

  const statusText =
    data.payoutStatus === 'INITIATED'
      ? PAYOUT_MSG.statusInitiated
      : data.payoutStatus === 'PENDING'
        ? PAYOUT_MSG.statusPending
        : null;
  const blockedReason = overview ? payoutBlockedReason(overview, format.price) : null;

  return (
    <SectionCard title={PAYOUT_MSG.paymentsAndSales}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" />
        <Typography>{PAYOUT_MSG.setupFinished}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {PAYOUT_MSG.paymentsAndSalesHint}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <BusyButton
          variant="outlined"
          busy={dashboardLink.isPending}
          endIcon={<OpenInNewIcon titleAccess={PAYOUT_MSG.opensInNewTab} />}
          onClick={openPaymentDashboard}
        >
          {PAYOUT_MSG.openPaymentDashboard}
        </BusyButton>
        <BusyButton
          variant="outlined"
          busy={detailsLink.isPending || detailsLink.isSuccess}
          onClick={openPaymentDetails}
        >
          {PAYOUT_MSG.paymentDetails}
        </BusyButton>
      </Stack>

      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {PAYOUT_MSG.payoutSchedule}
      </Typography>
      <Typography sx={{ mt: 0.5 }} data-testid="payout-schedule">
        {weekly ? PAYOUT_MSG.scheduleWeekly : PAYOUT_MSG.scheduleMonthly}
      </Typography>
      <BusyButton
        sx={{ mt: 1 }}
        busy={schedule.isPending}
        disabled={busy}
        onClick={() => ask({ kind: 'schedule', setAsWeekly: !weekly })}
      >
        {weekly ? PAYOUT_MSG.switchToMonthly : PAYOUT_MSG.switchToWeekly}
      </BusyButton>

      <Divider sx={{ my: 2 }} />
      {data.hasUnHandledPayouts ? (
        statusText ? (
          <Alert severity="info" data-testid="payout-status">
            {statusText}
          </Alert>
        ) : null
      ) : isLocked ? (
        <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
          {overview ? (
            <Box>
              <BusyButton
                variant="contained"
                size="large"
                fullWidth
                busy={payout.isPending}
                disabled={busy || blockedReason !== null}
                aria-describedby={blockedReason ? 'payout-blocked-reason' : undefined}
                onClick={() =>
                  ask({ kind: 'payout', amount: format.price(overview.availableNow, overview.currencyCode) })
                }
              >
                {PAYOUT_MSG.endFundraiser}
              </BusyButton>
              {blockedReason ? (
                <Typography id="payout-blocked-reason" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {blockedReason}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          <BusyButton
            variant="outlined"
            busy={lock.isPending}
            disabled={busy}
            startIcon={<LockOpenIcon />}
            onClick={() => ask({ kind: 'lock', isLocked: false })}
          >
            {PAYOUT_MSG.unlockWebshop}
          </BusyButton>
        </Stack>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
          <Typography>{PAYOUT_MSG.lockBeforePayout}</Typography>
          <BusyButton
            variant="contained"
            busy={lock.isPending}
            disabled={busy}
            startIcon={<LockIcon />}
            onClick={() => ask({ kind: 'lock', isLocked: true })}
          >
            {PAYOUT_MSG.lockWebshop}
          </BusyButton>
        </Stack>
      )}
      {failure ? (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFailure(null)} data-testid="payout-failure">
          {failure}
        </Alert>
      ) : null}

      {confirmation ? (
        <ConfirmDialog
          open={confirmOpen}
          {...confirmationTexts(confirmation)}
          cancelText={PAYOUT_MSG.cancel}
          busy={busy}
          onConfirm={confirm}
          onCancel={closeConfirm}
        />
      ) : null}
      <InfoDialog
        open={initiated !== null}
        title={PAYOUT_MSG.payoutInitiatedTitle}
        html={
          initiated
            ? `${escapeHtml(PAYOUT_MSG.payoutInitiatedText(format.price(initiated.amount, initiated.currencyCode)))}<br><br>${escapeHtml(PAYOUT_MSG.timingProviderEmail)} ${escapeHtml(PAYOUT_MSG.timingWhole)}`
            : ''
        }
        okText={PAYOUT_MSG.ok}
        onOk={() => setInitiated(null)}
      />
      <NoticeSnackbar
        open={scheduleChanged}
        message={PAYOUT_MSG.scheduleChanged}
        autoHideDuration={SNACKBAR_COPY_MS}
        onClose={() => setScheduleChanged(false)}
      />
    </SectionCard>
  );
}
