import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  apiErrors,
  myBooksParams,
  operatorRefundRequest,
  refundRow,
  selfRefundResponse,
} from '@fundshop/core';
import { operatorGuard } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import { operatorRefundIdParams, operatorRefundList, operatorRefundsQuery } from './operator-contracts.ts';
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
        return selfRefund(ctx, request.params.token, request.log);
      },
    );
  };
}

/** The operators' refunds, used by `npm run refunds`; registered only when OPERATOR_TOKEN is set. */
export function operatorRefundRoutes(ctx: AppContext, operatorToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: operatorGuard(operatorToken) } as const;
    app.post(
      '/api/operator/refunds',
      {
        ...common,
        schema: {
          tags: ['operator'],
          description:
            "Refunds a card order to the buyer's card: `amount` (major units) or, without it, whatever is left. 409 refund-too-large above what is left, refund-only-card for a manual or unpaid order; 502 refund-provider-failed when the provider refused (the refund failed) or could not be reached (it stays pending: retry it).",
          security: [{ operator: [] }],
          body: operatorRefundRequest,
          response: { 200: refundRow, 400: apiError, 401: apiError, 404: apiError, 409: apiError, 502: apiError },
        },
      },
      async (request) => operatorRefund(ctx, request.body, request.log),
    );
    app.post(
      '/api/operator/refunds/:id/retry',
      {
        ...common,
        schema: {
          tags: ['operator'],
          description:
            'Settles a refund left pending because the provider could not be reached: what the provider already has (by the refund id in its metadata) or the same request again with the same idempotency key, so the card is refunded at most once. A refund no longer pending is answered as it is.',
          security: [{ operator: [] }],
          params: operatorRefundIdParams,
          response: { 200: refundRow, 400: apiError, 401: apiError, 404: apiError, 502: apiError },
        },
      },
      async (request) => retryRefund(ctx, request.params.id, request.log),
    );
    app.get(
      '/api/operator/refunds',
      {
        ...common,
        schema: {
          tags: ['operator'],
          description: "An order's refunds, newest first, whoever asked for them (buyer, operator, provider).",
          security: [{ operator: [] }],
          querystring: operatorRefundsQuery,
          response: { 200: operatorRefundList, 400: apiError, 401: apiError },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { refunds: await listOrderRefunds(ctx, request.query.orderId) };
      },
    );
  };
}
