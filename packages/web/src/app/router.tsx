import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadMoreTexts } from '../lib/page-texts.ts';
import { ErrorPage } from './error-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { Root } from './root.tsx';

/**
 * Every area is its own chunk (route `lazy`), so a supporter opening a shop link downloads the shop and
 * not the organiser's or seller's screens. One file past 300 lines: the app's one table of addresses, read top to
 * bottom to find which screen an address shows.
 */
const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    // start-app.tsx loads the address's route modules before the first render; this covers a router made without that.
    HydrateFallback: () => null,
    children: [
      // Embeddable pages: no top bar.
      {
        path: '/earnings-counter',
        lazy: () =>
          import('../features/earnings-counter/routes/earnings-counter-page.tsx').then((m) => ({
            Component: m.EarningsCounterPage,
          })),
      },
      {
        path: '/register-store/form',
        lazy: () =>
          import('../features/registration/routes/register-form-page.tsx').then((m) => ({
            Component: m.RegisterFormPage,
          })),
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/',
            lazy: () => import('../features/team/routes/front-page.tsx').then((m) => ({ Component: m.FrontPage })),
          },
          {
            path: '/team/:webShopId',
            lazy: () => import('../features/team/routes/team-page.tsx').then((m) => ({ Component: m.TeamPage })),
          },
          {
            path: '/register-store',
            lazy: () =>
              import('../features/registration/routes/register-store-page.tsx').then((m) => ({
                Component: m.RegisterStorePage,
              })),
          },
          {
            path: '/register-completed',
            lazy: () =>
              import('../features/registration/routes/register-completed-page.tsx').then((m) => ({
                Component: m.RegisterCompletedPage,
              })),
          },
          // The supporter's journey: store, payment, confirmation (each its own chunk, the store kept lean).
          {
            path: '/shop/:sellerId',
            lazy: () => import('../features/shop/routes/shop-page.tsx').then((m) => ({ Component: m.ShopPage })),
          },
          {
            path: '/shop/checkout/:sellerId',
            lazy: () =>
              import('../features/checkout/routes/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })),
          },
          {
            path: '/my-order/:checkoutSession',
            lazy: () =>
              import('../features/order/routes/my-order-page.tsx').then((m) => ({ Component: m.MyOrderPage })),
          },
          // The buyer's e-books (decision 0026): the mailed link, and a voucher's code typed by hand.
          {
            path: '/my-books/:token',
            lazy: () =>
              import('../features/delivery/routes/my-books-page.tsx').then((m) => ({ Component: m.MyBooksPage })),
          },
          {
            path: '/my-books',
            lazy: () =>
              import('../features/delivery/routes/voucher-code-page.tsx').then((m) => ({
                Component: m.VoucherCodePage,
              })),
          },
          // A supporter's own data (docs/decisions/0039): the form that mails the link, and the page it opens.
          {
            path: '/my-data',
            lazy: () =>
              import('../features/personal-data/routes/data-request-page.tsx').then((m) => ({
                Component: m.DataRequestPage,
              })),
          },
          {
            path: '/my-data/:token',
            lazy: () =>
              import('../features/personal-data/routes/my-data-page.tsx').then((m) => ({ Component: m.MyDataPage })),
          },
          {
            path: '/thank-you',
            lazy: () =>
              import('../features/order/routes/thank-you-page.tsx').then((m) => ({ Component: m.ThankYouPage })),
          },
          // The link mailed to an organiser's old address (docs/decisions/0019): public, its token is the authority.
          {
            path: '/undo-email-change',
            lazy: () =>
              import('../features/contact-person/routes/undo-email-change-page.tsx').then((m) => ({
                Component: m.UndoEmailChangePage,
              })),
          },
          // The link mailed to a minor's parent or guardian (docs/decisions/0037): public, its token is the authority.
          {
            path: '/guardian/:token',
            lazy: () =>
              import('../features/guardian/routes/guardian-page.tsx').then((m) => ({ Component: m.GuardianPage })),
          },
          // Getting back in and co-organisers (docs/decisions/0034, 0035): public, the mailed token is the authority.
          {
            path: '/reset-password',
            lazy: () =>
              import('../features/contact-person/routes/reset-password-page.tsx').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: '/co-organiser/accept',
            lazy: () =>
              import('../features/contact-person/routes/co-organiser-accept-page.tsx').then((m) => ({
                Component: m.CoOrganiserAcceptPage,
              })),
          },
          {
            path: '/terms',
            lazy: () => import('../features/legal/routes/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: '/privacy',
            lazy: () => import('../features/legal/routes/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
          },
          {
            path: '/store-demo',
            lazy: () => import('./routes/store-demo-route.tsx').then((m) => ({ Component: m.StoreDemoRoute })),
          },
        ],
      },
      {
        path: '/contactperson',
        lazy: () => import('./layouts/contact-person-layout.tsx').then((m) => ({ Component: m.ContactPersonLayout })),
        children: [
          {
            path: 'login',
            lazy: () =>
              import('../features/contact-person/routes/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            lazy: () =>
              import('./layouts/contact-person-layout.tsx').then((m) => ({ Component: m.RequireContactPerson })),
            children: [
              { index: true, element: <Navigate to="/contactperson/start" replace /> },
              {
                path: 'start',
                lazy: () =>
                  import('./routes/contact-person-start-route.tsx').then((m) => ({
                    Component: m.ContactPersonStartRoute,
                  })),
              },
              {
                path: 'seller-order',
                lazy: () => import('./routes/seller-order-route.tsx').then((m) => ({ Component: m.SellerOrderRoute })),
              },
              {
                path: 'details',
                lazy: () =>
                  import('../features/contact-person/routes/details-page.tsx').then((m) => ({
                    Component: m.DetailsPage,
                  })),
              },
              {
                path: 'webshop',
                lazy: () =>
                  import('../features/contact-person/routes/webshop-page.tsx').then((m) => ({
                    Component: m.WebshopPage,
                  })),
              },
              {
                path: 'messages',
                lazy: () =>
                  import('../features/contact-person-tools/routes/messages-page.tsx').then((m) => ({
                    Component: m.MessagesPage,
                  })),
              },
              {
                path: 'utskrift',
                lazy: () =>
                  import('../features/contact-person-tools/routes/print-page.tsx').then((m) => ({
                    Component: m.PrintPage,
                  })),
              },
              {
                path: 'voucher/:orderId',
                lazy: () =>
                  import('../features/delivery/routes/book-voucher-page.tsx').then((m) => ({
                    Component: m.BookVoucherPage,
                  })),
              },
              {
                path: 'seller-list/:webShopId',
                lazy: () =>
                  import('../features/contact-person/routes/seller-list-page.tsx').then((m) => ({
                    Component: m.SellerListPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: '/seller',
        lazy: () => import('./layouts/seller-layout.tsx').then((m) => ({ Component: m.SellerLayout })),
        children: [
          {
            path: 'login',
            lazy: () =>
              import('../features/seller/routes/login-page.tsx').then((m) => ({ Component: m.SellerLoginPage })),
          },
          {
            path: 'register/:sellerRegistrationKey',
            lazy: () =>
              import('../features/seller/routes/register-page.tsx').then((m) => ({
                Component: m.SellerRegisterPage,
              })),
          },
          {
            path: 'qr-registration/:sellerRegistrationKey',
            lazy: () =>
              import('../features/seller/routes/registration-qr-page.tsx').then((m) => ({
                Component: m.RegistrationQrPage,
              })),
          },
          {
            path: 'webshop-qr-code/:sellerId',
            lazy: () =>
              import('../features/seller/routes/webshop-qr-page.tsx').then((m) => ({ Component: m.WebshopQrPage })),
          },
          {
            path: 'print-qr-codes/:sellerId',
            lazy: () =>
              import('../features/seller/routes/qr-sheet-page.tsx').then((m) => ({ Component: m.QrSheetPage })),
          },
          {
            lazy: () => import('./layouts/seller-layout.tsx').then((m) => ({ Component: m.RequireSeller })),
            children: [
              { index: true, element: <Navigate to="/seller/start" replace /> },
              {
                path: 'start',
                lazy: () => import('./routes/seller-start-route.tsx').then((m) => ({ Component: m.SellerStartRoute })),
              },
              {
                path: 'voucher/:orderId',
                lazy: () =>
                  import('../features/delivery/routes/book-voucher-page.tsx').then((m) => ({
                    Component: m.BookVoucherPage,
                  })),
              },
              {
                path: 'contact/:sellerId',
                lazy: () =>
                  import('../features/seller/routes/contact-page.tsx').then((m) => ({
                    Component: m.SellerContactPage,
                  })),
              },
            ],
          },
        ],
      },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];

/** The lean first paints (docs/decisions/0016, 0029): their texts are all in the catalogue's first part. */
const FIRST_PAINT_PATHS = new Set([
  '/shop/:sellerId',
  '/store-demo',
  '/register-store',
  '/register-store/form',
  '/earnings-counter',
]);

/** Every other route loads the rest of the page's catalogue with its code (lib/page-texts.ts). */
function withTheirTexts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const loadsTexts = typeof lazy === 'function' && !FIRST_PAINT_PATHS.has(route.path ?? '');
    return {
      ...route,
      ...(loadsTexts ? { lazy: () => Promise.all([lazy(), loadMoreTexts()]).then(([module]) => module) } : {}),
      ...(children ? { children: withTheirTexts(children) } : {}),
    } as RouteObject;
  });
}

export const routes = withTheirTexts(appRoutes);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
