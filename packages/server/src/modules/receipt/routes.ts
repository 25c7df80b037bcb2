import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrors, myBooksParams } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { receiptPdf } from './pdf.ts';

/** The printable receipt (docs/decisions/0061), public and keyed by the my-books token as the buyer's page is. */
export function receiptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/my-books/:token/receipt',
      {
        schema: {
          tags: ['delivery'],
          description:
            "Public, keyed by the my-books token alone, as the buyer's page and its downloads are: the order's receipt as a one-page PDF (receipt number, the merchant with its tax registration in the buyer's market, net, tax and total), in the order's language. Unknown or expired token 404.",
          params: myBooksParams,
          response: { 200: z.string().describe('application/pdf'), ...apiErrors(400, 404) },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await receiptPdf(ctx, request.params.token);
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            // The buyer's receipt: never kept by a shared cache, as the rest of its page.
            .header('cache-control', 'private, no-store')
            // Bytes go out as they are, never through the response schema's serializer.
            .send(Buffer.from(pdf) as never)
        );
      },
    );
  };
}
