import type { Server } from 'node:http';
import { openDatabase } from './cli/open-database.js';
import type { Db } from './db/connection.js';
import { demoAccountsHint } from './db/seed/accounts.js';
import { createGateway, gatewayOptionsFromConfig } from './gateway/index.js';
import { systemClock } from './lib/clock.js';
import { type Config, loadConfig } from './lib/config.js';
import { listen } from './lib/http.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createRateLimits } from './lib/ratelimit.js';
import { type PortalRuntime, removeRuntimeFile, writeRuntimeFile } from './lib/runtime-file.js';
import { type Stoppable, shutdownSettings, stopGracefully } from './lib/shutdown.js';
import { exitOnStopRequest } from './lib/stop-requests.js';
import { createApiService } from './services/api/service.js';
import { createAuthService } from './services/auth/service.js';
import { createMailerService } from './services/mailer/service.js';
import type { Service, ServiceDeps } from './services/service.js';

export type ServiceName = 'auth' | 'mailer' | 'api';

const factories: Record<ServiceName, (deps: ServiceDeps) => Service> = {
  auth: createAuthService,
  mailer: createMailerService,
  api: createApiService,
};

/**
 * Starts the named services in this process on one database: the authenticator and mailer first, since the main
 * API reads the authenticator's JWKS and hands mail to the mailer. With all three (the embedded default, `npm
 * start`) the GraphQL gateway follows on PORT, serving client/dist when it is built. Resolves with a stop function.
 */
export async function runServices(names: ServiceName[], config = loadConfig()) {
  const logger = createLogger(config.logLevel);
  // Armed once every part listens; before that a stop request ends the process at once (nothing serves yet).
  const stopRequests = exitOnStopRequest(logger);
  // On the embedded database this process holds the data folder: operator commands find it through this file.
  const runtime: PortalRuntime = { pid: process.pid, startedAt: new Date().toISOString(), state: 'starting', urls: {} };
  if (!config.databaseUrl) {
    writeRuntimeFile(config.dataDir, runtime);
    process.once('exit', () => removeRuntimeFile(config.dataDir));
  }
  const db = await openDatabase(config, logger, systemClock, `portal-${names.join('-')}`);
  const limiter = createRateLimits({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    logger,
    keySecret: config.serviceKey,
  });
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
    runtime.urls[name] = url;
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
    runtime.urls.gateway = url;
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
  let stopping: Promise<boolean> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const clean = await stopGracefully(layers, shutdownSettings(), logger);
      await limiter.close();
      await db.close();
      return clean;
    })();
    return stopping;
  };
  stopRequests.arm(stop);
  if (!config.databaseUrl) writeRuntimeFile(config.dataDir, { ...runtime, state: 'running' });
  await announceReady(runtime, config, db, logger);
  return { stop, db, config };
}

/**
 * The start's last line: where to open the portal, and the demo accounts when the database has them. `npm start`
 * prints it; a process running some services only says that they are up.
 */
async function announceReady(runtime: PortalRuntime, config: Config, db: Db, logger: Logger) {
  const ms = Math.round(process.uptime() * 1000);
  if (!runtime.urls.gateway) {
    logger.info('services ready', { services: Object.keys(runtime.urls), ms });
    return;
  }
  // Bound to a loopback or every address, the portal is opened at localhost, whose subdomains name the brands. The
  // port is read from the end of the address: listen() writes an IPv6 host unbracketed, which URL cannot parse.
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(config.host);
  const port = runtime.urls.gateway.slice(runtime.urls.gateway.lastIndexOf(':') + 1);
  const url = local ? `http://localhost:${port}` : runtime.urls.gateway;
  const demoAccounts = await demoAccountsHint(db);
  logger.info(`portal ready at ${url}`, { url, ms, ...(demoAccounts ? { demoAccounts } : {}) });
}
