import type { MyOrderSummary } from '@fundshop/core';
import { Alert, Box, Divider, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { TaxSummary } from '../../../components/cart/tax-summary.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { PageCard } from '../../../components/page-card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { trackPurchase } from '../../../lib/analytics.ts';
import { cartStorage } from '../../../lib/cart-storage.ts';
import { FALLBACK_SUPPORT_EMAIL, useGenericErrorMessage } from '../../../lib/public-config.ts';
import { useMyOrder } from '../api/get-my-order.ts';
import { FirstOrderIllustration } from '../components/order-illustrations.tsx';
import { useErrorText, useFormat, useT } from '../../../lib/i18n.tsx';

/** Sessions whose purchase event was sent from this page load (the server says "first time" once anyway). */
const tracked = new Set<string>();

/** The order number, the lines, and the net, tax and total, as the receipt mail has them. */
function OrderSummary({ order }: { order: MyOrderSummary }) {
  const format = useFormat();
  const t = useT();
  const price = (amount: number) => format.price(amount, order.currencyCode);
  return (
    <Box component="section" aria-label={t('orders.yourOrder')} sx={{ mt: 3, textAlign: 'left' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography color="text.secondary">{t('supporter.orderNumber')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="order-number">
          {order.orderNumber}
        </Typography>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {order.items.map((line) => (
          <Box
            component="li"
            key={line.productId}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
          >
            <Typography sx={{ minWidth: 0 }}>{`${line.amountOrdered} × ${line.productName}`}</Typography>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{price(line.productPrice * line.amountOrdered)}</Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <TaxSummary tax={order.tax} currencyCode={order.currencyCode} />
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('supporter.supporting', { sellerName: order.sellerName })}
      </Typography>
    </Box>
  );
}

/**
 * /my-order/{checkoutSession}: 'Loading...', then the thank-you with the first-time-buyer image and the order
 * (number, lines, net, tax and total), or the error text: the server's errorMessage when error is true, SPEC §8's generic text
 * on a failed call. SPEC §8 also raises them as browser alerts; the page's own error box says the same in the app.
 */
export function MyOrderPage() {
  const t = useT();
  const errorIn = useErrorText();
  useDocumentTitle(t('orders.yourOrder'));
  const { checkoutSession = '' } = useParams();
  const order = useMyOrder(checkoutSession);
  const genericError = useGenericErrorMessage();

  // The server's errorMessage is one of checkout's English texts: shown in the page's language.
  const errorText = order.isError
    ? genericError
    : order.data?.error
      ? (errorIn(order.data.errorMessage) ?? genericError)
      : null;
  useEffect(() => {
    if (!order.data || order.data.error) return;
    cartStorage.clearAll();
    if (order.data.isFirstTimeGettingOrder && !tracked.has(checkoutSession)) {
      tracked.add(checkoutSession);
      trackPurchase();
    }
  }, [order.data, checkoutSession]);

  if (order.isPending) {
    return (
      <PageCard>
        <LoadingStatus />
      </PageCard>
    );
  }

  if (errorText !== null || !order.data) {
    return (
      <PageCard>
        <Alert severity="error">{errorText ?? t('msg.genericError', { email: FALLBACK_SUPPORT_EMAIL })}</Alert>
      </PageCard>
    );
  }

  return (
    <PageCard>
      <Box sx={{ textAlign: 'center', py: { xs: 1, sm: 2 } }}>
        {order.data.isFirstTimeGettingOrder ? <FirstOrderIllustration /> : null}
        <Typography
          variant="h4"
          component="h1"
          sx={{ mt: 2, fontSize: { xs: '1.6rem', sm: '2.125rem' }, textWrap: 'balance' }}
        >
          {t('checkout.thankYou')}
        </Typography>
        <Typography sx={{ mt: 2 }}>{t('checkout.orderReceived')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('supporter.receiptOnItsWay')}
        </Typography>
        <Typography sx={{ mt: 1 }} data-testid="books-in-the-mail">
          {t('delivery.inTheMail')}
        </Typography>
      </Box>
      {order.data.order ? <OrderSummary order={order.data.order} /> : null}
    </PageCard>
  );
}
