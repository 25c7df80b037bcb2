import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, retrieveSellerShopQuery, retrieveSellerShopResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { cachedSellerShop } from './service.ts';

/** Browsers and CDNs may reuse the store for a few seconds; the ETag makes revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=5';

export function shopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/seller/retrieve-seller-shop',
      {
        schema: {
          tags: ['shop'],
          description:
            'Public store of one seller. Every store state is a flag in the 200 body; an unknown seller is a 404. Sent with Cache-Control max-age=5 and an ETag (304 on If-None-Match).',
          querystring: retrieveSellerShopQuery,
          response: {
            200: retrieveSellerShopResponse,
            304: z.null().describe('Not modified (If-None-Match)'),
            400: apiError,
            404: apiError,
          },
        },
      },
      async (request, reply) => {
        const shop = await cachedSellerShop(ctx, request.query.sellerId);
        void reply.header('cache-control', CACHE_CONTROL).header('etag', shop.etag);
        if (request.headers['if-none-match'] === shop.etag) return reply.status(304).send(null);
        // Already serialized (and validated by its type when built): sent as is, no second serialization.
        return reply.type('application/json; charset=utf-8').send(shop.body as never);
      },
    );
  };
}
