import type { CartLine, RetrieveSellerShopResponse } from '@fundshop/core';
import { Box, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { CHECKOUT_DETAILS_ID } from './cart-bar.tsx';
import { CartSummary, type CartEditing } from '../../../components/cart/cart-summary.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import { useT } from '../../../lib/i18n.tsx';

export interface CheckoutSectionProps {
  shop: RetrieveSellerShopResponse;
  cart: readonly CartLine[];
  blocked: boolean;
  editing: CartEditing;
}

/**
 * The editable cart and the checkout form. Its own chunk (loaded right after the store shows), so the form library
 * and the input components do not delay the first view of the store on a phone.
 */
export default function CheckoutSection({ shop, cart, blocked, editing }: CheckoutSectionProps) {
  const t = useT();
  const [emptyError, setEmptyError] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h2" id="cart" sx={{ mb: 1.5, scrollMarginTop: 96 }}>
        {t('shopPage.yourCart')}
      </Typography>
      <CartSummary
        cart={cart}
        currencyCode={shop.currencyCode}
        emptyError={emptyError && cart.length === 0}
        editing={editing}
      />
      <Typography variant="h6" component="h2" id={CHECKOUT_DETAILS_ID} sx={{ mt: 4, mb: 2, scrollMarginTop: 80 }}>
        {t('shopPage.yourDetails')}
      </Typography>
      <Box>
        <CheckoutForm shop={shop} cart={cart} blocked={blocked} onCartEmptyError={setEmptyError} />
      </Box>
    </Paper>
  );
}
