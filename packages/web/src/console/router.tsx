import { OPERATOR_CONSOLE_PATH } from '@fundshop/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ConsoleLayout, NotFound, RequireOperator } from './layout.tsx';

/**
 * The console's pages under /operator (docs/decisions/0032). Each page is its own chunk: signing in does not load the
 * Data Grid.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: '/sign-in',
    lazy: () => import('../features/console/routes/sign-in-page.tsx').then((m) => ({ Component: m.SignInPage })),
  },
  {
    path: '/enrol',
    lazy: () => import('../features/console/routes/enrol-page.tsx').then((m) => ({ Component: m.EnrolPage })),
  },
  {
    element: <RequireOperator />,
    children: [
      {
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <Navigate to="/groups" replace /> },
          {
            path: '/groups',
            lazy: () => import('../features/console/routes/groups-page.tsx').then((m) => ({ Component: m.GroupsPage })),
          },
          {
            path: '/groups/:id',
            lazy: () => import('../features/console/routes/group-page.tsx').then((m) => ({ Component: m.GroupPage })),
          },
          {
            path: '/orders',
            lazy: () => import('../features/console/routes/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })),
          },
          {
            path: '/orders/:id',
            lazy: () => import('../features/console/routes/order-page.tsx').then((m) => ({ Component: m.OrderPage })),
          },
          {
            path: '/payouts',
            lazy: () =>
              import('../features/console/routes/payouts-page.tsx').then((m) => ({ Component: m.PayoutsPage })),
          },
          {
            path: '/tax',
            lazy: () =>
              import('../features/console/routes/tax-report-page.tsx').then((m) => ({ Component: m.TaxReportPage })),
          },
          {
            path: '/catalogue',
            lazy: () =>
              import('../features/console/routes/catalogue-page.tsx').then((m) => ({ Component: m.CataloguePage })),
          },
          {
            path: '/catalogue/:id',
            lazy: () =>
              import('../features/console/routes/product-page.tsx').then((m) => ({ Component: m.ProductPage })),
          },
          {
            path: '/support',
            lazy: () =>
              import('../features/console/routes/support-page.tsx').then((m) => ({ Component: m.SupportPage })),
          },
          {
            path: '/audit',
            lazy: () => import('../features/console/routes/audit-page.tsx').then((m) => ({ Component: m.AuditPage })),
          },
          {
            path: '/api-keys',
            lazy: () =>
              import('../features/console/routes/api-keys-page.tsx').then((m) => ({ Component: m.ApiKeysPage })),
          },
          {
            path: '/erasure',
            lazy: () =>
              import('../features/console/routes/erasure-page.tsx').then((m) => ({ Component: m.ErasurePage })),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(consoleRoutes, { basename: OPERATOR_CONSOLE_PATH });
