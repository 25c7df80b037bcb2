import {
  captchaHiddenFor,
  REGISTRATION_FORM_PATH,
  type AppStart,
  type InitialPageData,
  type Language,
  type MessageKey,
  type PublicConfigResponse,
} from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentParts } from './html-document.ts';
import { sendHtml } from './send-html.ts';

/** routes.ts's renderer of an app page: the page at `url` from `data`, in the template with `meta`'s head. */
export type RenderAppPage = (
  request: FastifyRequest,
  url: string,
  data: InitialPageData,
  start: AppStart,
  meta: Omit<DocumentParts, 'rendered' | 'initialDataJson' | 'language'>,
  language: Language,
  dataJson?: string,
) => Promise<string>;

/** routes.ts's page rendered once in each language, at its first request in it; a request gets its browser's. */
type InEachLanguage = (
  render: (request: FastifyRequest, language: Language) => Promise<string>,
) => (request: FastifyRequest) => Promise<string>;

/**
 * Group registration (docs/decisions/0017): the host page runs no app; the form is usable before the app, which takes
 * it over at its first use, or at once where a captcha is to be shown. Both are in the language the browser asks for
 * (the app then starts in the `lang` they carry, so the first paint and the hydrated form agree), and the form offers
 * it as the group's (docs/decisions/0044). Each is rendered once per language.
 */
export function registerRegistrationPages(
  app: FastifyInstance,
  web: { renderAppPage: RenderAppPage; inEachLanguage: InEachLanguage; publicConfig: PublicConfigResponse },
): void {
  const page = { schema: { hide: true } };
  const data = { publicConfig: web.publicConfig };
  const registrationPage = (url: string | null, start: AppStart, title: MessageKey, description: MessageKey) =>
    web.inEachLanguage((request, language) => {
      const t = translatorFor(language);
      const meta = { title: t(title), description: t(description) };
      return web.renderAppPage(request, url ?? request.url, data, start, meta, language);
    });

  const host = registrationPage('/register-store', 'frame-host', 'page.registerStore', 'page.registerStoreDescription');
  app.get('/register-store', page, async (request, reply) =>
    sendHtml(request, reply, await host(request), 200, 'Accept-Encoding, Accept-Language'),
  );
  const form = (start: AppStart) => registrationPage(null, start, 'page.registerForm', 'page.registerFormDescription');
  const forms = { withCaptcha: form('now'), withoutCaptcha: form('first-use') };
  app.get(REGISTRATION_FORM_PATH, page, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const captchaShown =
      web.publicConfig.captchaProvider !== 'none' && !captchaHiddenFor(query, request.headers['user-agent'] ?? '');
    const render = captchaShown ? forms.withCaptcha : forms.withoutCaptcha;
    // A phone gets the form without a captcha to show: the page depends on the browser, and on its language.
    return sendHtml(request, reply, await render(request), 200, 'Accept-Encoding, Accept-Language, User-Agent');
  });
}
