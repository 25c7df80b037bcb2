import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@fundshop/core';
import { bearerToken } from '../../auth/guard.ts';
import { isLocalRequest } from '../../auth/loopback.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { sha256 } from '../../lib/crypto.ts';

/**
 * GET /metrics for Prometheus. Never public: a scraper on this machine needs nothing (auth/loopback.ts
 * isLocalRequest, the development routes' rule: no request through a proxy is local), any other needs METRICS_TOKEN,
 * compared in constant time.
 */
export function metricsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const expected = ctx.config.metricsToken ? Buffer.from(sha256(ctx.config.metricsToken)) : undefined;
  const requireScraper = async (request: FastifyRequest) => {
    if (isLocalRequest(request)) return;
    const token = bearerToken(request);
    if (!expected || !token || !timingSafeEqual(Buffer.from(sha256(token)), expected)) {
      throw new AppError('unauthorized');
    }
  };
  return async (app) => {
    app.get(
      '/metrics',
      {
        onRequest: requireScraper,
        schema: {
          tags: ['operations'],
          description:
            'Prometheus metrics in the text exposition format (docs/decisions/0023). From this machine without a ' +
            'token; from elsewhere only with METRICS_TOKEN as bearer token (401 otherwise, and always when unset).',
          security: [{ metrics: [] }],
          produces: ['text/plain'],
          response: { 200: z.string(), 401: apiError },
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', ctx.metrics.contentType)
          .header('cache-control', 'no-store')
          .send(await ctx.metrics.scrape(request.log)),
    );
  };
}
