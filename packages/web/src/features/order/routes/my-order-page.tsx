import { CHECKOUT_MSG, genericErrorMessage, PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { trackPurchase } from '../../../lib/analytics.ts';
import { cartStorage } from '../../../lib/cart-storage.ts';
import { FALLBACK_SUPPORT_EMAIL, usePublicConfig } from '../../../lib/public-config.ts';
import { useMyOrder } from '../api/get-my-order.ts';
import { FirstOrderIllustration } from '../components/order-illustrations.tsx';

/** Sessions whose purchase event was sent from this page load (the server says "first time" once anyway). */
const tracked = new Set<string>();

/**
 * /my-order/{checkoutSession}: 'Loading...', then the thank-you with the first-time-buyer image, or the
 * error text: the server's errorMessage when error is true, SPEC §8's generic text on a failed call (both also
 * as an alert, SPEC §8 Order lookup).
 */
export function MyOrderPage() {
  useDocumentTitle(PAGE_META.myOrder.title);
  const { checkoutSession = '' } = useParams();
  const order = useMyOrder(checkoutSession);
  const config = usePublicConfig();
  const alerted = useRef(false);

  const errorText = order.isError
    ? genericErrorMessage(config.data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL)
    : order.data?.error
      ? order.data.errorMessage
      : null;
  // The generic text names the support address: wait for the configuration before showing it as an alert.
  const errorReady = errorText !== null && (!order.isError || !config.isPending);

  useEffect(() => {
    if (!order.data || order.data.error) return;
    cartStorage.clearAll();
    if (order.data.isFirstTimeGettingOrder && !tracked.has(checkoutSession)) {
      tracked.add(checkoutSession);
      trackPurchase();
    }
  }, [order.data, checkoutSession]);

  useEffect(() => {
    if (errorReady && errorText && !alerted.current) {
      alerted.current = true;
      window.alert(errorText);
    }
  }, [errorReady, errorText]);

  if (order.isPending) {
    return (
      <PageCard>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{CHECKOUT_MSG.loading}</Typography>
        </Box>
      </PageCard>
    );
  }

  if (errorText !== null || !order.data) {
    return (
      <PageCard>
        <Alert severity="error">{errorText ?? genericErrorMessage(FALLBACK_SUPPORT_EMAIL)}</Alert>
      </PageCard>
    );
  }

  return (
    <PageCard>
      <Box sx={{ textAlign: 'center', py: { xs: 1, sm: 2 } }}>
        {order.data.isFirstTimeGettingOrder ? <FirstOrderIllustration /> : null}
        <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {CHECKOUT_MSG.thankYou}
        </Typography>
        <Typography sx={{ mt: 2 }}>{CHECKOUT_MSG.orderReceived}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          A receipt is on its way to your email.
        </Typography>
      </Box>
    </PageCard>
  );
}
