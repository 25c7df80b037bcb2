import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  initiatePayoutRequest,
  initiatePayoutResponse,
  updatePayoutScheduleRequest,
  updatePayoutScheduleResponse,
} from '@fundshop/core';
import { callerOf, organiserInPersonRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { initiatePayout, updatePayoutSchedule } from './contact-person-acts.ts';

const refusals = apiErrors(400, 401, 403, 404, 409, 502);

/** The group's payout and payout schedule (SPEC §7): the group's organiser in person, no co-organiser (decision 0035). */
export function payoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = organiserInPersonRoute(ctx.db, 'payout');

    app.post(
      '/api/contact-person/initiate-payout',
      organiser({
        description:
          "Ends the fundraiser: pays the group's share of card sales minus the platform's share of manual sales (minus earlier payouts) to its payment account. 200 OK with the payout, or 200 has_active_payouts_to_handle with the payout being handled; 409 with the reason for an open shop (webshop-not-locked), earnings under 100 (payout-below-minimum), nothing left to pay (nothing-to-pay-out) or an unfinished payment account (payment-account-not-ready).",
        body: initiatePayoutRequest,
        response: { 200: initiatePayoutResponse, ...refusals },
      }),
      async (request) => initiatePayout(ctx, callerOf(request), request.body, request.log),
    );

    app.post(
      '/api/stripe/update-payout-schedule',
      organiser({
        description:
          "Sets when the group's payment account pays out to its bank: weekly on Mondays (setAsWeekly true) or monthly on the 1st.",
        body: updatePayoutScheduleRequest,
        response: { 200: updatePayoutScheduleResponse, ...refusals },
      }),
      async (request) => updatePayoutSchedule(ctx, callerOf(request), request.body),
    );
  };
}
