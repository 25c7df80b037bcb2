import { useDocumentTitle } from '../../../lib/document-title.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { readCheckoutState } from '../../../lib/checkout-navigation.ts';
import { TaxSummary } from '../../../components/cart/tax-summary.tsx';
import { SimulatedCardForm } from '../components/simulated-card-form.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

const StripeCheckout = lazy(() => import('../components/stripe-checkout.tsx'));

/**
 * /shop/checkout/{sellerId}: the payment step. Stripe's embedded Checkout in Stripe mode, the built-in
 * card form otherwise; the client secret comes in navigation state from the store (SPEC §2), with the order's net,
 * tax and total, shown above the card form so a buyer sees the tax added before paying (docs/decisions/0063).
 */
export function CheckoutPage() {
  const format = useFormat();
  const t = useT();
  useDocumentTitle(t('checkoutPage.title'));
  const { sellerId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readCheckoutState(location.state);
  const shopPath = /^\d+$/.test(sellerId) ? `/shop/${sellerId}` : '/';
  const back = () => void navigate(shopPath);
  // What the card is charged: the checkout answer's total (tax added in the US and Canada), else the store's.
  const charged = state?.tax?.totalAmount ?? state?.total ?? 0;
  const amount = charged > 0 && state?.currencyCode ? format.price(charged, state.currencyCode) : undefined;

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: { xs: 2, sm: 4 }, pb: 4, display: 'flex', justifyContent: 'center' }}>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: state?.paymentProvider === 'stripe' ? 760 : 520, p: { xs: 2.5, sm: 4 } }}
      >
        <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ ml: -1, mb: 1 }}>
          {t('checkoutPage.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('checkoutPage.title')}
        </Typography>
        {!state ? (
          <>
            {/* Opened without a payment session: a reload, a typed or shared link. */}
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('checkoutPage.noSession')}
            </Alert>
            <Button variant="contained" onClick={back} sx={{ mt: 2 }}>
              {t('checkoutPage.backToStore')}
            </Button>
          </>
        ) : (
          <>
            {state.tax && state.currencyCode ? (
              <Box component="section" aria-label={t('orders.yourOrder')} sx={{ mb: 2.5 }}>
                <TaxSummary tax={state.tax} currencyCode={state.currencyCode} />
                {state.sellerName ? (
                  <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                    {t('supporter.supporting', { sellerName: state.sellerName })}
                  </Typography>
                ) : null}
              </Box>
            ) : state.total > 0 && state.currencyCode ? (
              <Typography color="text.secondary" sx={{ mb: 2.5 }}>
                {t('store.totalAmount', { amount: format.price(state.total, state.currencyCode) })}
                {state.sellerName ? ` · ${t('checkoutPage.supporting', { sellerName: state.sellerName })}` : ''}
              </Typography>
            ) : null}
            {state.paymentProvider === 'stripe' && state.publishableKey ? (
              <Suspense fallback={<Typography color="text.secondary">{t('checkout.loading')}</Typography>}>
                <StripeCheckout publishableKey={state.publishableKey} clientSecret={state.clientSecret} />
              </Suspense>
            ) : state.paymentProvider === 'stripe' ? (
              <Alert severity="error">{t('checkoutPage.stripeUnavailable')}</Alert>
            ) : (
              <SimulatedCardForm
                clientSecret={state.clientSecret}
                amount={amount}
                onPaid={(checkoutSession) =>
                  void navigate(`/my-order/${encodeURIComponent(checkoutSession)}`, { replace: true })
                }
              />
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}
