import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  apiErrors,
  editParticipantRequest,
  editParticipantResponse,
  previewSellersResponse,
  registerSellersRequest,
  registerSellersResponse,
  resendLoginDetailsRequest,
  resendLoginDetailsResponse,
  basicWebshopInfoQuery,
  basicWebshopInfoResponse,
  registerNewSellerRequest,
  registerNewSellerResponse,
  retrieveSellerDetailsResponse,
  sellerIdQuery,
  sellerListResponse,
  updateSellerActiveStatusRequest,
  updateSellerActiveStatusResponse,
  updateSellerDetailsRequest,
  updateSellerDetailsResponse,
  webShopIdQuery,
} from '@fundshop/core';
import { callerOf, identifyCaller, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { basicWebshopInfoByKey, basicWebshopInfoBySeller } from './group-info.ts';
import { editParticipant, resendLoginDetails } from './participant.ts';
import { sellerList, updateSellerActiveStatus } from './roster.ts';
import { previewSellers, registerSellers } from './roster-many.ts';
import { registerNewSeller, retrieveSellerDetails, updateSellerDetails } from './service.ts';

/** Calls that carry a picture: 5 MB decoded is about 6.7 MB of base64, plus the other fields. */
const PICTURE_BODY_LIMIT = 8 * 1024 * 1024;

const refusals = apiErrors(400, 401, 403, 404);

export function sellerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const organiser = signedInRoute(ctx.db, 'seller', 'contactperson');
    const sellerOrOrganiser = signedInRoute(ctx.db, 'seller', 'seller', 'contactperson');

    app.post(
      '/api/seller/register-new-seller',
      {
        onRequest: identifyCaller(ctx.db),
        bodyLimit: PICTURE_BODY_LIMIT,
        schema: {
          tags: ['seller'],
          description:
            "addedByRole 'contactperson': the organiser's bearer token. addedByRole 'seller': public, with the group's sellerRegistrationKey.",
          security: [{ bearer: [] }, {}],
          body: registerNewSellerRequest,
          response: { 200: registerNewSellerResponse, ...refusals, 409: apiError, 429: apiError },
        },
      },
      async (request) => registerNewSeller(ctx, request.body, request.caller, request.ip),
    );

    app.get(
      '/api/seller/retrieve-basic-webshop-info',
      {
        schema: {
          tags: ['seller'],
          querystring: basicWebshopInfoQuery,
          response: { 200: basicWebshopInfoResponse, 400: apiError, 404: apiError },
        },
      },
      async (request) => basicWebshopInfoByKey(ctx, request.query),
    );

    app.get(
      '/api/seller/retrieve-basic-webshop-info-by-seller-id',
      sellerOrOrganiser({ querystring: sellerIdQuery, response: { 200: basicWebshopInfoResponse, ...refusals } }),
      async (request) => basicWebshopInfoBySeller(ctx, callerOf(request), request.query.sellerId),
    );

    app.get(
      '/api/seller/retrieve-seller-details',
      sellerOrOrganiser({
        querystring: sellerIdQuery,
        response: { 200: retrieveSellerDetailsResponse, ...refusals },
      }),
      async (request) => retrieveSellerDetails(ctx, callerOf(request), request.query.sellerId),
    );

    app.post(
      '/api/seller/update-seller-details',
      {
        ...sellerOrOrganiser({
          body: updateSellerDetailsRequest,
          response: { 200: updateSellerDetailsResponse, ...refusals, 409: apiError },
        }),
        bodyLimit: PICTURE_BODY_LIMIT,
      },
      async (request) => {
        const { sellerName } = await updateSellerDetails(ctx, callerOf(request), request.body);
        return { responseMessage: 'ok' as const, sellerName };
      },
    );

    app.get(
      '/api/seller/seller-list',
      organiser({ querystring: webShopIdQuery, response: { 200: sellerListResponse, ...refusals } }),
      async (request, reply) => {
        const list = await sellerList(ctx, callerOf(request), request.query.webShopId);
        // Login codes are in this answer: never keep it in a shared cache.
        void reply.header('cache-control', 'no-store');
        return { sellerAllSalesDetailsList: list };
      },
    );

    app.post(
      '/api/seller/preview-sellers',
      organiser({
        description:
          "The organiser checks a list of participants before adding them (docs/decisions/0038): every row with its problems (SPEC §5's rules and messages, a name or email taken or twice in the list, a minor without a parent or guardian's email). Saves nothing.",
        body: registerSellersRequest,
        response: { 200: previewSellersResponse, ...refusals },
      }),
      async (request) => previewSellers(ctx, callerOf(request), request.body),
    );

    app.post(
      '/api/seller/register-sellers',
      organiser({
        description:
          "The organiser adds many participants in one transaction: every row is checked again, and one with a problem saves none (400, fieldErrors keyed sellers.<row>.<field>). Login details are mailed to those with an email; a minor's parent or guardian gets the confirmation link.",
        body: registerSellersRequest,
        response: { 200: registerSellersResponse, ...refusals, 409: apiError },
      }),
      async (request) => registerSellers(ctx, callerOf(request), request.body),
    );

    app.post(
      '/api/seller/edit-participant',
      organiser({
        description:
          "The organiser edits a participant: name (SPEC §5 edit rules), email (empty keeps it; a new one gets the login details), under 18 with a parent or guardian's email (a new one gets the confirmation link and the store waits for it), and whether a minor's store shows the full name (only with the guardian's consent). 409 for a name or email taken, with SPEC §8's edit texts.",
        body: editParticipantRequest,
        response: { 200: editParticipantResponse, ...refusals, 409: apiError },
      }),
      async (request) => editParticipant(ctx, callerOf(request), request.body),
    );

    app.post(
      '/api/seller/resend-login-details',
      organiser({
        description:
          "The organiser sends a participant's login details again: by 'mail' (to the participant, or a minor's parent or guardian; before the guardian has confirmed, the confirmation link again; 409 without an email; at most 5 an hour, 429) or on 'screen' (the code and the one-click link, to hand over).",
        body: resendLoginDetailsRequest,
        response: { 200: resendLoginDetailsResponse, ...refusals, 409: apiError, 429: apiError },
      }),
      async (request, reply) => {
        // The login code may be in this answer: never keep it in a shared cache.
        void reply.header('cache-control', 'no-store');
        return resendLoginDetails(ctx, callerOf(request), request.body);
      },
    );

    app.post(
      '/api/seller/update-seller-active-status',
      organiser({
        body: updateSellerActiveStatusRequest,
        response: { 200: updateSellerActiveStatusResponse, ...refusals },
      }),
      async (request) => updateSellerActiveStatus(ctx, callerOf(request), request.body),
    );
  };
}
