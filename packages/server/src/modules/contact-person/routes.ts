import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  okResponse,
  retrieveWebshopDetailsResponse,
  updateWebshopDetailsRequest,
  webShopIdQuery,
} from '@fundshop/core';
import { callerOf, sessionTokenOf, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { retrieveWebshopDetails, updateWebshopDetails } from './service.ts';

const refusals = apiErrors(400, 401, 403, 404);

export function contactPersonRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = signedInRoute(ctx.db, 'contact-person', 'contactperson');

    app.get(
      '/api/contact-person/retrieve-webshop-details',
      organiser({
        querystring: webShopIdQuery,
        response: { 200: retrieveWebshopDetailsResponse, ...refusals },
      }),
      async (request) => retrieveWebshopDetails(ctx, callerOf(request), request.query.webShopId),
    );

    app.post(
      '/api/contact-person/update-webshop-details',
      organiser({ body: updateWebshopDetailsRequest, response: { 200: okResponse, ...refusals } }),
      async (request) => {
        await updateWebshopDetails(ctx, callerOf(request), request.body, sessionTokenOf(request));
        return { responseMessage: 'ok' as const };
      },
    );
  };
}
