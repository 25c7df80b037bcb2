import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerIntroductionQuestionRequest,
  answerIntroductionQuestionResponse,
  apiErrors,
  motivateSellersRequest,
  sendMessageToSellersRequest,
  sendMessageToSellersResponse,
  sendMessageToSupportRequest,
  sendMessageToSupportResponse,
  updateFriendCompetitionRequest,
  updateFriendCompetitionResponse,
  updateSalesReminderRequest,
  updateSalesReminderResponse,
} from '@fundshop/core';
import { callerOf, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import {
  answerIntroductionQuestion,
  sendMessageToSellers,
  sendMessageToSupport,
  updateFriendCompetition,
  updateSalesReminder,
} from './service.ts';

const refusals = apiErrors(400, 401, 403, 404, 409, 429);

/** Messages, the introduction question and the leaderboard (docs/decisions/0007): the group's organiser only. */
export function contactPersonToolsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = signedInRoute(ctx.db, 'contact-person-tools', 'contactperson');

    app.post(
      '/api/contact-person/send-message-to-sellers',
      organiser({
        description:
          'Mails the message to every active seller of the webshop that has an email (reply-to the organiser); answers how many it reached and how many have no email. At most 10 per hour (429).',
        body: sendMessageToSellersRequest,
        response: { 200: sendMessageToSellersResponse, ...refusals },
      }),
      async (request) => sendMessageToSellers(ctx, callerOf(request), request.body, 'to-sellers'),
    );

    app.post(
      '/api/contact-person/motivate-sellers',
      organiser({
        description:
          "'Motivera försäljarna': the same delivery as send-message-to-sellers, 'Text is missing.' when empty (SPEC's 'Text saknas.' is the Swedish page's word for it) and its own hourly limit.",
        body: motivateSellersRequest,
        response: { 200: sendMessageToSellersResponse, ...refusals },
      }),
      async (request) => sendMessageToSellers(ctx, callerOf(request), request.body, 'motivate'),
    );

    app.post(
      '/api/contact-person/send-message-to-support',
      organiser({
        description:
          "Mails SUPPORT_EMAIL with the group's id, name and contact details, reply-to the organiser. At most 10 per hour (429).",
        body: sendMessageToSupportRequest,
        response: { 200: sendMessageToSupportResponse, ...refusals },
      }),
      async (request) => {
        await sendMessageToSupport(ctx, callerOf(request), request.body);
        return { responseMessage: 'ok' as const };
      },
    );

    app.post(
      '/api/contact-person/answer-introduction-question',
      organiser({
        description:
          "How the group heard of Fundshop (one of INTRODUCTION_OPTIONS; 'other' with a description). Answered once: a second answer is 409 introduction-already-answered.",
        body: answerIntroductionQuestionRequest,
        response: { 200: answerIntroductionQuestionResponse, ...refusals },
      }),
      async (request) => {
        await answerIntroductionQuestion(ctx, callerOf(request), request.body);
        return { responseMessage: 'ok' as const };
      },
    );

    app.post(
      '/api/contact-person/update-friend-competition',
      organiser({
        description:
          "Turns the sellers' leaderboard (friendCompetitors on their dashboards) on or off. SPEC leaves this call open.",
        body: updateFriendCompetitionRequest,
        response: { 200: updateFriendCompetitionResponse, ...refusals },
      }),
      async (request) => ({
        responseMessage: 'ok' as const,
        isFriendCompetitionActive: await updateFriendCompetition(ctx, callerOf(request), request.body),
      }),
    );

    app.post(
      '/api/contact-person/update-sales-reminder',
      organiser({
        description:
          'Turns on or off the one reminder mailed to each participant that has not sold REMINDER_AFTER_DAYS after joining (docs/decisions/0049).',
        body: updateSalesReminderRequest,
        response: { 200: updateSalesReminderResponse, ...refusals },
      }),
      async (request) => ({
        responseMessage: 'ok' as const,
        isSalesReminderActive: await updateSalesReminder(ctx, callerOf(request), request.body),
      }),
    );
  };
}
