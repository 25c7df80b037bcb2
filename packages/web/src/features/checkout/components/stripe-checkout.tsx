import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Box } from '@mui/material';

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is loaded once per publishable key, only on this page. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's embedded Checkout with the session's client secret. When the payment completes, Stripe sends the
 * buyer to the session's return URL, /my-order/{CHECKOUT_SESSION_ID}. Its own chunk: loaded only in Stripe mode.
 */
export default function StripeCheckout({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  return (
    <Box id="stripe-checkout" sx={{ minHeight: 420 }}>
      <EmbeddedCheckoutProvider stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </Box>
  );
}
