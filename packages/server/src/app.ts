import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loopbackOnly } from './auth/loopback.ts';
import { createAppContext, type AppDeps } from './context.ts';
import { registerErrorHandler } from './errors.ts';
import { openApiOptions } from './openapi.ts';
import { UPLOADS_URL_PREFIX, uploadsDir } from './integrations/images/images.ts';
import { loggerOptions, RequestLog } from './lib/logging.ts';
import { requestIdOf } from './lib/request-id.ts';
import { originFormOf, refuseMalformedRequest } from './lib/request-target.ts';
import type { Poller } from './lib/poller.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { startMailWorker } from './modules/mail/worker.ts';
import { pictureRoutes } from './modules/pictures/routes.ts';
import { accountRecoveryRoutes } from './modules/account-recovery/routes.ts';
import { coOrganiserRoutes } from './modules/co-organiser/routes.ts';
import { groupSettingsRoutes } from './modules/group-settings/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { consoleRoutes } from './modules/console/routes.ts';
import { contactPersonRoutes } from './modules/contact-person/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { devMailRoutes } from './modules/mail/dev-routes.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { sellerRoutes } from './modules/seller/routes.ts';
import { guardianRoutes } from './modules/guardian/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { simulatedPaymentRoutes } from './modules/checkout/simulated-routes.ts';
import { simulatedPaymentAccountRoutes } from './modules/payment-account/dev-routes.ts';
import { paymentAccountRoutes } from './modules/payment-account/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { contactPersonToolsRoutes } from './modules/contact-person-tools/routes.ts';
import { operatorAccountRoutes } from './modules/operator-account/routes.ts';
import { operatorPayoutRoutes } from './modules/payout/operator-routes.ts';
import { payoutRoutes } from './modules/payout/routes.ts';
import { operatorRefundRoutes, refundRoutes } from './modules/refund/routes.ts';
import { personalDataRoutes } from './modules/personal-data/routes.ts';
import { startHousekeeping } from './modules/housekeeping/service.ts';
import { startPayoutSender } from './modules/payout/sender.ts';
import { noticeRoutes } from './modules/notice/routes.ts';
import { posterRoutes } from './modules/poster/routes.ts';
import { receiptRoutes } from './modules/receipt/routes.ts';
import { startNoticeWorker } from './modules/notice/worker.ts';
import { startStoreOpensWriter } from './modules/shop/store-opens.ts';
import { webshopLockRoutes } from './modules/webshop-lock/routes.ts';
import { loadRenderPage } from './modules/web-pages/page-renderer.ts';
import { registerWebPages } from './modules/web-pages/routes.ts';
import { registerSecurityHeaders } from './security-headers.ts';

