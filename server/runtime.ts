import type { Server } from 'node:http';
import { type Db, openDb } from './db/connection.js';
import { firstStartInChild, needsFirstStart } from './db/first-start.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { createGateway, gatewayOptionsFromConfig } from './gateway/index.js';
import { type Clock, systemClock } from './lib/clock.js';
import { type Config, loadConfig } from './lib/config.js';
import { listen } from './lib/http.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createRateLimits } from './lib/ratelimit.js';
import type { Service, ServiceDeps } from './lib/service.js';
import { type Stoppable, shutdownSettings, stopGracefully } from './lib/shutdown.js';
import { createApiService } from './services/api/service.js';
import { createAuthService } from './services/auth/service.js';
import { createMailerService } from './services/mailer/service.js';

export type ServiceName = 'auth' | 'mailer' | 'api';

const factories: Record<ServiceName, (deps: ServiceDeps) => Service> = {
  auth: createAuthService,
  mailer: createMailerService,
  api: createApiService,
};

/**
 * Opens the database, applies migrations and seeds the demo data on an empty database. An embedded database that
 * does not exist yet is created, migrated and seeded by a short-lived child process first (see first-start.ts), so
 * that this process never holds the memory that work grows.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  clock: Clock = systemClock,
  applicationName = 'portal',
): Promise<Db> {
  if (!config.databaseUrl && needsFirstStart(config.dataDir)) {
    await firstStartInChild({ dataDir: config.dataDir, seedDemo: config.seedDemo, clock }, logger);
  }
  const open = () =>
    openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      applicationName,
      logger,
      limits: config.databasePool,
    });
  const db = await open();
  const applied = await migrate(db);
  if (applied.length) logger.info('migrations applied', { applied });
  const seeded = config.seedDemo && (await seedIfEmpty(db, { clock, logger }));
  if (!seeded || db.kind !== 'pglite') return db;
  // Seeded here only when an existing embedded database had no users (first started with SEED_DEMO=false). Seeding
  // grows PGlite's WebAssembly memory, which never shrinks: a new instance on the same files gives part of it back.
  await db.close();
  return open();
}

/**
 * Starts the named services in this process on one database: the authenticator and mailer first, since the main
 * API reads the authenticator's JWKS and hands mail to the mailer. With all three (the embedded default, `npm
 * start`) the GraphQL gateway follows on PORT, serving client/dist when it is built. Resolves with a stop function.
 */
export async function runServices(names: ServiceName[], config = loadConfig()) {
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger, systemClock, `portal-${names.join('-')}`);
  const limiter = createRateLimits({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger });
  await limiter.ready();
  const ports: Record<ServiceName, number> = { auth: config.authPort, mailer: config.mailerPort, api: config.apiPort };
  const running: Array<{ name: ServiceName; service: Service; server: Server }> = [];
  for (const name of (['auth', 'mailer', 'api'] as const).filter((n) => names.includes(n))) {
    const service = factories[name]({
      db,
      config,
      logger: logger.child({ service: name }),
      clock: systemClock,
      limiter,
    });
    const { server, url } = await listen(service.app, ports[name], config.host);
    service.start();
    running.push({ name, service, server });
    logger.info('service listening', { service: name, url });
  }
  const front: Stoppable[] = [];
  if ((['auth', 'mailer', 'api'] as const).every((n) => names.includes(n))) {
    const gateway = await createGateway({
      ...gatewayOptionsFromConfig(config),
      logger: logger.child({ service: 'gateway' }),
    });
    const { server, url } = await listen(gateway.app, config.port, config.host);
    front.push({ name: 'gateway', app: gateway.app, server, stop: () => gateway.stop() });
    logger.info('service listening', { service: 'gateway', url });
  }
  const part = ({ name, service, server }: (typeof running)[number]): Stoppable => ({
    name,
    app: service.app,
    server,
    draining: service.draining?.bind(service),
    handBackLeases: service.handBackLeases?.bind(service),
    stop: () => service.stop(),
  });
  // The gateway first, then the main API (it calls the authenticator and the mailer), then those two.
  const layers = [
    front,
    running.filter((r) => r.name === 'api').map(part),
    running.filter((r) => r.name !== 'api').map(part),
  ].filter((layer) => layer.length);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await stopGracefully(layers, shutdownSettings(), logger);
      await limiter.close();
      await db.close();
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info('stopping', { signal });
      stop().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error('stop failed', { err: String(err) });
          process.exit(1);
        },
      );
    });
  }
  return { stop, db, config };
}
