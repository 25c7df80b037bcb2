import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import {
  DatabaseStartError,
  describeDatabase,
  migrate,
  MigrationChecksumError,
  missingServerTimeouts,
  openDatabase,
  waitForDatabase,
} from './db/client.ts';
import { DataFolderLockedError, lockDataFolder } from './db/data-folder-lock.ts';
import { storedAppSecret } from './db/app-secret.ts';
import { DEMO_LOGIN, seed } from './db/seed.ts';
import { uploadsDir } from './integrations/images/images.ts';
import { createDatabasePictureStore } from './integrations/images/database-picture-store.ts';
import { migrateLocalPictures } from './integrations/images/migrate-local-pictures.ts';
import { createMailTransport } from './integrations/mail/create-mail-transport.ts';
import { Secrets } from './lib/crypto.ts';
import { createLogger } from './lib/logging.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  // Traces only with an OTLP endpoint: otherwise not one module of the SDK is loaded (docs/decisions/0023).
  const tracing = config.otlpEndpoint ? (await import('./telemetry/tracing.ts')).startTracing() : undefined;
  // The embedded database is one process's: the folder is taken before anything opens it (docs/decisions/0020).
  const releaseDataFolder = config.databaseUrl ? undefined : lockDataFolder(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    connectTimeoutMs: config.database.connectTimeoutMs,
    statementTimeoutMs: config.database.statementTimeoutMs,
    poolSize: config.database.poolMax,
    pooler: config.database.pooler,
    log,
  });
  if (config.databaseUrl) {
    await waitForDatabase(database.db, {
      target: describeDatabase(config.databaseUrl),
      timeoutMs: config.database.startTimeoutMs,
      log,
    });
  }
  if (config.database.pooler) {
    const missing = await missingServerTimeouts(database.db);
    if (missing.length > 0) {
      log.warn(
        { missing },
        `behind PgBouncer the database sets no ${missing.join(' and ')}: a statement or transaction the client gave up on runs on; set them with ALTER ROLE ... SET (README, docs/decisions/0022)`,
      );
    }
  }
  await migrate(database.db);
  // Without APP_SECRET (development only), every instance on this database takes the secret stored in it.
  let secretFileIgnored = false;
  if (config.appSecret === undefined) {
    const stored = await storedAppSecret(database.db, config.dataDir);
    config.appSecret = stored.value;
    secretFileIgnored = stored.fileIgnored;
  }
  const seeded = await seed(database.db, new Secrets(config.appSecret), {
    demo: config.demo,
    simulatedPayments: !config.stripe.secretKey,
    production: config.env === 'production',
  });
  if (seeded.samplesOffSale.length > 0) {
    log.warn(
      { products: seeded.samplesOffSale },
      `production sells no sample edition: taken off sale because their EPUB or PDF is the repository's sample (about 500 words), not the book: ${seeded.samplesOffSale.join(', ')}. Upload the full editions in the operator console (or npm run ebooks -- import) and put them on sale (docs/decisions/0058)`,
    );
  }
  if (seeded.withoutEditions.length > 0) {
    log.warn(
      { products: seeded.withoutEditions },
      `not for sale until their full EPUB and PDF are uploaded in the operator console (or npm run ebooks -- import): ${seeded.withoutEditions.join(', ')} (the repository's samples are not loaded in production, docs/decisions/0058)`,
    );
  }

  const transport = createMailTransport(config);
  const app = await buildApp({ config, db: database.db, mailTransport: transport, logger: log });
  if (secretFileIgnored) {
    app.log.warn(
      `${path.join(config.dataDir, 'app-secret')} differs from the secret stored in the database, which is used: login codes sealed with the file's can not be read`,
    );
  }
  await migrateLocalPictures({
    db: database.db,
    store: createDatabasePictureStore(database.db),
    dir: uploadsDir(config),
    log: app.log,
  });

  // Stop accepting, let requests in flight and the current mail batch finish (app.ts), close the database, exit;
  // past SHUTDOWN_TIMEOUT_MS exit anyway, non-zero, so an orchestrator never waits on a stuck stop.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal, step: 'forced' }, 'shutdown: second signal; exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, step: 'start', timeoutMs: config.shutdownTimeoutMs }, 'shutdown: started');
    setTimeout(() => {
      app.log.error(
        { step: 'timeout', timeoutMs: config.shutdownTimeoutMs },
        'shutdown: not finished within SHUTDOWN_TIMEOUT_MS; exiting anyway',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    try {
      await app.close();
      await transport.close?.();
      app.log.info({ step: 'mail' }, 'shutdown: mail transport closed');
      await database.close();
      await tracing?.shutdown();
      releaseDataFolder?.();
      app.log.info({ step: 'database' }, 'shutdown: database closed');
      app.log.info({ step: 'done' }, 'shutdown: done');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error, step: 'failed' }, 'shutdown: failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Fundshop on ${config.publicUrl} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}, mail: ${transport.kind === 'smtp' ? 'SMTP' : `${config.publicUrl}/dev/mail`})`,
  );
  if (config.demo) {
    app.log.info(
      `Demo store: ${config.publicUrl}/store-demo  Demo organiser login: ID ${DEMO_LOGIN.webShopId}, password ${DEMO_LOGIN.password}`,
    );
  }
}

main().catch((error: unknown) => {
  const known = [ConfigError, MigrationChecksumError, DataFolderLockedError, DatabaseStartError];
  console.error(known.some((type) => error instanceof type) ? (error as Error).message : error);
  process.exit(1);
});
