import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  chooseLanguageRequest,
  chooseLanguageResponse,
  loginContactPersonRequest,
  loginContactPersonResponse,
  loginSellerRequest,
  loginSellerResponse,
  okResponse,
} from '@fundshop/core';
import { bearerToken, callerOf, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { chooseLanguage } from './language.ts';
import { loginContactPerson, loginSeller, logout } from './service.ts';

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/account/login-contact-person',
      {
        schema: {
          tags: ['account'],
          body: loginContactPersonRequest,
          response: { 200: loginContactPersonResponse, 400: apiError, 401: apiError, 429: apiError },
        },
      },
      async (request) => loginContactPerson(ctx, request.body, request.ip),
    );

    app.post(
      '/api/account/login-seller',
      {
        schema: {
          tags: ['account'],
          description: 'loginEmail + loginPassword (the login code), or loginPassword alone (link login).',
          body: loginSellerRequest,
          response: { 200: loginSellerResponse, 400: apiError, 401: apiError, 403: apiError, 429: apiError },
        },
      },
      async (request) => loginSeller(ctx, request.body, request.ip),
    );

    app.post(
      '/api/account/logout',
      {
        schema: {
          tags: ['account'],
          description:
            'Ends the session of the bearer token. Without a token there is nothing to end and the answer is ok too.',
          security: [{ bearer: [] }, {}],
          response: { 200: okResponse, 400: apiError },
        },
      },
      async (request) => {
        await logout(ctx, bearerToken(request));
        return { responseMessage: 'ok' as const };
      },
    );

    app.post(
      '/api/account/language',
      signedInRoute(
        ctx.db,
        'account',
        'contactperson',
        'seller',
      )({
        description:
          "The organiser's or seller's own language for its pages, kept on its account for the next login (docs/decisions/0044). A co-organiser's choice stays on its device: 403.",
        body: chooseLanguageRequest,
        response: { 200: chooseLanguageResponse, 400: apiError, 401: apiError, 403: apiError },
      }),
      async (request) => chooseLanguage(ctx, callerOf(request), request.body.language),
    );
  };
}
