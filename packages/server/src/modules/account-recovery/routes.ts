import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  forgotPasswordRequest,
  okResponse,
  resetLinkRequest,
  resetPasswordRequest,
  resetPasswordResponse,
  sendSellerLoginLinkRequest,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { checkResetLink, requestPasswordReset, resetPassword, sendSellerLoginLink } from './service.ts';

/** Getting back in (docs/decisions/0034): public, each answer the same whether or not the address has an account. */
export function accountRecoveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/account/forgot-password',
      {
        schema: {
          tags: ['account'],
          description:
            "Public. Mails a single-use link to choose a new password (valid 30 minutes) to every organiser account of the email. Always 200 ok, whether or not an account uses the address; 429 past the network's limit.",
          body: forgotPasswordRequest,
          response: { 200: okResponse, ...apiErrors(400, 429) },
        },
      },
      async (request) => {
        await requestPasswordReset(ctx, request.body, request.ip);
        return { responseMessage: 'ok' as const };
      },
    );

    app.post(
      '/api/account/reset-link',
      {
        schema: {
          tags: ['account'],
          description:
            "Public: the mailed token is the authority. Answers whether the reset link can still be used, without using it, so its page can say at once that it cannot; 404 'reset-link-invalid' for an unknown, used or expired link; 429 past the network's limit.",
          body: resetLinkRequest,
          response: { 200: okResponse, ...apiErrors(400, 404, 429) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        await checkResetLink(ctx, request.body, request.ip);
        return { responseMessage: 'ok' as const };
      },
    );

    app.post(
      '/api/account/reset-password',
      {
        schema: {
          tags: ['account'],
          description:
            "Public: the mailed token is the authority. Sets the new password, uses the link and logs every session of the organiser out; 404 'reset-link-invalid' for an unknown, used or expired link.",
          body: resetPasswordRequest,
          response: { 200: resetPasswordResponse, ...apiErrors(400, 404) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return resetPassword(ctx, request.body, clientNetwork(request.ip));
      },
    );

    app.post(
      '/api/account/send-seller-login-link',
      {
        schema: {
          tags: ['account'],
          description:
            "Public. Mails an active participant with this email its login link and code again. Always 200 ok, whether or not a participant uses the address; 429 past the network's limit.",
          body: sendSellerLoginLinkRequest,
          response: { 200: okResponse, ...apiErrors(400, 429) },
        },
      },
      async (request) => {
        await sendSellerLoginLink(ctx, request.body, request.ip);
        return { responseMessage: 'ok' as const };
      },
    );
  };
}
