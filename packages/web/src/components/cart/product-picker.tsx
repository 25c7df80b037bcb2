import { type CartLine, type WebShopProduct } from '@fundshop/core';
import { Box, Typography } from '@mui/material';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useFormat, useT } from '../../lib/i18n.tsx';

/** The webshop's products as compact rows with the store's +/- counter (the order dialogs' product choice). */
export function ProductPicker({
  products,
  cart,
  currencyCode,
  onAdd,
  onRemove,
}: {
  products: readonly WebShopProduct[];
  cart: readonly CartLine[];
  currencyCode: string;
  onAdd: (product: WebShopProduct) => void;
  onRemove: (product: WebShopProduct) => void;
}) {
  const format = useFormat();
  const t = useT();
  return (
    <Box component="ul" aria-label={t('shopPage.products')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => {
        const quantity = cart.find((line) => line.productId === product.productId)?.amountOrdered ?? 0;
        return (
          <Box
            component="li"
            key={product.productId}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{product.productName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {format.price(product.productPrice, currencyCode)}
              </Typography>
            </Box>
            <QuantityStepper
              productName={product.productName}
              quantity={quantity}
              onAdd={() => onAdd(product)}
              onRemove={() => onRemove(product)}
            />
          </Box>
        );
      })}
    </Box>
  );
}
