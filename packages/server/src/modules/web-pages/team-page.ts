import { languageFromAcceptLanguage, teamPagePath, type Language, type TeamPageResponse } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { publicConfigOf } from '../public-config/routes.ts';
import { cachedTeam } from '../team/service.ts';
import type { HtmlTemplate } from './html-document.ts';
import { sendHtml } from './send-html.ts';

const WEBSHOP_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;
const VARY = 'Accept-Encoding, Accept-Language';

function parseWebshopId(value: string): number | null {
  if (!WEBSHOP_ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

const groupOf = (team: TeamPageResponse) => [team.customerName, team.customerClassOrTeam].filter(Boolean).join(', ');

/**
 * The team page and the site's front page (docs/decisions/0047): their title and link preview in the page's language,
 * as a chat app or a search engine reads them before any script runs. The app draws their content in the browser (the
 * store's server rendering, docs/decisions/0029, is a later step for them). The preview's picture is the brand card,
 * never a child's picture.
 */
export function registerTeamPages(
  app: FastifyInstance,
  ctx: AppContext,
  web: { template: HtmlTemplate; shareCardPath: string },
): void {
  const absolute = (url: string) => new URL(url, `${ctx.config.publicUrl}/`).href;
  const initialDataJson = JSON.stringify({ publicConfig: publicConfigOf(ctx.config) });
  const languageOf = (request: FastifyRequest, fallback: Language = 'en') =>
    languageFromAcceptLanguage(request.headers['accept-language'], fallback);
  const previewOf = (path: string, language: Language) => ({
    url: absolute(path),
    image: absolute(web.shareCardPath),
    imageAlt: translatorFor(language)('page.previewImageAlt'),
  });
  const page = { schema: { hide: true } };

  app.get<{ Params: { webShopId: string } }>('/team/:webShopId', page, async (request, reply) => {
    const webshopId = parseWebshopId(request.params.webShopId);
    let team: TeamPageResponse | null = null;
    try {
      if (webshopId !== null) team = JSON.parse((await cachedTeam(ctx, webshopId)).json) as TeamPageResponse;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not-found')) throw error;
    }
    if (!team) {
      const language = languageOf(request);
      const title = translatorFor(language)('page.shopNotFound');
      return sendHtml(request, reply, web.template.render({ title, language, initialDataJson }), 404, VARY);
    }
    const language = languageOf(request, team.language);
    const t = translatorFor(language);
    const group = groupOf(team);
    const html = web.template.render({
      title: t('store.fundraiserFor', { name: group }),
      description: t('team.pageDescription', { group }),
      preview: previewOf(teamPagePath(team.webShopId), language),
      language,
      initialDataJson,
    });
    return sendHtml(request, reply, html, 200, VARY);
  });

  // The site's root: one page per language, made at its first request.
  const frontPages = new Map<Language, string>();
  app.get('/', page, async (request, reply) => {
    const language = languageOf(request);
    let html = frontPages.get(language);
    if (html === undefined) {
      const t = translatorFor(language);
      html = web.template.render({
        title: t('front.pageTitle'),
        description: t('front.pageDescription'),
        preview: previewOf('/', language),
        language,
        initialDataJson,
      });
      frontPages.set(language, html);
    }
    return sendHtml(request, reply, html, 200, VARY);
  });
}
