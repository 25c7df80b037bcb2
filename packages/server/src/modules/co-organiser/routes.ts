import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptCoOrganiserRequest,
  apiErrors,
  coOrganiserInvitationResponse,
  coOrganiserListResponse,
  coOrganiserTokenParams,
  inviteCoOrganiserRequest,
  okResponse,
  removeCoOrganiserRequest,
  webShopIdQuery,
} from '@fundshop/core';
import { callerOf, organiserInPersonRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { acceptInvitation, invitationInfo, inviteCoOrganiser, listCoOrganisers, removeCoOrganiser } from './service.ts';

const refusals = apiErrors(400, 401, 403, 404, 409);

/**
 * Co-organisers (docs/decisions/0035): the organiser in person lists, invites and removes them; the invitation link
 * is public, its token the authority.
 */
export function coOrganiserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiserInPerson = organiserInPersonRoute(ctx.db, 'co-organiser');

    app.get(
      '/api/contact-person/co-organisers',
      organiserInPerson({
        description: "The group's co-organisers and open invitations.",
        querystring: webShopIdQuery,
        response: { 200: coOrganiserListResponse, ...refusals },
      }),
      async (request) => listCoOrganisers(ctx, callerOf(request), request.query.webShopId),
    );

    app.post(
      '/api/contact-person/co-organisers/invite',
      organiserInPerson({
        description:
          "Mails a single-use invitation link (valid 7 days); again for a pending address, a new link. 409 'co-organiser-email-taken' for the organiser's own or a co-organiser's address.",
        body: inviteCoOrganiserRequest,
        response: { 200: okResponse, ...refusals },
      }),
      async (request) => {
        await inviteCoOrganiser(ctx, callerOf(request), request.body);
        return { responseMessage: 'ok' as const };
      },
    );

    app.post(
      '/api/contact-person/co-organisers/remove',
      organiserInPerson({
        description:
          'Removes a co-organiser or withdraws an invitation; every session of the co-organiser ends at once.',
        body: removeCoOrganiserRequest,
        response: { 200: okResponse, ...refusals },
      }),
      async (request) => {
        await removeCoOrganiser(ctx, callerOf(request), request.body);
        return { responseMessage: 'ok' as const };
      },
    );

    app.get(
      '/api/co-organiser/invitation/:token',
      {
        schema: {
          tags: ['co-organiser'],
          description: "Public: the mailed token is the authority. The invitee's email and the group's name.",
          params: coOrganiserTokenParams,
          response: { 200: coOrganiserInvitationResponse, ...apiErrors(400, 404) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return invitationInfo(ctx, request.params.token);
      },
    );

    app.post(
      '/api/co-organiser/invitation/:token/accept',
      {
        schema: {
          tags: ['co-organiser'],
          description:
            "Public: the mailed token is the authority. Sets the co-organiser's name and password; isAdult must be true (18 or older). 404 'invitation-invalid' for an unknown, used, withdrawn or expired link.",
          params: coOrganiserTokenParams,
          body: acceptCoOrganiserRequest,
          response: { 200: okResponse, ...apiErrors(400, 404) },
        },
      },
      async (request) => {
        await acceptInvitation(ctx, request.params.token, request.body, clientNetwork(request.ip));
        return { responseMessage: 'ok' as const };
      },
    );
  };
}
