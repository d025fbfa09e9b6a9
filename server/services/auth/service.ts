import { databaseUnavailable } from '../../db/errors.js';
import { createApp, finishApp } from '../../lib/http.js';
import { watchDatabase } from '../../lib/metrics/index.js';
import type { Service, ServiceDeps } from '../service.js';
import type { AuthContext } from './context.js';
import { passwordChecker } from './credentials.js';
import { loadSigningKeys, type SigningKeys } from './keys.js';
import { RevocationHub } from './revocation-hub.js';
import { internalRoutes } from './routes/internal.js';
import { jwksRoutes } from './routes/jwks.js';
import { revocationRoutes } from './routes/revocations.js';
import { sessionRoutes } from './routes/session.js';
import { userRoutes } from './routes/users.js';
import { loginThrottle } from './throttling.js';

/**
 * The authenticator (design section 4): credentials, role assignments per brand, access tokens (ES256, JWKS),
 * rotating refresh tokens, password links, and the internal calls of the main API.
 */
export function createAuthService(deps: ServiceDeps): Service {
  let keys: Promise<SigningKeys> | undefined;
  const signingKeys = () => {
    // A failed load (database briefly down) is retried on the next request instead of being remembered.
    keys ??= loadSigningKeys(deps.db, deps.config.jwtPrivateKey).catch((err) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
  const ctx: AuthContext = {
    ...deps,
    signingKeys,
    throttle: loginThrottle(deps.limiter),
    checkPassword: passwordChecker(),
    revocations: new RevocationHub(deps),
  };

  let hubStopped: Promise<void> | undefined;
  const stopHub = () => {
    hubStopped ??= ctx.revocations.stop();
    return hubStopped;
  };

  const app = createApp('auth', deps.logger, { metricsKey: deps.config.serviceKey });
  watchDatabase('auth', () => deps.db.poolStats?.());
  app.use(jwksRoutes(ctx));
  app.use(sessionRoutes(ctx));
  app.use(userRoutes(ctx));
  app.use('/internal/revocations', revocationRoutes(ctx));
  app.use('/internal', internalRoutes(ctx));
  finishApp(app, deps.logger, databaseUnavailable);

  return {
    app,
    start() {
      signingKeys().catch((err: Error) => deps.logger.error('signing keys unavailable', { err: err.message }));
      void ctx.revocations.start();
    },
    // The followers' event streams would hold a graceful stop to its deadline: they end as it starts, and each
    // follower opens its stream again on another authenticator, or on this one once it is back.
    draining: stopHub,
    stop: stopHub,
  };
}
