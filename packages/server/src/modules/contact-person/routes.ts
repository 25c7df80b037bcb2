import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  okResponse,
  retrieveWebshopDetailsResponse,
  updateWebshopDetailsRequest,
  webShopIdQuery,
} from '@fundshop/core';
import { callerOf, requireRole, sessionTokenOf } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { retrieveWebshopDetails, updateWebshopDetails } from './service.ts';

const refusals = apiErrors(400, 401, 403, 404);
const secured = { tags: ['contact-person'], security: [{ bearer: [] }] };

export function contactPersonRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = requireRole(ctx.db, 'contactperson');

    app.get(
      '/api/contact-person/retrieve-webshop-details',
      {
        onRequest: organiser,
        schema: {
          ...secured,
          querystring: webShopIdQuery,
          response: { 200: retrieveWebshopDetailsResponse, ...refusals },
        },
      },
      async (request) => retrieveWebshopDetails(ctx, callerOf(request), request.query.webShopId),
    );

    app.post(
      '/api/contact-person/update-webshop-details',
      {
        onRequest: organiser,
        schema: { ...secured, body: updateWebshopDetailsRequest, response: { 200: okResponse, ...refusals } },
      },
      async (request) => {
        await updateWebshopDetails(ctx, callerOf(request), request.body, sessionTokenOf(request));
        return { responseMessage: 'ok' as const };
      },
    );
  };
}
