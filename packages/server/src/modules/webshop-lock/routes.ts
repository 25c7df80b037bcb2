import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, updateWebShopLockStatusRequest, updateWebShopLockStatusResponse } from '@fundshop/core';
import { callerOf, requireRole } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { updateWebshopLockStatus } from './service.ts';

export function webshopLockRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact-person/update-web-shop-lock-status',
      {
        onRequest: requireRole(ctx.db, 'contactperson'),
        schema: {
          tags: ['contact-person'],
          description:
            "Organiser only: locks or unlocks the caller's webshop (a locked shop refuses new orders). Unlocking is a 409 while a payout is being handled.",
          security: [{ bearer: [] }],
          body: updateWebShopLockStatusRequest,
          response: {
            200: updateWebShopLockStatusResponse,
            400: apiError,
            401: apiError,
            403: apiError,
            404: apiError,
            409: apiError,
          },
        },
      },
      async (request) => updateWebshopLockStatus(ctx, callerOf(request), request.body),
    );
  };
}
