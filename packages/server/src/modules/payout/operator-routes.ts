import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  operatorAdvanceRequest,
  operatorAdvanceResponse,
  operatorPayoutIdParams,
  operatorPayoutList,
  payoutProviderStatus,
} from '@fundshop/core';
import { ADMIN, answerNoStore, operatorOf, operatorRoute } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import { operatorActor } from '../audit/trail.ts';
import { advancePayout, listPayouts, overdrawnGroups, readPayoutProviderStatus } from './operator-acts.ts';

/** The operators' payout API: the console's payout queue and `npm run payouts` (with an operator's API key). */
export function operatorPayoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', answerNoStore);
    app.get(
      '/api/operator/payouts',
      operatorRoute(ctx.db)({
        description:
          'Every payout, newest first, and the groups that refunds took below zero after their payouts (overdrawn: an operator settles them).',
        response: { 200: operatorPayoutList, ...apiErrors(401, 403) },
      }),
      async () => ({ payouts: await listPayouts(ctx), overdrawn: await overdrawnGroups(ctx.db) }),
    );
    app.get(
      '/api/operator/payouts/:id/provider',
      operatorRoute(ctx.db)({
        description:
          "What the payout provider says of the payout's transfer now (Stripe: the transfer, reversals, the group account's latest bank payouts). 502 payout-provider-failed when it cannot be asked.",
        params: operatorPayoutIdParams,
        response: { 200: payoutProviderStatus, ...apiErrors(400, 401, 403, 404, 502) },
      }),
      async (request) => readPayoutProviderStatus(ctx, request.params.id),
    );
    app.post(
      '/api/operator/payouts/:id/advance',
      operatorRoute(ctx.db, { roles: ADMIN })({
        description:
          'Admin: moves a payout from the state named in `from` to its next state (INITIATED -> PENDING -> PAID), or to FAILED with fail: true (a sent transfer is reclaimed first); audited. 409 payout-transition-invalid when the payout is no longer in `from` (another call moved it) or is in a final state.',
        params: operatorPayoutIdParams,
        body: operatorAdvanceRequest,
        response: { 200: operatorAdvanceResponse, ...apiErrors(400, 401, 403, 404, 409) },
      }),
      async (request) => advancePayout(ctx, operatorActor(operatorOf(request)), request.params.id, request.body),
    );
  };
}
