import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  operatorAdvanceRequest,
  operatorAdvanceResponse,
  operatorPayoutIdParams,
  operatorPayoutList,
} from '@fundshop/core';
import { operatorGuard } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import { advancePayout, listPayouts } from './operator-acts.ts';

/**
 * The operators' payout API, used by `npm run payouts` (the embedded database belongs to the running server, so
 * the command talks to it). Registered only when OPERATOR_TOKEN is set; the token is compared in constant time.
 */
export function operatorPayoutRoutes(ctx: AppContext, operatorToken: string): FastifyPluginAsyncZod {
  const requireOperator = operatorGuard(operatorToken);
  return async (app) => {
    const common = { onRequest: requireOperator } as const;
    app.get(
      '/api/operator/payouts',
      {
        ...common,
        schema: {
          tags: ['operator'],
          description: 'Every payout, newest first (operator token).',
          security: [{ operator: [] }],
          response: { 200: operatorPayoutList, 401: apiError },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { payouts: await listPayouts(ctx) };
      },
    );
    app.post(
      '/api/operator/payouts/:id/advance',
      {
        ...common,
        schema: {
          tags: ['operator'],
          description:
            'Moves a payout from the state named in `from` to its next state (INITIATED -> PENDING -> PAID), or to FAILED with fail: true (a sent transfer is reclaimed first). 409 payout-transition-invalid when the payout is no longer in `from` (another call moved it) or is in a final state.',
          security: [{ operator: [] }],
          params: operatorPayoutIdParams,
          body: operatorAdvanceRequest,
          response: { 200: operatorAdvanceResponse, 400: apiError, 401: apiError, 404: apiError, 409: apiError },
        },
      },
      async (request) => advancePayout(ctx, request.params.id, request.body),
    );
  };
}
