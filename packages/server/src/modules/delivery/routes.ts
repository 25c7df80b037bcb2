import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrors,
  bookVoucherRequest,
  bookVoucherResponse,
  downloadQuery,
  myBooksParams,
  myBooksResponse,
  resendBooksRequest,
  resendBooksResponse,
  signedDownloadParams,
} from '@fundshop/core';
import { callerOf, signedInRoute } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { startDownload, takeDownload } from './downloads.ts';
import { resendForOrder, resendFromBooksPage } from './resend.ts';
import { myBooks } from './service.ts';
import { bookVoucher } from './voucher.ts';

/**
 * E-book delivery (docs/decisions/0026): the buyer's page and downloads, public and keyed by the my-books token alone
 * (or by a signed address made from it); sending the link again and the voucher for the order's seller or organiser.
 */
export function deliveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sellerOrOrganiser = signedInRoute(ctx.db, 'delivery', 'seller', 'contactperson');
    // A book link, a download address, a buyer's books: never kept by a browser or a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/api/my-books/:token',
      {
        schema: {
          tags: ['delivery'],
          description:
            "Public: the buyer's e-books page, keyed by the my-books token alone (mailed or on a voucher; dashes, spaces and case ignored). The order, whom it supports, each e-book with its files and downloads left, refund and dispute state. Unknown or expired token 404.",
          params: myBooksParams,
          response: { 200: myBooksResponse, ...apiErrors(400, 404) },
        },
      },
      async (request) => myBooks(ctx, request.params.token),
    );

    app.get(
      '/api/my-books/:token/download',
      {
        schema: {
          tags: ['delivery'],
          description: `Public, keyed by the my-books token: 303 to a signed download address that works for a few minutes. Refused before signing: a product not in the order 404, no downloads left 409, refunded order 410, open dispute 423.`,
          params: myBooksParams,
          querystring: downloadQuery,
          response: {
            303: z.null().describe('See Other: Location is the signed download address'),
            ...apiErrors(400, 404, 409, 410, 423),
          },
        },
      },
      async (request, reply) => reply.redirect(await startDownload(ctx, request.params.token, request.query), 303),
    );

    app.get(
      '/api/downloads/:signed',
      {
        // A HEAD (a link checker, a preview) would count a download: only GET is answered.
        exposeHeadRoute: false,
        schema: {
          tags: ['delivery'],
          description:
            "Public, keyed by the signature: counts one download of the file and sends it personalised with the buyer's name and order number (attachment). Expired or forged address 410; no downloads left 409; refunded 410; open dispute 423.",
          params: signedDownloadParams,
          response: {
            200: z.string().describe('The e-book file: application/pdf or application/epub+zip'),
            ...apiErrors(400, 404, 409, 410, 423),
          },
        },
      },
      async (request, reply) => {
        const download = await takeDownload(ctx, request.params.signed, request.ip);
        // The order and the file, never the buyer's name or address.
        request.log.info(
          {
            orderId: download.orderId,
            productId: download.productId,
            format: download.format,
            downloadNumber: download.downloadNumber,
            network: clientNetwork(request.ip),
          },
          'e-book downloaded',
        );
        void reply
          .type(download.contentType)
          .header('content-disposition', `attachment; filename="${download.fileName}"`);
        if (download.length !== null) void reply.header('content-length', download.length);
        // A stream is sent as it is read, never through the response schema's serializer.
        return reply.send(download.stream as never);
      },
    );

    app.post(
      '/api/my-books/:token/resend',
      {
        schema: {
          tags: ['delivery'],
          description:
            "Public, keyed by the my-books token: mails a new link to the order's own address (never another). At most 3 mails per order and hour (429). An order without email 409; refunded 410.",
          params: myBooksParams,
          response: { 200: resendBooksResponse, ...apiErrors(400, 404, 409, 410, 429) },
        },
      },
      async (request) => resendFromBooksPage(ctx, request.params.token),
    );

    app.post(
      '/api/order/resend-books',
      sellerOrOrganiser({
        description:
          "The order's seller or its group's organiser mails the buyer a new link to the e-books, to the order's own address. At most 3 mails per order and hour (429). An order without email 409 (print a voucher); refunded 410.",
        body: resendBooksRequest,
        response: { 200: resendBooksResponse, ...apiErrors(400, 401, 403, 404, 409, 410, 429) },
      }),
      async (request) => resendForOrder(ctx, callerOf(request), request.body.orderId),
    );

    app.post(
      '/api/order/book-voucher',
      sellerOrOrganiser({
        description:
          "The order's seller or its group's organiser: a printable e-book voucher for a paid order (a cash order without email): a new my-books code and its address for a QR code. Refunded 410.",
        body: bookVoucherRequest,
        response: { 200: bookVoucherResponse, ...apiErrors(400, 401, 403, 404, 409, 410) },
      }),
      async (request) => bookVoucher(ctx, callerOf(request), request.body.orderId),
    );
  };
}
