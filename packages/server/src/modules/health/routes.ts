import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../errors.ts';
import { checkHealth } from './service.ts';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['operations'],
          description:
            'For load balancers and monitoring: 200 when the database answers, the newest migration is applied and the background workers have ticked recently; 503 naming the check that failed otherwise. Public, never cached.',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (request, reply) => {
        const health = await checkHealth(ctx, request.log);
        // Answered like the other routes while the database is away (errors.ts).
        if (!health.checks.database.ok) void reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
        return reply
          .header('cache-control', 'no-store')
          .status(health.status === 'ok' ? 200 : 503)
          .send(health);
      },
    );
  };
}
