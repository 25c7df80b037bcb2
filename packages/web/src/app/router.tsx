import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from './error-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { Root } from './root.tsx';

/**
 * Every area is its own chunk (route `lazy`), so a supporter opening a shop link downloads the shop and
 * not the organiser's or seller's screens.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/contactperson/start" replace /> },
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
                  import('../features/contact-person/routes/start-page.tsx').then((m) => ({ Component: m.StartPage })),
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
            ],
          },
        ],
      },
      { path: '*', element: <ErrorPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
