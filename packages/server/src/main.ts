import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { DEMO_LOGIN, seed } from './db/seed.ts';
import { createMailTransport } from './integrations/mail/create-mail-transport.ts';
import { Secrets } from './lib/crypto.ts';
import { startMailWorker } from './modules/mail/worker.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  await migrate(database.db);
  await seed(database.db, new Secrets(config.appSecret), {
    production: config.env === 'production',
    simulatedPayments: !config.stripe.secretKey,
  });

  const app = await buildApp({ config, db: database.db });
  const transport = createMailTransport(config);
  const worker = startMailWorker({ db: database.db, transport, log: app.log });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await worker.stop();
    await transport.close?.();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Fundshop on ${config.publicUrl} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}, mail: ${transport.kind === 'smtp' ? 'SMTP' : `${config.publicUrl}/dev/mail`})`,
  );
  if (config.env !== 'production') {
    app.log.info(
      `Demo store: ${config.publicUrl}/store-demo  Demo organiser login: ID ${DEMO_LOGIN.webShopId}, password ${DEMO_LOGIN.password}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
