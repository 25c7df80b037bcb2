import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponse, type PublicConfigResponse } from '@fundshop/core';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';

/** This deployment's public settings: the API's answer, and part of every page's initial data (web-pages). */
export function publicConfigOf(config: Config): PublicConfigResponse {
  return {
    supportEmail: config.supportEmail,
    // Empty without MARKETING_SITE_URL: the app's own /register-store stands in for the marketing site.
    marketingSiteUrl: config.marketingSiteUrl ?? '',
    captchaProvider: config.captcha.provider,
    recaptchaSiteKey: config.captcha.recaptchaSiteKey,
    ga4MeasurementId: config.analytics.ga4MeasurementId,
    adPixelId: config.analytics.adPixelId,
    retention: config.retention,
  };
}

export function publicConfigRoutes({ config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/public-config', { schema: { tags: ['config'], response: { 200: publicConfigResponse } } }, async () =>
      publicConfigOf(config),
    );
  };
}
