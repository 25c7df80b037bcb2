import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  apiErrors,
  okResponse,
  retrieveWebshopDetailsResponse,
  undoEmailChangeRequest,
  undoEmailChangeResponse,
  updateWebshopDetailsRequest,
  webShopIdQuery,
} from '@fundshop/core';
import { callerOf, organiserInPersonRoute, sessionTokenOf, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { retrieveWebshopDetails, undoEmailChange, updateWebshopDetails } from './service.ts';

const refusals = apiErrors(400, 401, 403, 404);

export function contactPersonRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = signedInRoute(ctx.db, 'contact-person', 'contactperson');
    const organiserInPerson = organiserInPersonRoute(ctx.db, 'contact-person');

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
      organiserInPerson({
        description:
          "currentPassword is required when password or email changes; a wrong one is 401 'error-password', counted like a login.",
        body: updateWebshopDetailsRequest,
        response: { 200: okResponse, ...refusals, 429: apiError },
      }),
      async (request) => {
        await updateWebshopDetails(ctx, callerOf(request), request.body, sessionTokenOf(request), request.ip);
        return { responseMessage: 'ok' as const };
      },
    );

    app.post(
      '/api/contact-person/undo-email-change',
      {
        schema: {
          tags: ['contact-person'],
          description:
            'Public: the token from the mail sent to the old address when the email changed. Restores that address, logs every organiser session out and mails a new password there.',
          body: undoEmailChangeRequest,
          response: { 200: undoEmailChangeResponse, 400: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return undoEmailChange(ctx, request.body.token);
      },
    );
  };
}
