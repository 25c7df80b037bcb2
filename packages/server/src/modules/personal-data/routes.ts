import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrors,
  dataLinkRequest,
  dataLinkResponse,
  dataTokenParams,
  eraseRequest,
  eraseResponse,
  operatorEraseBody,
  operatorEraseResponse,
  personalDataExport,
  type PersonalDataExport,
} from '@fundshop/core';
import { callerOf, signedInRoute } from '../../auth/guard.ts';
import { ADMIN, operatorOf, operatorRoute } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { operatorActor } from '../audit/trail.ts';
import { requestDataLink } from './data-links.ts';
import { exportFileName, personalDataCsv } from './data-export.ts';
import { buyersData, callersData, eraseAsOperator, eraseBuyerByLink, eraseCaller } from './requests.ts';

const CSV_DESCRIPTION = 'The same data as CSV, one row per field (section, record, field, value); UTF-8 with BOM.';

function sendCsv(reply: FastifyReply, data: PersonalDataExport) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(data.subject, 'csv')}"`)
    .send(personalDataCsv(data));
}

function asAttachment(reply: FastifyReply, data: PersonalDataExport) {
  void reply.header('content-disposition', `attachment; filename="${exportFileName(data.subject, 'json')}"`);
  return data;
}

/** People and their data (docs/decisions/0039): download and erase, for each person and for the operators. */
export function personalDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const self = signedInRoute(ctx.db, 'personal-data', 'contactperson', 'seller');
    const admin = operatorRoute(ctx.db, { roles: ADMIN });
    // A person's data is never kept by a browser or a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/api/personal-data/me',
      self({
        description:
          "The caller's own personal data as JSON (attachment): the organiser's account, its group and messages; a participant's account and its sales without their buyers.",
        response: { 200: personalDataExport, ...apiErrors(401, 403) },
      }),
      async (request, reply) => asAttachment(reply, await callersData(ctx, callerOf(request))),
    );
    app.get(
      '/api/personal-data/me.csv',
      self({
        description: `The caller's own personal data as CSV (attachment). ${CSV_DESCRIPTION}`,
        response: { 200: z.string().describe('text/csv'), ...apiErrors(401, 403) },
      }),
      async (request, reply) => sendCsv(reply, await callersData(ctx, callerOf(request))),
    );
    app.post(
      '/api/personal-data/me/erase',
      self({
        description:
          'The caller erases its own personal data, for good, and is logged out; the group keeps its figures. An organiser is refused (409) while the group has money outstanding (before its final payout).',
        body: eraseRequest,
        response: { 200: eraseResponse, ...apiErrors(400, 401, 403, 409) },
      }),
      async (request) => eraseCaller(ctx, callerOf(request)),
    );

    app.post(
      '/api/personal-data/link',
      {
        schema: {
          tags: ['personal-data'],
          description:
            'Public: a supporter asks for the link to its data. If orders were bought with the address, a link valid for 24 hours is mailed there; the answer is the same either way. At most 3 per address and 20 per network an hour (429).',
          body: dataLinkRequest,
          response: { 200: dataLinkResponse, ...apiErrors(400, 429) },
        },
      },
      async (request) => requestDataLink(ctx, request.body.email, request.ip),
    );
    app.get(
      '/api/personal-data/buyer/:token',
      {
        schema: {
          tags: ['personal-data'],
          description:
            "Public, keyed by the mailed token alone: the supporter's orders, with their lines and its details, as JSON (attachment). Unknown or expired 404.",
          params: dataTokenParams,
          response: { 200: personalDataExport, ...apiErrors(400, 404) },
        },
      },
      async (request, reply) => asAttachment(reply, await buyersData(ctx, request.params.token)),
    );
    app.get(
      '/api/personal-data/buyer/:token/csv',
      {
        schema: {
          tags: ['personal-data'],
          description: `Public, keyed by the mailed token: the supporter's data as CSV (attachment). ${CSV_DESCRIPTION} Unknown or expired 404.`,
          params: dataTokenParams,
          response: { 200: z.string().describe('text/csv'), ...apiErrors(400, 404) },
        },
      },
      async (request, reply) => sendCsv(reply, await buyersData(ctx, request.params.token)),
    );
    app.post(
      '/api/personal-data/buyer/:token/erase',
      {
        schema: {
          tags: ['personal-data'],
          description:
            "Public, keyed by the mailed token: erases the supporter's personal data from every order bought with its address, for good; order numbers and amounts stay. The link ends with it. Unknown or expired 404.",
          params: dataTokenParams,
          body: eraseRequest,
          response: { 200: eraseResponse, ...apiErrors(400, 404) },
        },
      },
      async (request) => eraseBuyerByLink(ctx, request.params.token, clientNetwork(request.ip)),
    );

    app.post(
      '/api/operator/personal-data/erase',
      admin({
        description:
          "Admin: erases a person on its request, with the reason (audited): a supporter by its email, a participant by its id, an organiser by its group's id (also while money is outstanding; the group's payment account stays).",
        body: operatorEraseBody,
        response: { 200: operatorEraseResponse, ...apiErrors(400, 401, 403, 404) },
      }),
      async (request) => eraseAsOperator(ctx, operatorActor(operatorOf(request)), request.body),
    );
  };
}
