import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  organizationDetailsLinkResponse,
  organizationLoginDashboardLinkResponse,
  paymentAccountStatusResponse,
  webShopIdQuery,
} from '@fundshop/core';
import { callerOf, organiserInPersonRoute, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { organizationDashboardLink, organizationDetailsLink, paymentAccountStatus } from './service.ts';

const refusals = apiErrors(400, 401, 403, 404, 409, 502);

/**
 * The group's payment account (Stripe Connect Express, or the simulated one): its set-up and dashboard links are the
 * organiser's in person (decision 0035); its status, which the dashboard shows, co-organisers read too.
 */
export function paymentAccountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = signedInRoute(ctx.db, 'payment-account', 'contactperson');
    const organiserInPerson = organiserInPersonRoute(ctx.db, 'payment-account');

    app.get(
      '/api/stripe/organization-details-link',
      organiserInPerson({
        description: "Creates the group's payment account on first use and answers a link to complete its details.",
        response: { 200: organizationDetailsLinkResponse, ...refusals },
      }),
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { organizationDetailsLink: await organizationDetailsLink(ctx, callerOf(request)) };
      },
    );

    app.get(
      '/api/stripe/organization-login-dashboard-link',
      organiserInPerson({
        description:
          "A link to the payment account's dashboard (the setup link while setup is unfinished; 409 before the account exists).",
        response: { 200: organizationLoginDashboardLinkResponse, ...refusals },
      }),
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return {
          organizationLoginDashboardLink: await organizationDashboardLink(ctx, callerOf(request)),
        };
      },
    );

    app.get(
      '/api/stripe/payment-account-status',
      organiser({
        description:
          'hasFinishedConnectedStripeAccountSetup, and firstTimerEverFinishedStripeAccountCreation true exactly once (the first report after setup).',
        querystring: webShopIdQuery,
        response: { 200: paymentAccountStatusResponse, ...refusals },
      }),
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return paymentAccountStatus(ctx, callerOf(request), request.query.webShopId);
      },
    );
  };
}
