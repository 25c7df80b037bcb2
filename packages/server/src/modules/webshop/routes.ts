import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, updateWebShopLockStatusRequest, updateWebShopLockStatusResponse } from '@fundshop/core';
import type { AppContext } from '../../app.ts';
import { callerOf, requireRole } from '../../auth/guard.ts';
import { assertSellerOfWebshop, setWebshopLocked } from './service.ts';

export function webshopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
      async (request) => {
        const { webshopId } = callerOf(request);
        if (request.body.sellerId) await assertSellerOfWebshop(ctx.db, request.body.sellerId, webshopId);
        await setWebshopLocked(ctx.db, webshopId, request.body.isLocked);
        return { responseMessage: 'ok' as const, isLocked: request.body.isLocked };
      },
    );
  };
}
