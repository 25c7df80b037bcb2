import { cartTotal, type CartLine } from '@fundshop/core';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Divider, IconButton, Typography } from '@mui/material';
import { PriceTaxNote } from './price-tax-note.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useFormat, useT } from '../../lib/i18n.tsx';

/** Changes to the cart from its summary: one more, one less (the line goes at 0), or the whole line. */
export interface CartEditing {
  onAdd: (productId: number) => void;
  onRemove: (productId: number) => void;
  onDrop: (productId: number) => void;
}

/**
 * The cart lines and the total, with how it stands with tax ('incl. GST', '+ tax': the buyer's region decides an added
 * tax, so the payment page shows its amount); the SPEC §5 empty-cart text when nothing is in it. With `editing`, each line has
 * the +/- counter and a remove button, so the supporter fixes the cart right above the form instead of scrolling
 * back to the books.
 */
export function CartSummary({
  cart,
  currencyCode,
  emptyError,
  editing,
}: {
  cart: readonly CartLine[];
  currencyCode: string;
  /** A checkout was tried with an empty cart: the empty text shows as an error. */
  emptyError: boolean;
  editing?: CartEditing;
}) {
  const format = useFormat();
  const t = useT();
  if (cart.length === 0) {
    return (
      <Alert severity={emptyError ? 'error' : 'info'} variant={emptyError ? 'standard' : 'outlined'} role="status">
        {t('checkout.cartEmpty')}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-label={t('store.cartContents')}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {cart.map((line) => (
          <Box
            component="li"
            key={line.productId}
            sx={{
              display: 'flex',
              flexWrap: editing ? 'wrap' : 'nowrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 2,
              rowGap: 0.5,
              py: editing ? 1 : 0.75,
            }}
          >
            <Typography sx={{ minWidth: 0, flex: editing ? '1 1 100%' : '0 1 auto' }}>
              {editing ? null : <Box component="span" sx={{ fontWeight: 700 }}>{`${line.amountOrdered} × `}</Box>}
              {line.productName}
            </Typography>
            {editing ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <QuantityStepper
                  productName={line.productName}
                  quantity={line.amountOrdered}
                  onAdd={() => editing.onAdd(line.productId)}
                  onRemove={() => editing.onRemove(line.productId)}
                />
                <IconButton
                  aria-label={t('supporter.removeLine', { productName: line.productName })}
                  onClick={() => editing.onDrop(line.productId)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            ) : null}
            <Typography sx={{ whiteSpace: 'nowrap', ml: 'auto' }}>
              {format.price(cartTotal([line]), currencyCode)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('supporter.total')}</Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
            {format.price(cartTotal(cart), currencyCode)}
          </Typography>
          <PriceTaxNote currencyCode={currencyCode} />
        </Box>
      </Box>
    </Box>
  );
}
