import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  myBooksParams,
  operatorRefundIdParams,
  operatorRefundList,
  operatorRefundRequest,
  operatorRefundsQuery,
  refundRow,
  selfRefundResponse,
} from '@fundshop/core';
import { answerNoStore, operatorOf, operatorRoute } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { listOrderRefunds, operatorRefund, retryRefund, selfRefund } from './service.ts';

/** The buyer's self-service refund: public, the my-books token is the only key (docs/decisions/0026). */
export function refundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/my-books/:token/refund',
      {
        schema: {
          tags: ['delivery'],
          description:
            "Public, the book link's token is the key. Cancels the order and refunds all of it to the card, as the terms allow: within 14 days of payment and before any file was downloaded (409 refund-not-allowed otherwise). 404 book-link-unknown for an unknown or expired token; 502 refund-provider-failed when the payment provider cannot be reached (the refund is kept and completes later).",
          params: myBooksParams,
          response: { 200: selfRefundResponse, ...apiErrors(400, 404, 409, 502) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return selfRefund(ctx, request.params.token, clientNetwork(request.ip), request.log);
      },
    );
  };
}

/** The operators' refunds: the console's order page and `npm run refunds` (with an operator's API key). */
export function operatorRefundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', answerNoStore);
    const anyOperator = operatorRoute(ctx.db);
    app.post(
      '/api/operator/refunds',
      anyOperator({
        description:
          "Refunds a card order to the buyer's card, with the reason (audited): `amount` (major units) or, without it, whatever is left. A support operator at most OPERATOR_SUPPORT_REFUND_LIMIT at a time (403 refund-over-limit). 409 refund-too-large above what is left, refund-only-card for a manual or unpaid order; 502 refund-provider-failed when the provider refused (the refund failed) or could not be reached (it stays pending: retry it).",
        body: operatorRefundRequest,
        response: { 200: refundRow, ...apiErrors(400, 401, 403, 404, 409, 502) },
      }),
      async (request) => operatorRefund(ctx, operatorOf(request), request.body, request.log),
    );
    app.post(
      '/api/operator/refunds/:id/retry',
      anyOperator({
        description:
          'Settles a refund left pending because the provider could not be reached: what the provider already has (by the refund id in its metadata) or the same request again with the same idempotency key, so the card is refunded at most once. A refund no longer pending is answered as it is.',
        params: operatorRefundIdParams,
        response: { 200: refundRow, ...apiErrors(400, 401, 403, 404, 502) },
      }),
      async (request) => retryRefund(ctx, request.params.id, request.log),
    );
    app.get(
      '/api/operator/refunds',
      anyOperator({
        description: "An order's refunds, newest first, whoever asked for them (buyer, operator, provider).",
        querystring: operatorRefundsQuery,
        response: { 200: operatorRefundList, ...apiErrors(400, 401, 403) },
      }),
      async (request) => ({ refunds: await listOrderRefunds(ctx, request.query.orderId) }),
    );
  };
}
