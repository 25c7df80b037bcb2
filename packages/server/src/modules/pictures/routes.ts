import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, pictureParams } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { PICTURES_URL_PREFIX } from '../../integrations/images/database-picture-store.ts';

/** The address is the SHA-256 of the bytes, so what it names never changes: cache it for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header (a list, possibly weak) names this ETag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t.replace(/^W\//, '') === etag;
  });
}

export function pictureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PICTURES_URL_PREFIX}:picture`,
      {
        schema: {
          tags: ['pictures'],
          description:
            "A seller's picture (JPEG) at the address the seller calls give out: the SHA-256 of its bytes. Public, cached for a year (immutable), with the hash as ETag (304 on If-None-Match).",
          params: pictureParams,
          response: {
            200: z.string().describe('image/jpeg'),
            304: z.null().describe('Not modified (If-None-Match)'),
            400: apiError,
            404: apiError,
          },
        },
      },
      async (request, reply) => {
        const key = request.params.picture.slice(0, -'.jpg'.length);
        const etag = `"${key}"`;
        // The content cannot differ from what the client has, so its copy is good without asking the database.
        if (matches(request.headers['if-none-match'], etag)) {
          return reply.status(304).header('cache-control', CACHE_CONTROL).header('etag', etag).send(null);
        }
        const picture = await ctx.images.store.read(key);
        if (!picture) throw new AppError('not-found');
        return reply
          .header('cache-control', CACHE_CONTROL)
          .header('etag', etag)
          .type(picture.contentType)
          .send(picture.bytes as never);
      },
    );
  };
}
