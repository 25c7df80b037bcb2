import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  loginContactPersonRequest,
  loginContactPersonResponse,
  loginSellerRequest,
  loginSellerResponse,
  okResponse,
} from '@fundshop/core';
import { bearerToken } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
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
  };
}
