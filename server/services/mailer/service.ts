import { databaseUnavailable } from '../../db/errors.js';
import { createTokenVerifier } from '../../lib/access-token.js';
import { createApp, finishApp } from '../../lib/http.js';
import { watchDatabase, watchOutbox } from '../../lib/metrics/index.js';
import { followRevocations } from '../../lib/revocation-follower.js';
import type { Service, ServiceDeps } from '../service.js';
import { createDelivery, type DeliveryReport } from './delivery.js';
import { devOutboxRoutes } from './dev-outbox.js';
import { erasureRoutes } from './erasure.js';
import { outlookRoutes } from './outlook.js';
import { queueBacklog } from './queue.js';
import { createTransport } from './transport.js';

const DEFAULT_POLL_MS = 1_000;

export interface MailerOptions {
  /** How often the delivery loop looks for due messages (MAILER_POLL_MS, default 1 s). */
  pollMs?: number;
}

export interface MailerService extends Service {
  /** One delivery pass now (the loop calls it; tests call it after moving the clock). */
  deliverDue(): Promise<DeliveryReport>;
}

function pollMsFromEnv(): number | undefined {
  const v = process.env.MAILER_POLL_MS;
  return v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined;
}

/** The mailer: POST /mailer/outlook queues, the delivery loop sends (SMTP or .eml outbox) with retries. */
export function createMailerService(deps: ServiceDeps, opts: MailerOptions = {}): MailerService {
  const transport = createTransport(deps.config);
  const delivery = createDelivery(deps, transport, opts.pollMs ?? pollMsFromEnv() ?? DEFAULT_POLL_MS);
  const now = () => deps.clock.now();
  const revocations = followRevocations(deps.config, deps.logger, now);
  // A session sends one token with every request: its ES256 signature is checked once (under load the check took
  // 7% of the API's CPU), its expiry and revocation on every use.
  const verify = createTokenVerifier(deps.config.authUrl, revocations, now, { remember: true });

  const app = createApp('mailer', deps.logger, { metricsKey: deps.config.serviceKey });
  watchDatabase('mailer', () => deps.db.poolStats?.());
  watchOutbox('mailer', 'mailer.messages', () => queueBacklog(deps.db));
  app.use(outlookRoutes(deps, verify));
  app.use(erasureRoutes(deps, transport));
  if (!deps.config.production) app.use(devOutboxRoutes(deps));
  finishApp(app, deps.logger, databaseUnavailable);

  return {
    app,
    deliverDue: delivery.deliverDue,
    start() {
      revocations.start();
      delivery.start();
    },
    async stop() {
      await Promise.all([delivery.stop(), revocations.stop()]);
      transport.close();
    },
  };
}
