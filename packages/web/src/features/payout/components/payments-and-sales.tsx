// One file: the organiser's money card is one screen part (its dialogs' texts and refusals are in payout-texts.ts).
import { PAYOUT_BUSINESS_DAYS, SNACKBAR_COPY_MS, type DashboardData, type PayoutRow } from '@fundshop/core';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InfoDialog } from '../../../components/info-dialog.tsx';
import { NoticeSnackbar } from '../../../components/notice-snackbar.tsx';
import { escapeHtml } from '../../../lib/html.ts';
import { useGenericErrorMessage } from '../../../lib/public-config.ts';
import { useOrganizationDetailsLink, useOrganizationLoginDashboardLink } from '../../../lib/payment-account-links.ts';
import { useInitiatePayout } from '../api/initiate-payout.ts';
import { useUpdatePayoutSchedule } from '../api/update-payout-schedule.ts';
import { useUpdateWebShopLockStatus } from '../api/update-web-shop-lock-status.ts';
import { markLockedNoticeSeen } from './locked-notice-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';
import { confirmationTexts, payoutBlockedReason, usePayoutErrorText, type Confirmation } from './payout-texts.ts';

/**
 * SPEC §2 'Payments & Sales' (organiser, after the payment-account setup): the provider's dashboard and details,
 * the payout schedule, lock/unlock and 'End Fundraiser & Get Paid' with their confirm dialogs. While a payout is
 * unhandled the lock and payout buttons are hidden and its status shows instead (SPEC §4).
 */
export function PaymentsAndSales({ data }: { data: DashboardData }) {
  const t = useT();
  const format = useFormat();
  const errorText = usePayoutErrorText();
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
          else setFailure(t('payout.hasPayoutsPending'));
        },
        onError: alertFailure,
      });
    }
  };

  const timing = t('payout.timing', PAYOUT_BUSINESS_DAYS);
  const statusText =
    data.payoutStatus === 'INITIATED'
      ? `${t('payout.statusInitiated')} ${timing}`
      : data.payoutStatus === 'PENDING'
        ? `${t('payout.statusPending')} ${timing}`
        : null;
  const blockedReason = overview ? payoutBlockedReason(overview, format, t) : null;

  return (
    <SectionCard title={t('payout.paymentsAndSales')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" />
        <Typography>{t('payout.setupFinished')}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('payout.paymentsAndSalesHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <BusyButton
          variant="outlined"
          busy={dashboardLink.isPending}
          endIcon={<OpenInNewIcon titleAccess={t('payout.opensInNewTab')} />}
          onClick={openPaymentDashboard}
        >
          {t('payout.openPaymentDashboard')}
        </BusyButton>
        <BusyButton
          variant="outlined"
          busy={detailsLink.isPending || detailsLink.isSuccess}
          onClick={openPaymentDetails}
        >
          {t('payout.paymentDetails')}
        </BusyButton>
      </Stack>

      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('payout.payoutSchedule')}
      </Typography>
      <Typography sx={{ mt: 0.5 }} data-testid="payout-schedule">
        {weekly ? t('payout.scheduleWeekly') : t('payout.scheduleMonthly')}
      </Typography>
      <BusyButton
        sx={{ mt: 1 }}
        busy={schedule.isPending}
        disabled={busy}
        onClick={() => ask({ kind: 'schedule', setAsWeekly: !weekly })}
      >
        {weekly ? t('payout.switchToMonthly') : t('payout.switchToWeekly')}
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
                  ask({
                    kind: 'payout',
                    amount: format.price(overview.availableNow, overview.currencyCode),
                    reserve:
                      overview.reserveOnPayout > 0 && overview.reserveOnPayoutReleaseAfter
                        ? {
                            amount: format.price(overview.reserveOnPayout, overview.currencyCode),
                            date: format.date(overview.reserveOnPayoutReleaseAfter, overview.currencyCode),
                          }
                        : undefined,
                  })
                }
              >
                {t('payout.endFundraiser')}
              </BusyButton>
              {blockedReason ? (
                <Typography id="payout-blocked-reason" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {blockedReason}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          {/* A held reserve is the rest of the final payout: the server refuses unlocking until it is paid (0051). */}
          {overview?.reserveReleaseAfter ? null : (
            <BusyButton
              variant="outlined"
              busy={lock.isPending}
              disabled={busy}
              startIcon={<LockOpenIcon />}
              onClick={() => ask({ kind: 'lock', isLocked: false })}
            >
              {t('payout.unlockWebshop')}
            </BusyButton>
          )}
        </Stack>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
          <Typography>{t('payout.lockBeforePayout')}</Typography>
          <BusyButton
            variant="contained"
            busy={lock.isPending}
            disabled={busy}
            startIcon={<LockIcon />}
            onClick={() => ask({ kind: 'lock', isLocked: true })}
          >
            {t('payout.lockWebshop')}
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
          {...confirmationTexts(confirmation, t)}
          cancelText={t('payout.cancel')}
          busy={busy}
          onConfirm={confirm}
          onCancel={closeConfirm}
        />
      ) : null}
      <InfoDialog
        open={initiated !== null}
        title={t('payout.payoutInitiatedTitle')}
        html={
          initiated
            ? [
                escapeHtml(
                  t('payout.payoutInitiatedText', { amount: format.price(initiated.amount, initiated.currencyCode) }),
                ),
                '<br><br>',
                escapeHtml(timing),
              ].join('')
            : ''
        }
        okText={t('payout.ok')}
        onOk={() => setInitiated(null)}
      />
      <NoticeSnackbar
        open={scheduleChanged}
        message={t('payout.scheduleChanged')}
        autoHideDuration={SNACKBAR_COPY_MS}
        onClose={() => setScheduleChanged(false)}
      />
    </SectionCard>
  );
}
