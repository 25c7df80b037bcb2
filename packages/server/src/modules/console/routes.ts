import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  consoleGroupList,
  consoleGroupPage,
  consoleIdParams,
  consoleLockRequest,
  consoleOrderList,
  consoleOrderPage,
  groupsQuery,
  ordersQuery,
  reassignRequest,
  reassignResponse,
  resendBooksResponse,
  taxReport,
  taxReportQuery,
} from '@fundshop/core';
import { ADMIN, answerNoStore, operatorOf, operatorRoute } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import { operatorActor } from '../audit/trail.ts';
import { resendAsOperator } from '../delivery/resend.ts';
import { setWebshopLocked } from '../webshop-lock/service.ts';
import { groupPage, searchGroups } from './groups.ts';
import { orderPage, searchOrders } from './orders.ts';
import { reassignOrder } from './reassign.ts';
import { readTaxReport, taxReportCsv } from './tax-report.ts';

/**
 * The console's groups, orders (docs/decisions/0033) and tax report (0062): reads for both roles, acts as each role
 * may.
 */
export function consoleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', answerNoStore);
    const anyOperator = operatorRoute(ctx.db);
    const admin = operatorRoute(ctx.db, { roles: ADMIN });

    app.get(
      '/api/operator/groups',
      anyOperator({
        description:
          "Groups at a glance (payment set-up, open or locked, earnings, what is payable or owed, payouts, last sale), newest first, at most 50: by id, or part of the group's name or the organiser's email.",
        querystring: groupsQuery,
        response: { 200: consoleGroupList, ...apiErrors(400, 401, 403) },
      }),
      async (request) => ({ groups: await searchGroups(ctx, request.query.q) }),
    );
    app.get(
      '/api/operator/groups/:id',
      anyOperator({
        description:
          "A group's page: the group and its organiser, its sellers with their sales, its money as a reconciliation whose lines add up, its payouts and its messages to support.",
        params: consoleIdParams,
        response: { 200: consoleGroupPage, ...apiErrors(400, 401, 403, 404) },
      }),
      async (request) => groupPage(ctx, request.params.id),
    );
    app.post(
      '/api/operator/groups/:id/lock',
      admin({
        description:
          "Admin: locks or opens the group's webshop for orders, with the reason (audited). Opening is a 409 while a payout is being handled.",
        params: consoleIdParams,
        body: consoleLockRequest,
        response: { 200: consoleGroupPage, ...apiErrors(400, 401, 403, 404, 409) },
      }),
      async (request) => {
        const { isLocked, reason } = request.body;
        await setWebshopLocked(ctx, operatorActor(operatorOf(request)), request.params.id, isLocked, reason);
        return groupPage(ctx, request.params.id);
      },
    );
    app.get(
      '/api/operator/orders',
      anyOperator({
        description:
          "Orders, newest first, at most 100: by order number, or part of the buyer's email or name; optionally of one group.",
        querystring: ordersQuery,
        response: { 200: consoleOrderList, ...apiErrors(400, 401, 403) },
      }),
      async (request) => ({ orders: await searchOrders(ctx, request.query) }),
    );
    app.get(
      '/api/operator/orders/:id',
      anyOperator({
        description:
          "An order's page: its lines as charged, payment, book links (never their tokens) and downloads, refunds, disputes, and the sellers of its group it could move to.",
        params: consoleIdParams,
        response: { 200: consoleOrderPage, ...apiErrors(400, 401, 403, 404) },
      }),
      async (request) => orderPage(ctx, request.params.id),
    );
    app.post(
      '/api/operator/orders/:id/resend-books',
      anyOperator({
        description:
          'Mails the buyer a new link to its e-books (3 an hour per order, whoever asks); audited. 409 for an order without an email, deleted or not paid; 410 for one refunded in full.',
        params: consoleIdParams,
        response: { 200: resendBooksResponse, ...apiErrors(400, 401, 403, 404, 409, 410, 429) },
      }),
      async (request) => resendAsOperator(ctx, operatorActor(operatorOf(request)), request.params.id),
    );
    app.post(
      '/api/operator/orders/:id/reassign',
      anyOperator({
        description:
          'Moves the order to another active seller of its group, from the seller named in fromSellerId (409 order-moved when it is no longer theirs), with the reason; audited. Dashboards, roll-ups and leaderboard follow. 409 seller-not-in-group for a seller of another group.',
        params: consoleIdParams,
        body: reassignRequest,
        response: { 200: reassignResponse, ...apiErrors(400, 401, 403, 404, 409) },
      }),
      async (request) => ({
        order: await reassignOrder(ctx, operatorActor(operatorOf(request)), request.params.id, request.body),
      }),
    );
    app.get(
      '/api/operator/tax-report',
      anyOperator({
        description:
          'The tax collected, by period (UTC month or quarter, from and to inclusive: 2026-04 or 2026-Q2), jurisdiction, kind, rate and currency: sales paid in the period, less what refunds and lost disputes gave back in it, with the taxable amount beside the tax; and the net tax of the range per currency. Orders placed before taxes are left out.',
        querystring: taxReportQuery,
        response: { 200: taxReport, ...apiErrors(400, 401, 403) },
      }),
      async (request) => readTaxReport(ctx, request.query),
    );
    app.get(
      '/api/operator/tax-report.csv',
      anyOperator({
        description:
          "The tax report's lines as CSV: UTF-8 with BOM, every field quoted, amounts as plain decimals, the tax's name and rate.",
        querystring: taxReportQuery,
        response: { 200: z.string().describe('text/csv'), ...apiErrors(400, 401, 403) },
      }),
      async (request, reply) => {
        const { period, from, to } = request.query;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="tax-${period}-${from}-${to}.csv"`)
          .send(await taxReportCsv(ctx, request.query));
      },
    );
  };
}
