import {
  APP_START_NEAR_ATTRIBUTE,
  shopPageTitle,
  addToCart,
  cartItemCount,
  cartTotal,
  dropFromCart,
  removeFromCart,
  shopStateOf,
  type CartLine,
  type RetrieveSellerShopResponse,
  type WebShopProduct,
} from '@fundshop/core';
import { Alert, Box, Button, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-error.ts';
import { cartStorage } from '../../../lib/cart-storage.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGenericErrorMessage } from '../../../lib/public-config.ts';
import { useSellerShop } from '../../../lib/seller-shop.ts';
import { useMessageDialog } from '../../../components/message-dialog.tsx';
import { CartBar, CHECKOUT_DETAILS_ID } from '../components/cart-bar.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { ShopBenefits, ShopHeader } from '../components/shop-header.tsx';
import { StoreLanguages } from '../components/store-languages.tsx';
import { StoreMessage } from '../components/store-message.tsx';
import { SHOP_STATE_KEY } from '../shop-state-texts.ts';
import { useT } from '../../../lib/i18n.tsx';

// Not in the store's first load (docs/decisions/0013): the form loads as it nears the screen or the cart fills,
// the More info dialog when first opened.
const CheckoutSection = lazy(() => import('../components/checkout-section.tsx'));
const ProductInfoDialog = lazy(() =>
  import('../components/product-info-dialog.tsx').then((m) => ({ default: m.ProductInfoDialog })),
);

const MAX_ID = 2_147_483_647;

function parseSellerId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** Lines of products no longer in the store are dropped; names and prices are the store's current ones. */
function reconcile(cart: readonly CartLine[], products: readonly WebShopProduct[]): CartLine[] {
  return cart.flatMap((line) => {
    const product = products.find((p) => p.productId === line.productId);
    return product ? [{ ...line, productName: product.productName, productPrice: product.productPrice }] : [];
  });
}

function Column({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, pt: { xs: 2, sm: 4 }, pb: 4 }}>{children}</Box>;
}

export interface ShopPageProps {
  /** A fixed seller (the demo store); otherwise the :sellerId of the route. */
  sellerId?: number;
  /** The /store-demo store: banner, and adding to cart and checkout blocked (SPEC §5). */
  demo?: boolean;
}

/** /shop/{sellerId}: a seller's public store with every store state of SPEC §2. */
export function ShopPage({ sellerId: fixedSellerId, demo = false }: ShopPageProps) {
  const t = useT();
  const params = useParams();
  const genericError = useGenericErrorMessage();
  const sellerId = fixedSellerId ?? parseSellerId(params.sellerId);
  const shop = useSellerShop(sellerId ?? 0, sellerId !== null);
  const isDemo = demo || shop.data?.isDemo === true;
  useDocumentTitle(
    demo
      ? t('page.storeDemo')
      : shop.data
        ? shopPageTitle(shop.data, t)
        : shop.isError || shop.data === null || sellerId === null
          ? t('page.shopNotFound')
          : t('checkout.fundraiserFor'),
  );

  let content: ReactNode;
  if (sellerId === null || shop.data === null) {
    content = <StoreMessage>{t('checkout.shopNotFound')}</StoreMessage>;
  } else if (shop.isPending) {
    content = <StoreMessage loading>{t('checkout.loadingStore')}</StoreMessage>;
  } else if (shop.isError) {
    const notFound = shop.error instanceof ApiRequestError && shop.error.status === 400;
    content = notFound ? (
      <StoreMessage>{t('checkout.shopNotFound')}</StoreMessage>
    ) : (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" onClick={() => void shop.refetch()}>
            {t('shopPage.tryAgain')}
          </Button>
        }
      >
        {genericError}
      </Alert>
    );
  } else {
    const state = shopStateOf(shop.data);
    if (state === 'open') {
      content = <OpenStore key={shop.data.sellerId} shop={shop.data} blocked={isDemo} />;
    } else if (state === 'locked' || state === 'onboarding-not-finished') {
      content = (
        <>
          <ShopHeader shop={shop.data} />
          <StoreMessage>{t(SHOP_STATE_KEY[state])}</StoreMessage>
        </>
      );
    } else {
      content = <StoreMessage>{t(SHOP_STATE_KEY[state])}</StoreMessage>;
    }
  }

  return (
    <Column>
      <StoreLanguages />
      {isDemo ? (
        <Alert severity="warning" variant="filled" sx={{ mb: 2, fontWeight: 600 }}>
          {t('checkout.demoStoreBanner')}
        </Alert>
      ) : null}
      {content}
    </Column>
  );
}

