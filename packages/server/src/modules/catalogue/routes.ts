import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrors,
  CATALOGUE_MSG,
  catalogueList,
  catalogueProduct,
  consoleIdParams,
  COVER_UPLOAD_MAX_MB,
  createProductRequest,
  EDITION_UPLOAD_MAX_MB,
  editionParams,
  updateProductRequest,
} from '@fundshop/core';
import { ADMIN, answerNoStore, operatorOf, operatorRoute } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import { operatorActor } from '../audit/trail.ts';
import { createProduct, listProducts, updateProduct, uploadCover, uploadEdition } from './service.ts';

const MB = 1024 * 1024;
/** Files come as the request's body, as they are (the console sends the chosen file): no base64, no form. */
const FILE_TYPES = ['application/octet-stream', 'application/epub+zip', 'application/pdf', 'image/jpeg', 'image/png'];
const file = z
  .custom<Buffer>((value) => Buffer.isBuffer(value) && value.length > 0, CATALOGUE_MSG.fileMissing)
  .meta({ type: 'string', format: 'binary', description: 'The file itself, as the request body' });

/** The e-book catalogue (docs/decisions/0033): both roles read it, the admin changes it. */
export function catalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', answerNoStore);
    app.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'buffer', bodyLimit: EDITION_UPLOAD_MAX_MB * MB },
      (_r, body, done) => done(null, body),
    );
    const anyOperator = operatorRoute(ctx.db);
    const admin = operatorRoute(ctx.db, { roles: ADMIN });
    const actorOf = (request: Parameters<typeof operatorOf>[0]) => operatorActor(operatorOf(request));

    app.get(
      '/api/operator/products',
      anyOperator({
        description: 'Every e-book in store order: texts, cover, EPUB and PDF, prices per currency, on sale or not.',
        response: { 200: catalogueList, ...apiErrors(401, 403) },
      }),
      async () => ({ products: await listProducts(ctx) }),
    );
    app.post(
      '/api/operator/products',
      admin({
        description:
          'Admin: a new e-book, off sale until its EPUB and PDF are uploaded; audited. 409 product-exists for a slug in use.',
        body: createProductRequest,
        response: { 200: catalogueProduct, ...apiErrors(400, 401, 403, 409) },
      }),
      async (request) => createProduct(ctx, actorOf(request), request.body),
    );
    app.post(
      '/api/operator/products/:id',
      admin({
        description:
          "Admin: an e-book's texts (HTML sanitised), prices per currency, and on sale or not; audited. On sale, it joins the store of every group whose currency it has a price in (409 product-without-editions without its EPUB and PDF, and in production while either is the repository's sample edition); off sale, it leaves every store.",
        params: consoleIdParams,
        body: updateProductRequest,
        response: { 200: catalogueProduct, ...apiErrors(400, 401, 403, 404, 409) },
      }),
      async (request) => updateProduct(ctx, actorOf(request), request.params.id, request.body),
    );
    app.post(
      '/api/operator/products/:id/editions/:format',
      {
        ...admin({
          description: `Admin: the EPUB or PDF edition (the file as the body, at most ${EDITION_UPLOAD_MAX_MB} MB), replacing the one it has; audited. 400 ebook-invalid with the reason for a file that is not that format, is damaged, or cannot be personalised.`,
          params: editionParams,
          body: file,
          consumes: ['application/octet-stream', 'application/epub+zip', 'application/pdf'],
          response: { 200: catalogueProduct, ...apiErrors(400, 401, 403, 404, 413, 415) },
        }),
        bodyLimit: EDITION_UPLOAD_MAX_MB * MB,
      },
      async (request) => uploadEdition(ctx, actorOf(request), request.params.id, request.params.format, request.body),
    );
    app.post(
      '/api/operator/products/:id/cover',
      {
        ...admin({
          description: `Admin: the cover, a JPG or PNG (the file as the body, at most ${COVER_UPLOAD_MAX_MB} MB), re-encoded as a JPEG within 600 x 900; audited. 400 error-picture for anything else.`,
          params: consoleIdParams,
          body: file,
          consumes: ['application/octet-stream', 'image/jpeg', 'image/png'],
          response: { 200: catalogueProduct, ...apiErrors(400, 401, 403, 404, 413, 415) },
        }),
        bodyLimit: COVER_UPLOAD_MAX_MB * MB,
      },
      async (request) => uploadCover(ctx, actorOf(request), request.params.id, request.body),
    );
  };
}
