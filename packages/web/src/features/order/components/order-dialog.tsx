import { addToCart, removeFromCart, type CartLine, type RetrieveSellerShopResponse } from '@fundshop/core';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, AppBar, Box, CircularProgress, Dialog, IconButton, Paper, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { errorText, type ApiAuth } from '../../../lib/api-client.ts';
import { CartSummary } from '../../../components/cart/cart-summary.tsx';
import { ProductPicker } from '../../../components/cart/product-picker.tsx';
import type { BuyerFormValues } from '../../../components/form/buyer-form.tsx';
import { useSellerShop } from '../../../lib/seller-shop.ts';
import { useManualOrderForEdit } from '../api/get-manual-order-for-edit.ts';
import { OrderForm } from './order-form.tsx';
import { useErrorText, useT } from '../../../lib/i18n.tsx';

export type OrderDialogTarget = { kind: 'create'; sellerId: number } | { kind: 'edit'; buyerOfOrderId: number };

export interface OrderDialogProps {
  /** What the dialog is for; null: closed. */
  target: OrderDialogTarget | null;
  auth: ApiAuth;
  onClose: () => void;
}

function OrderEditor({
  shop,
  initialCart,
  values,
  buyerOfOrderId,
  auth,
  onClose,
}: {
  shop: RetrieveSellerShopResponse;
  initialCart: CartLine[];
  values?: Partial<Record<keyof BuyerFormValues, string>>;
  buyerOfOrderId?: number;
  auth: ApiAuth;
  onClose: () => void;
}) {
  const [cart, setCart] = useState<CartLine[]>(initialCart);
  const [emptyError, setEmptyError] = useState(false);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', width: '100%', px: { xs: 1.5, sm: 3 }, py: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {shop.sellerName}
        </Typography>
        <ProductPicker
          products={shop.webShopProducts}
          cart={cart}
          currencyCode={shop.currencyCode}
          onAdd={(product) => setCart((lines) => addToCart(lines, product))}
          onRemove={(product) => setCart((lines) => removeFromCart(lines, product.productId))}
        />
        <Box sx={{ mt: 2 }} id="cart">
          <CartSummary cart={cart} currencyCode={shop.currencyCode} emptyError={emptyError && cart.length === 0} />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        <OrderForm
          shop={shop}
          cart={cart}
          auth={auth}
          buyerOfOrderId={buyerOfOrderId}
          values={values}
          onCartEmptyError={setEmptyError}
          onSaved={onClose}
          onCancel={onClose}
        />
      </Paper>
    </Box>
  );
}

function CreateContent({ sellerId, auth, onClose }: { sellerId: number; auth: ApiAuth; onClose: () => void }) {
  const t = useT();
  const shop = useSellerShop(sellerId);
  if (shop.data) return <OrderEditor shop={shop.data} initialCart={[]} auth={auth} onClose={onClose} />;
  // null: the seller is gone (removed for good while the dialog opened).
  return <Loading error={shop.data === null ? new Error(t('checkout.shopNotFound')) : shop.error} />;
}

function EditContent({
  buyerOfOrderId,
  auth,
  onClose,
}: {
  buyerOfOrderId: number;
  auth: ApiAuth;
  onClose: () => void;
}) {
  const shop = useManualOrderForEdit(buyerOfOrderId, auth);
  if (!shop.data) return <Loading error={shop.error} />;
  const { webShopCartProducts, order, ...rest } = shop.data;
  return (
    <OrderEditor
      shop={rest}
      initialCart={webShopCartProducts.map(({ productId, productName, productPrice, amountOrdered }) => ({
        productId,
        productName,
        productPrice,
        amountOrdered,
      }))}
      values={order}
      buyerOfOrderId={buyerOfOrderId}
      auth={auth}
      onClose={onClose}
    />
  );
}

function Loading({ error }: { error: unknown }) {
  const t = useT();
  const errorIn = useErrorText();
  return error ? (
    <Alert severity="error" sx={{ m: 2 }}>
      {errorIn(errorText(error))}
    </Alert>
  ) : (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('dashboard.loading')} />
    </Box>
  );
}

/**
 * Full-screen 'Skapa beställning' / 'Ändra beställning' (SPEC §2): the store's products with +/- and the
 * buyer form in contact person/seller mode. Saving closes it; the queries refresh (see the mutations).
 */
export function OrderDialog({ target, auth, onClose }: OrderDialogProps) {
  const t = useT();
  const title = target?.kind === 'edit' ? t('order.editOrderTitle') : t('order.createOrderTitle');
  return (
    <Dialog fullScreen open={target !== null} onClose={onClose} aria-labelledby="order-dialog-title">
      <AppBar position="sticky" color="primary" elevation={0}>
        <Toolbar>
          <IconButton edge="start" color="inherit" onClick={onClose} aria-label={t('dashboard.close')}>
            <CloseIcon />
          </IconButton>
          <Typography id="order-dialog-title" variant="h6" component="h1" sx={{ ml: 1 }}>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ bgcolor: 'background.default', flex: 1 }}>
        {target?.kind === 'create' ? (
          <CreateContent sellerId={target.sellerId} auth={auth} onClose={onClose} />
        ) : target?.kind === 'edit' ? (
          <EditContent buyerOfOrderId={target.buyerOfOrderId} auth={auth} onClose={onClose} />
        ) : null}
      </Box>
    </Dialog>
  );
}
