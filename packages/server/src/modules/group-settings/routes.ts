import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  groupSettingsResponse,
  okResponse,
  updateGroupSettingsRequest,
  webShopIdQuery,
} from '@fundshop/core';
import { callerOf, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { groupSettings, updateGroupSettings } from './service.ts';

const refusals = apiErrors(400, 401, 403, 404, 409);

/** The group's settings after registration (issue 27): the organiser's and its co-organisers'. */
export function groupSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = signedInRoute(ctx.db, 'contact-person', 'contactperson');

    app.get(
      '/api/contact-person/group-settings',
      organiser({
        description: 'Goal, team size, country and message to supporters, and whether the country may still change.',
        querystring: webShopIdQuery,
        response: { 200: groupSettingsResponse, ...refusals },
      }),
      async (request) => groupSettings(ctx, callerOf(request), request.query.webShopId),
    );

    app.post(
      '/api/contact-person/update-group-settings',
      organiser({
        description:
          "Saves goal, team size, country and (when given) the message to supporters; 409 'country-locked' for a new country once the group has an order.",
        body: updateGroupSettingsRequest,
        response: { 200: okResponse, ...refusals },
      }),
      async (request) => {
        await updateGroupSettings(ctx, callerOf(request), request.body);
        return { responseMessage: 'ok' as const };
      },
    );
  };
}
