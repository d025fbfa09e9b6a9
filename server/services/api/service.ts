import { databaseUnavailable } from '../../db/errors.js';
import { createTokenVerifier } from '../../lib/access-token.js';
import { HeldLeases } from '../../lib/held-leases.js';
import { createApp, finishApp } from '../../lib/http.js';
import { watchDatabase, watchOutbox } from '../../lib/metrics/index.js';
import { followRevocations } from '../../lib/revocation-follower.js';
import type { Service, ServiceDeps } from '../service.js';
import { createAuthClient } from './clients/auth-client.js';
import type { ApiContext } from './context.js';
import { createCrm } from './crm/index.js';
import { IDEMPOTENT_REPLIES, idempotentWrites } from './idempotency.js';
import { startJobs } from './jobs/index.js';
import { startMailDispatcher } from './mail/dispatcher.js';
import { outboxBacklog } from './mail/outbox.js';
import { pageAddressesChecked } from './origin.js';
import { authRoutes } from './routes/auth.js';
import { cnpjRoutes } from './routes/cnpj.js';
import { companyRoutes } from './routes/company.js';
import { contactRoutes } from './routes/contact.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { geoRoutes } from './routes/geo.js';
import { historyRoutes } from './routes/history.js';
import { imageRoutes } from './routes/images.js';
import { opportunityRoutes } from './routes/opportunities.js';
import { privacyRoutes } from './routes/privacy.js';
import { resaleRoutes } from './routes/resales.js';
import { sellerRoutes } from './routes/sellers.js';
import { watchRoutes } from './routes/watches.js';
import { authenticate, idempotencyCaller } from './viewer.js';

/** The main API: every call of spec section 7 except login, refresh and user-by-id (authenticator) and mail. */
export function createApiService(deps: ServiceDeps): Service {
  const now = () => deps.clock.now();
  const revocations = followRevocations(deps.config, deps.logger, now);
  // A session sends one token with every request: its ES256 signature is checked once (under load the check took
  // 7% of the API's CPU), its expiry and revocation on every use.
  const verify = createTokenVerifier(deps.config.authUrl, revocations, now, { remember: true });
  const ctx: ApiContext = {
    ...deps,
    verify,
    auth: createAuthClient(deps.config.authUrl, deps.config.serviceKey),
    crm: createCrm(deps),
    requireAuth: authenticate(verify),
    leases: new HeldLeases(),
  };
  const app = createApp('api', deps.logger, { metricsKey: deps.config.serviceKey });
  watchDatabase('api', () => deps.db.poolStats?.());
  watchOutbox('api', 'api.mail_outbox', () => outboxBacklog(deps.db));
  app.use(pageAddressesChecked);
  app.use(idempotentWrites(deps.db, IDEMPOTENT_REPLIES, now, idempotencyCaller(verify)));
  for (const routes of [
    authRoutes,
    opportunityRoutes,
    resaleRoutes,
    sellerRoutes,
    historyRoutes,
    cnpjRoutes,
    geoRoutes,
    dashboardRoutes,
    imageRoutes,
    contactRoutes,
    companyRoutes,
    watchRoutes,
    privacyRoutes,
  ]) {
    app.use(routes(ctx));
  }
  finishApp(app, deps.logger, databaseUnavailable);

  const stops: Array<() => Promise<void>> = [];
  return {
    app,
    start() {
      revocations.start();
      stops.push(startJobs(ctx), startMailDispatcher(ctx));
    },
    handBackLeases: () => ctx.leases?.handBack() ?? Promise.resolve(0),
    async stop() {
      await Promise.all([...stops.splice(0).map((s) => s()), revocations.stop()]);
    },
  };
}
