import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  confirmGuardianRequest,
  confirmGuardianResponse,
  guardianConsentResponse,
  guardianTokenParams,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { confirmGuardian, guardianConsent } from './service.ts';

/** The parent or guardian's confirmation (docs/decisions/0037): public, keyed by the mailed token alone. */
export function guardianRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/api/guardian/:token',
      {
        schema: {
          tags: ['guardian'],
          description:
            "Public, keyed by the token mailed to a minor's parent or guardian: whom they are asked to confirm. Unknown, used or expired token 404.",
          params: guardianTokenParams,
          response: { 200: guardianConsentResponse, ...apiErrors(400, 404) },
        },
      },
      async (request) => guardianConsent(ctx, request.params.token),
    );

    app.post(
      '/api/guardian/:token/confirm',
      {
        schema: {
          tags: ['guardian'],
          description:
            "Public, keyed by the mailed token (single use): the guardian confirms, the child's store opens and the login details are mailed to the guardian. allowFullName: the guardian agrees that the store may show the full name. Unknown, used or expired token 404.",
          params: guardianTokenParams,
          body: confirmGuardianRequest,
          response: { 200: confirmGuardianResponse, ...apiErrors(400, 404) },
        },
      },
      async (request) => confirmGuardian(ctx, request.params.token, request.body, clientNetwork(request.ip)),
    );
  };
}
