import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrors, updateWebShopLockStatusRequest, updateWebShopLockStatusResponse } from '@fundshop/core';
import { callerOf, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { updateWebshopLockStatus } from './service.ts';

export function webshopLockRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = signedInRoute(ctx.db, 'contact-person', 'contactperson');

    app.post(
      '/api/contact-person/update-web-shop-lock-status',
      organiser({
        description:
          "Organiser only: locks or unlocks the caller's webshop (a locked shop refuses new orders). Unlocking is a 409 while a payout is being handled.",
        body: updateWebShopLockStatusRequest,
        response: { 200: updateWebShopLockStatusResponse, ...apiErrors(400, 401, 403, 404, 409) },
      }),
      async (request) => updateWebshopLockStatus(ctx, callerOf(request), request.body),
    );
  };
}
