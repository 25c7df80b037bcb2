import { formatPrice, type CartLine, type WebShopProduct } from '@fundshop/core';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, Typography } from '@mui/material';

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
  return (
    <Box component="ul" aria-label="Products" sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
                {formatPrice(product.productPrice, currencyCode)}
              </Typography>
            </Box>
            <Box
              role="group"
              aria-label={`Quantity of ${product.productName}`}
              sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'primary.main', borderRadius: 5 }}
            >
              <IconButton
                aria-label="Remove one"
                onClick={() => onRemove(product)}
                color="primary"
                disabled={quantity === 0}
              >
                <RemoveIcon />
              </IconButton>
              <Typography
                data-testid="quantity"
                aria-live="polite"
                sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
              >
                {quantity}
              </Typography>
              <IconButton aria-label="Add one" onClick={() => onAdd(product)} color="primary">
                <AddIcon />
              </IconButton>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
