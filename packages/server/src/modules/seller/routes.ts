import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  apiErrors,
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
import { sellerList, updateSellerActiveStatus } from './roster.ts';
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
      '/api/seller/update-seller-active-status',
      organiser({
        body: updateSellerActiveStatusRequest,
        response: { 200: updateSellerActiveStatusResponse, ...refusals },
      }),
      async (request) => updateSellerActiveStatus(ctx, callerOf(request), request.body),
    );
  };
}
