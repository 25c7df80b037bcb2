import { cartTotal, CHECKOUT_MSG, formatPrice, type CartLine } from '@fundshop/core';
import { Alert, Box, Divider, Typography } from '@mui/material';

/** The cart lines and the total; the SPEC §5 empty-cart text when nothing is in it. */
export function CartSummary({
  cart,
  currencyCode,
  emptyError,
}: {
  cart: readonly CartLine[];
  currencyCode: string;
  /** A checkout was tried with an empty cart: the empty text shows as an error. */
  emptyError: boolean;
}) {
  if (cart.length === 0) {
    return (
      <Alert severity={emptyError ? 'error' : 'info'} variant={emptyError ? 'standard' : 'outlined'} role="status">
        {CHECKOUT_MSG.cartEmpty}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-label="Cart contents">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {cart.map((line) => (
          <Box
            component="li"
            key={line.productId}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}
          >
            <Typography sx={{ minWidth: 0 }}>
              <Box component="span" sx={{ fontWeight: 700 }}>{`${line.amountOrdered} × `}</Box>
              {line.productName}
            </Typography>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatPrice(cartTotal([line]), currencyCode)}</Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
          {formatPrice(cartTotal(cart), currencyCode)}
        </Typography>
      </Box>
    </Box>
  );
}
