import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrors, auditList, auditQuery } from '@fundshop/core';
import { answerNoStore, operatorRoute } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import { exportAuditCsv, listAudit } from './service.ts';

/** The audit trail for operators of either role (docs/decisions/0030): filtered, and as CSV. */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', answerNoStore);
    const anyOperator = operatorRoute(ctx.db);
    app.get(
      '/api/operator/audit',
      anyOperator({
        description:
          'The audit trail, newest first, 100 rows a page (nextBefore gives the next page): who (role, id, label), what, the target, before and after, the reason, when and from which network. Every filter is optional.',
        querystring: auditQuery,
        response: { 200: auditList, ...apiErrors(400, 401, 403) },
      }),
      async (request) => listAudit(ctx, request.query),
    );
    app.get(
      '/api/operator/audit.csv',
      anyOperator({
        description:
          'The audit rows the filters pick (up to 50,000, newest first) as CSV: UTF-8 with BOM, every field quoted, formula-like cells prefixed with an apostrophe; before and after as JSON.',
        querystring: auditQuery,
        response: { 200: z.string().describe('text/csv'), ...apiErrors(400, 401, 403) },
      }),
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
          .send(await exportAuditCsv(ctx, request.query));
      },
    );
  };
}
