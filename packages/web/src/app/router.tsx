import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DetailsPage } from '../features/contact-person/routes/details-page.tsx';
import { LoginPage } from '../features/contact-person/routes/login-page.tsx';
import { StartPage } from '../features/contact-person/routes/start-page.tsx';
import { WebshopPage } from '../features/contact-person/routes/webshop-page.tsx';
import { EarningsCounterPage } from '../features/earnings-counter/routes/earnings-counter-page.tsx';
import { RegisterCompletedPage } from '../features/registration/routes/register-completed-page.tsx';
import { RegisterFormPage } from '../features/registration/routes/register-form-page.tsx';
import { RegisterStorePage } from '../features/registration/routes/register-store-page.tsx';
import { ErrorPage } from './error-page.tsx';
import { ContactPersonLayout, RequireContactPerson } from './layouts/contact-person-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { Root } from './root.tsx';

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/contactperson/start" replace /> },
      // Embeddable pages: no top bar.
      { path: '/earnings-counter', element: <EarningsCounterPage /> },
      { path: '/register-store/form', element: <RegisterFormPage /> },
      {
        element: <PublicLayout />,
        children: [
          { path: '/register-store', element: <RegisterStorePage /> },
          { path: '/register-completed', element: <RegisterCompletedPage /> },
        ],
      },
      {
        path: '/contactperson',
        element: <ContactPersonLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          {
            element: <RequireContactPerson />,
            children: [
              { index: true, element: <Navigate to="/contactperson/start" replace /> },
              { path: 'start', element: <StartPage /> },
              { path: 'details', element: <DetailsPage /> },
              { path: 'webshop', element: <WebshopPage /> },
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
