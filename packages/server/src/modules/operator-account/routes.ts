import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  apiKeyList,
  apiKeyRow,
  createApiKeyRequest,
  createApiKeyResponse,
  enrolmentInfo,
  enrolRequest,
  enrolResponse,
  okResponse,
  consoleIdParams,
  operatorList,
  operatorLoginRequest,
  operatorLoginResponse,
  operatorProfile,
  setupTokenParams,
} from '@fundshop/core';
import { bearerToken } from '../../auth/guard.ts';
import { ADMIN, answerNoStore, operatorOf, operatorRoute } from '../../auth/operator.ts';
import { revokeSession } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { operatorActor } from '../audit/trail.ts';
import { createApiKey, listApiKeys, listOperators, revokeApiKey } from './api-keys.ts';
import { enrol, enrolmentInfo as readEnrolment } from './enrolment.ts';
import { operatorProfile as profileOf, signInOperator } from './sign-in.ts';

/** Operator accounts (docs/decisions/0031): set-up link, sign-in, the admin's API keys. */
export function operatorAccountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', answerNoStore);
    const anyOperator = operatorRoute(ctx.db);
    const adminSession = operatorRoute(ctx.db, { roles: ADMIN, sessionOnly: true });

    app.post(
      '/api/operator/login',
      {
        schema: {
          tags: ['operator'],
          description:
            "Public. Email, password and a code of the authenticator app (or a recovery code, used once) at once; 401 operator-sign-in-failed whichever was wrong. Counted like the organisers' logins (429 past the limits). The session ends after 30 minutes without a call and after 12 hours.",
          body: operatorLoginRequest,
          response: { 200: operatorLoginResponse, ...apiErrors(400, 401, 429) },
        },
      },
      async (request) => signInOperator(ctx, request.body, request.ip),
    );
    app.post(
      '/api/operator/logout',
      anyOperator({
        description: "Ends the operator's session.",
        response: { 200: okResponse, ...apiErrors(400, 401, 403) },
      }),
      async (request) => {
        const token = bearerToken(request);
        if (token) await revokeSession(ctx.db, token);
        return { responseMessage: 'ok' as const };
      },
    );
    app.get(
      '/api/operator/me',
      anyOperator({
        description: "The signed-in operator (or the API key's): email, role and refund limit.",
        response: { 200: operatorProfile, ...apiErrors(401, 403) },
      }),
      async (request) => profileOf(ctx.config, operatorOf(request)),
    );
    app.get(
      '/api/operator/enrolment/:token',
      {
        schema: {
          tags: ['operator'],
          description:
            "Public, the set-up link's token is the key: the new operator's email and role, and the TOTP secret for the authenticator app (as text and otpauth address). 404 setup-link-invalid for an unknown, used or expired link.",
          params: setupTokenParams,
          response: { 200: enrolmentInfo, ...apiErrors(400, 404) },
        },
      },
      async (request) => readEnrolment(ctx, request.params.token),
    );
    app.post(
      '/api/operator/enrolment/:token',
      {
        schema: {
          tags: ['operator'],
          description:
            "Public, the set-up link's token is the key: sets the password and proves the authenticator app with a code it shows now. The link is used up; answers the ten recovery codes, this once. 400 enrol-code-wrong for a code that does not match.",
          params: setupTokenParams,
          body: enrolRequest,
          response: { 200: enrolResponse, ...apiErrors(400, 404, 429) },
        },
      },
      async (request) => ({
        recoveryCodes: await enrol(ctx, request.params.token, request.body, clientNetwork(request.ip)),
      }),
    );
    app.get(
      '/api/operator/operators',
      adminSession({
        description: 'Admin (signed in): every operator, enrolled or not.',
        response: { 200: operatorList, ...apiErrors(401, 403) },
      }),
      async () => ({ operators: await listOperators(ctx) }),
    );
    app.get(
      '/api/operator/api-keys',
      adminSession({
        description: 'Admin (signed in): every API key, revoked ones too; never the key itself.',
        response: { 200: apiKeyList, ...apiErrors(401, 403) },
      }),
      async () => ({ apiKeys: await listApiKeys(ctx) }),
    );
    app.post(
      '/api/operator/api-keys',
      adminSession({
        description:
          "Admin (signed in): makes an API key for an enrolled operator (for `npm run payouts` and `npm run refunds`); the key acts with that operator's role and is answered this once.",
        body: createApiKeyRequest,
        response: { 200: createApiKeyResponse, ...apiErrors(400, 401, 403, 404) },
      }),
      async (request) => {
        const operator = operatorOf(request);
        return createApiKey(ctx, { ...operatorActor(operator), id: operator.operatorId }, request.body);
      },
    );
    app.post(
      '/api/operator/api-keys/:id/revoke',
      adminSession({
        description:
          'Admin (signed in): revokes an API key; its next call is refused. Revoking it again changes nothing.',
        params: consoleIdParams,
        response: { 200: apiKeyRow, ...apiErrors(400, 401, 403, 404) },
      }),
      async (request) => revokeApiKey(ctx, operatorActor(operatorOf(request)), request.params.id),
    );
  };
}
