import { Alert, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useEffect } from 'react';
import { trackLead } from '../../../lib/analytics.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useOrganizationDetailsLink } from '../../../lib/payment-account-links.ts';
import { usePaymentAccountStatus } from '../api/get-payment-account.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** Webshops whose 'stripe_account_registered' lead was sent from this page load. */
const leadSent = new Set<number>();

/**
 * The 'Payments' card on /contactperson/start: the way to (finish) set up the group's payment account. Once the
 * setup is finished the card goes away, since the dashboard's 'Payments & Sales' takes over (the provider's
 * dashboard and details, payouts); it still sends the stripe_account_registered lead once (SPEC §4).
 */
export function PaymentsCard({ webShopId }: { webShopId: number }) {
  const t = useT();
  const status = usePaymentAccountStatus(webShopId);
  const link = useOrganizationDetailsLink();

  useEffect(() => {
    if (status.data?.firstTimerEverFinishedStripeAccountCreation && !leadSent.has(webShopId)) {
      leadSent.add(webShopId);
      trackLead('stripe_account_registered', { webShopId });
    }
  }, [status.data, webShopId]);

  const finished = status.data?.hasFinishedConnectedStripeAccountSetup === true;
  const openSetup = async () => {
    try {
      const url = await link.mutateAsync();
      window.location.assign(url);
    } catch {
      // shown below from link.error
    }
  };
  const busy = link.isPending || link.isSuccess;
  // Nothing while loading either: a finished account would see the card flash and go.
  if (finished || status.isPending) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="payments-card-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="payments-card-title">
          {t('organiser.payments')}
        </Typography>
        {status.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorText(status.error)}
          </Alert>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('organiser.paymentsText')}
          </Typography>
        )}
        {link.isError ? (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {errorText(link.error)}
          </Alert>
        ) : null}
      </CardContent>
      {status.data ? (
        <CardActions>
          <BusyButton variant="contained" onClick={() => void openSetup()} busy={busy}>
            {t('organiser.setUpPayments')}
          </BusyButton>
        </CardActions>
      ) : null}
    </Card>
  );
}