/** True while the element is in the viewport (false where IntersectionObserver is missing). */
function useInView(ref: React.RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), {
      threshold: 0,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/** Becomes true once the element comes within a screen of the viewport, and stays. */
function useNearView(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * The checkout's room until the app draws the form there: empty, so the server's page is whole without it (a
 * 'Loading...' card stood at the foot of the store until the first touch), and as tall as the form, so the footer
 * does not jump when it comes.
 */
function CheckoutPlaceholder() {
  return <Box sx={{ minHeight: 480 }} />;
}

function OpenStore({ shop, blocked }: { shop: RetrieveSellerShopResponse; blocked: boolean }) {
  const t = useT();
  const products = shop.webShopProducts;
  // This tab's cart (sessionStorage) is read after the first render, null until then: the server renders the store
  // with an empty cart, and the browser's first render must be that same page to take it over (decision 0029).
  const [storedCart, setStoredCart] = useState<CartLine[] | null>(null);
  const cart = useMemo(() => reconcile(storedCart ?? [], products), [storedCart, products]);
  const [infoProduct, setInfoProduct] = useState<WebShopProduct | null>(null);
  const checkoutRef = useRef<HTMLDivElement>(null);
  const formInView = useInView(checkoutRef);
  const formNear = useNearView(checkoutRef);
  const count = cartItemCount(cart);
  const [infoOpened, setInfoOpened] = useState(false);
  const message = useMessageDialog();

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once, after the first render (see above)
    setStoredCart((current) => current ?? (blocked ? [] : cartStorage.load(shop.sellerId)));
  }, [blocked, shop.sellerId]);
  useEffect(() => {
    if (!blocked && storedCart !== null) cartStorage.save(shop.sellerId, cart);
  }, [blocked, cart, storedCart, shop.sellerId]);

  const add = (product: WebShopProduct) => {
    if (blocked) {
      message.show(t('checkout.demoAddToCart'));
      return;
    }
    setStoredCart((current) => addToCart(reconcile(current ?? [], products), product));
  };
  const remove = (productId: number) => setStoredCart((current) => removeFromCart(current ?? [], productId));
  const editing = {
    onAdd: (productId: number) => {
      const product = products.find((p) => p.productId === productId);
      if (product) add(product);
    },
    onRemove: remove,
    onDrop: (productId: number) => setStoredCart((current) => dropFromCart(current ?? [], productId)),
  };
  const toCheckout = () => {
    document.getElementById(CHECKOUT_DETAILS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The first field, so the phone's keyboard (and the browser's autofill) comes up at once.
    document.querySelector<HTMLInputElement>('form[data-checkout-form] input')?.focus({ preventScroll: true });
  };

  return (
    <>
      <ShopHeader shop={shop}>
        <ShopBenefits shop={shop} />
      </ShopHeader>

      <Typography variant="h5" component="h2" sx={{ mt: { xs: 3, sm: 4 }, mb: 2 }}>
        {t('shopPage.ebooks')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2.5 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {products.map((product, index) => (
          <ProductCard
            key={product.productId}
            product={product}
            eager={index < 2}
            currencyCode={shop.currencyCode}
            quantity={cart.find((line) => line.productId === product.productId)?.amountOrdered ?? 0}
            onAdd={() => add(product)}
            onRemove={() => remove(product.productId)}
            onMoreInfo={() => {
              setInfoOpened(true);
              setInfoProduct(product);
            }}
          />
        ))}
      </Box>
      {/* Right after the books in the page's order, so Tab reaches the bar's 'Checkout' from the last book; after
          the form, the bar was hidden by the time the focus came to it. */}
      <CartBar
        count={count}
        total={cartTotal(cart)}
        currencyCode={shop.currencyCode}
        visible={count > 0 && !formInView}
        onCart={() => checkoutRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        onCheckout={toCheckout}
      />

      <Box
        ref={checkoutRef}
        sx={{ mt: { xs: 3, sm: 4 }, maxWidth: 720, mx: 'auto' }}
        data-testid="checkout-section"
        // Nearing the screen, the server's page starts the app, which draws the form here (lib/first-use.ts).
        {...{ [APP_START_NEAR_ATTRIBUTE]: '' }}
      >
        <Suspense fallback={<CheckoutPlaceholder />}>
          {formNear || count > 0 ? (
            <CheckoutSection shop={shop} cart={cart} blocked={blocked} editing={editing} />
          ) : (
            <CheckoutPlaceholder />
          )}
        </Suspense>
      </Box>

      {infoOpened ? (
        <Suspense fallback={null}>
          <ProductInfoDialog
            product={infoProduct}
            currencyCode={shop.currencyCode}
            onClose={() => setInfoProduct(null)}
            onAdd={add}
          />
        </Suspense>
      ) : null}
      {message.dialog}
    </>
  );
}
