import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrors, posterQuery } from '@fundshop/core';
import { callerOf, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { posterOf } from './service.ts';

export function posterRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sellerOrOrganiser = signedInRoute(ctx.db, 'seller', 'seller', 'contactperson');
    app.get(
      '/api/seller/poster',
      sellerOrOrganiser({
        description:
          "A printable PDF poster of a participant's store (docs/decisions/0049): the seller's own, or any of its group's for the organiser.",
        querystring: posterQuery,
        response: { 200: z.string().describe('application/pdf'), ...apiErrors(400, 401, 403, 404) },
      }),
      async (request, reply) => {
        const { pdf, fileName } = await posterOf(ctx, callerOf(request), request.query);
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'no-store')
            // Bytes go out as they are, never through the response schema's serializer.
            .send(Buffer.from(pdf) as never)
        );
      },
    );
  };
}
