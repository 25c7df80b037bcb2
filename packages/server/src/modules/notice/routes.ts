import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageFromAcceptLanguage } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe-page.ts';
import { languageOfPerson, resubscribe, unsubscribe, verifyUnsubscribeToken } from './unsubscribe.ts';

const tokenParams = z.object({ token: z.string().max(200) });
const htmlPage = z.string().describe('text/html');

/** Each of the link's three calls: public, keyed by the signed token, answering a page (404 for a token we did not make). */
const pageSchema = (description: string) => ({
  tags: ['notices'],
  description,
  params: tokenParams,
  response: { 200: htmlPage, 404: htmlPage },
});

/** One-click unsubscribe from a notice (RFC 8058, docs/decisions/0048): public, the signed token is the key. */
export function noticeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Mail programs post `List-Unsubscribe=One-Click` as a form (RFC 8058 §3.2), and so does the page's button. The
    // body says nothing the address does not: it is read as text and not looked at.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );

    const answer = async (
      request: { params: { token: string }; headers: { 'accept-language'?: string } },
      reply: FastifyReply,
      act: 'ask' | 'unsubscribe' | 'resubscribe',
    ) => {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const named = verifyUnsubscribeToken(ctx.secrets, request.params.token);
      const language = named && (await languageOfPerson(ctx.db, named.person));
      if (!named || !language) {
        const page: UnsubscribePage = { state: 'invalid' };
        return reply
          .status(404)
          .send(renderUnsubscribePage(languageFromAcceptLanguage(request.headers['accept-language'], 'en'), page));
      }
      if (act === 'ask') return reply.send(renderUnsubscribePage(language, { state: 'ask', kind: named.kind }));
      if (act === 'resubscribe') {
        await resubscribe(ctx.db, named.person, named.kind);
        return reply.send(renderUnsubscribePage(language, { state: 'resubscribed' }));
      }
      await unsubscribe(ctx.db, named.person, named.kind);
      const resubscribeAction = `/api/notices/resubscribe/${encodeURIComponent(request.params.token)}`;
      return reply.send(renderUnsubscribePage(language, { state: 'done', kind: named.kind, resubscribeAction }));
    };

    app.get(
      '/api/notices/unsubscribe/:token',
      {
        schema: pageSchema(
          "Public, keyed by the signed token of a notice's List-Unsubscribe link: a page in the recipient's language that asks whether to stop that notice, with a button that posts. Opening it changes nothing. A token we did not make: 404 page.",
        ),
      },
      (request, reply) => answer(request, reply, 'ask'),
    );
    app.post(
      '/api/notices/unsubscribe/:token',
      {
        schema: pageSchema(
          'Public, keyed by the signed token: one-click unsubscribe (RFC 8058; the body, List-Unsubscribe=One-Click, is not needed). The recipient gets no more notices of that kind; again changes nothing. Answers a page saying so. A token we did not make: 404 page.',
        ),
      },
      (request, reply) => answer(request, reply, 'unsubscribe'),
    );
    app.post(
      '/api/notices/resubscribe/:token',
      {
        schema: pageSchema(
          'Public, keyed by the same signed token: takes an unsubscribe back (the page after unsubscribing offers it, for a click by mistake), so that kind of notice comes again; when there was none, nothing changes. Answers a page saying so. A token we did not make: 404 page.',
        ),
      },
      (request, reply) => answer(request, reply, 'resubscribe'),
    );
  };
}
