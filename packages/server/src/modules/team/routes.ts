import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, teamPageParams, teamPageResponse, teamStoreResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { cachedTeam } from './service.ts';
import { teamStoreOf } from './team-store.ts';

/** As the store: browsers and CDNs may reuse it for a few seconds, and the ETag makes revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=5';

export function teamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/team/:webShopId',
      {
        schema: {
          tags: ['shop'],
          description:
            "Public team page of a group (docs/decisions/0047): its name, message, goal and sales, and its participants as their stores show them publicly, each leading to its store. No login. An unknown group is a 404 with SPEC's shop-not-found text; a group whose onboarding is not finished, a 404 with SPEC's onboarding text. Sent with Cache-Control max-age=5 and an ETag (304 on If-None-Match).",
          params: teamPageParams,
          response: {
            200: teamPageResponse,
            304: z.null().describe('Not modified (If-None-Match)'),
            400: apiError,
            404: apiError,
          },
        },
      },
      async (request, reply) => {
        const team = await cachedTeam(ctx, request.params.webShopId);
        void reply.header('cache-control', CACHE_CONTROL).header('etag', team.etag);
        if (request.headers['if-none-match'] === team.etag) return reply.status(304).send(null);
        // Already serialized (and typed when built): sent as is.
        return reply.type('application/json; charset=utf-8').send(team.body as never);
      },
    );

    app.post(
      '/api/team/:webShopId/store',
      {
        schema: {
          tags: ['shop'],
          description:
            "Public: the group's own store, where a supporter buys for the team as a whole (docs/decisions/0050); made on first need, the same one after. The team page's refusals: unknown group 404, onboarding not finished 404.",
          params: teamPageParams,
          response: { 200: teamStoreResponse, 400: apiError, 404: apiError },
        },
      },
      async (request) => ({ sellerId: await teamStoreOf(ctx, request.params.webShopId) }),
    );
  };
}
