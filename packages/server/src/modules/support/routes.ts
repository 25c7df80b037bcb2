import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  consoleIdParams,
  supportMessage,
  supportMessageList,
  supportMessagesQuery,
  supportReplyRequest,
} from '@fundshop/core';
import { answerNoStore, operatorOf, operatorRoute } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import { operatorActor } from '../audit/trail.ts';
import { answerSupportMessage, supportMessages } from './service.ts';

/** Messages to support in the console, for operators of either role (docs/decisions/0031, 0033). */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', answerNoStore);
    const anyOperator = operatorRoute(ctx.db);
    app.get(
      '/api/operator/support-messages',
      anyOperator({
        description:
          "Organisers' messages to support with their group: open ones (the default) oldest first, answered or all newest first; at most 200.",
        querystring: supportMessagesQuery,
        response: { 200: supportMessageList, ...apiErrors(400, 401, 403) },
      }),
      async (request) => ({ messages: await supportMessages(ctx, request.query) }),
    );
    app.post(
      '/api/operator/support-messages/:id/reply',
      anyOperator({
        description:
          "Mails the answer to the group's organiser (replies go to the support address), keeps it and marks the message answered; audited.",
        params: consoleIdParams,
        body: supportReplyRequest,
        response: { 200: supportMessage, ...apiErrors(400, 401, 403, 404) },
      }),
      async (request) => {
        const operator = operatorOf(request);
        return answerSupportMessage(
          ctx,
          { ...operatorActor(operator), id: operator.operatorId },
          request.params.id,
          request.body.body,
        );
      },
    );
  };
}
