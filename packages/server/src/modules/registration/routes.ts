import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, captchaChallengeResponse, registerWebshopRequest, registerWebshopResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { registerWebshop } from './service.ts';

export function registrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/captcha/challenge',
      { schema: { tags: ['registration'], response: { 200: captchaChallengeResponse } } },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ctx.captcha.challenge();
      },
    );

    app.post(
      '/api/register-webshop',
      {
        schema: {
          tags: ['registration'],
          body: registerWebshopRequest,
          response: { 200: registerWebshopResponse, 400: apiError },
        },
      },
      async (request) => {
        const webShopId = await registerWebshop(ctx, request.body, request.ip);
        return { webShopId, status: 'ok' as const };
      },
    );
  };
}