const assetsDir = path.resolve(import.meta.dirname, '../assets');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config, deps.logStream) }),
    bodyLimit: 1024 * 1024,
    // Client addresses key the login rate limits, so X-Forwarded-For counts only from configured proxies.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // Every log line of a request carries its id (reqId), which the response returns as x-request-id.
    genReqId: requestIdOf,
    // One info line a request, when it is answered, instead of Fastify's two (docs/decisions/0046).
    logController: new RequestLog(),
    // A target in absolute form naming our host is served as its path (lib/request-target.ts).
    rewriteUrl: originFormOf(config.publicUrl),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('caller', null);
  app.decorateRequest('operator', null);
  const ctx = createAppContext(deps);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  ctx.metrics.instrument(app);
  registerErrorHandler(app, config.supportEmail, () => ctx.databaseAvailability.markUnavailable());
  await registerSecurityHeaders(app, config, { stripe: ctx.payments.kind === 'stripe' });
  app.addHook('onRequest', refuseMalformedRequest);

  await app.register(fastifySwagger, openApiOptions(config));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(ctx));
  await app.register(metricsRoutes(ctx));
  await app.register(pictureRoutes(ctx));
  await app.register(publicConfigRoutes(ctx));
  await app.register(registrationRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(accountRecoveryRoutes(ctx));
  await app.register(coOrganiserRoutes(ctx));
  await app.register(groupSettingsRoutes(ctx));
  await app.register(contactPersonRoutes(ctx));
  await app.register(sellerRoutes(ctx));
  await app.register(guardianRoutes(ctx));
  await app.register(shopRoutes(ctx));
  await app.register(teamRoutes(ctx));
  await app.register(checkoutRoutes(ctx));
  await app.register(paymentAccountRoutes(ctx));
  await app.register(webshopLockRoutes(ctx));
  await app.register(orderRoutes(ctx));
  await app.register(deliveryRoutes(ctx));
  await app.register(receiptRoutes(ctx));
  await app.register(payoutRoutes(ctx));
  await app.register(contactPersonToolsRoutes(ctx));
  await app.register(refundRoutes(ctx));
  await app.register(operatorAccountRoutes(ctx));
  await app.register(auditRoutes(ctx));
  await app.register(consoleRoutes(ctx));
  await app.register(catalogueRoutes(ctx));
  await app.register(supportRoutes(ctx));
  await app.register(operatorPayoutRoutes(ctx));
  await app.register(operatorRefundRoutes(ctx));
  await app.register(personalDataRoutes(ctx));
  await app.register(noticeRoutes(ctx));
  await app.register(posterRoutes(ctx));
  // Tests drive the sender and the sweep themselves; a running server runs both in the background (the notices also
  // under NODE_ENV=test when NOTICE_POLL_MS is set: the journeys' server). The mail worker runs whenever a transport
  // is given (main.ts always gives one, also under NODE_ENV=test for the journeys).
  // Fastify closes the server (no new connections, requests in flight finish) before its onClose hooks, so the
  // pollers stop after the last request, each after its current pass (the mail worker after its current batch).
  const background = config.env !== 'test';
  const transport = deps.mailTransport;
  if (background || transport) {
    const pollers: Poller[] = [];
    app.addHook('onReady', async () => {
      if (background) {
        pollers.push(ctx.workers.add(startPayoutSender(ctx, app.log)));
        pollers.push(
          ctx.workers.add(
            startHousekeeping(
              ctx.db,
              { retention: ctx.config.retention, secrets: ctx.secrets, publicUrl: ctx.config.publicUrl },
              app.log,
              ctx.metrics,
            ),
          ),
        );
      }
      if (background || config.noticePollMs !== undefined) {
        pollers.push(ctx.workers.add(startNoticeWorker(ctx, app.log, config.noticePollMs)));
      }
      if (transport) pollers.push(ctx.workers.add(startMailWorker({ db: ctx.db, transport, log: app.log })));
      // Counts kept in this instance's memory: whoever serves stores writes them (the journeys' server too).
      pollers.push(ctx.workers.add(startStoreOpensWriter(ctx, app.log)));
    });
    app.addHook('preClose', async () => {
      app.log.info({ step: 'http' }, 'shutdown: no new connections; waiting for the requests in flight');
    });
    app.addHook('onClose', async () => {
      app.log.info({ step: 'workers' }, 'shutdown: requests in flight finished; stopping the background workers');
      await Promise.all(pollers.map((p) => p.stop()));
      app.log.info({ step: 'workers' }, 'shutdown: background workers stopped');
    });
  }
  // Development routes: never in production, and only for this machine elsewhere (auth/loopback.ts).
  if (config.env !== 'production') {
    await app.register(async (dev) => {
      dev.addHook('onRequest', loopbackOnly);
      await dev.register(devMailRoutes(ctx));
      if (ctx.payments.kind === 'simulated') {
        await dev.register(simulatedPaymentRoutes(ctx));
        await dev.register(simulatedPaymentAccountRoutes(ctx));
      }
    });
  }

  await app.register(fastifyStatic, {
    root: path.join(assetsDir, 'covers'),
    prefix: '/covers/',
    maxAge: '30d',
    immutable: true,
  });
  // Pictures uploaded before they moved into the database: their files stay where they were and keep their addresses
  // (start-up points the sellers at the database copies; docs/decisions/0012). Every file name was random and new.
  const uploads = uploadsDir(config);
  if (existsSync(uploads)) {
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      index: false,
      list: false,
      dotfiles: 'deny',
    });
  }
  const webDist = config.webDistDir;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    const renderPage = deps.renderPage ?? (await loadRenderPage(webDist));
    await registerWebPages(app, ctx, { dir: webDist, renderPage });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ responseMessage: 'not-found', message: 'Not found' }),
    );
  }
  return app;
}
