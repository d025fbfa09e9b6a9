/**
 * The gateway reuses an idle connection to a service only while the service still keeps it open: at 10 s against
 * Node's 5 s, it reused sockets a service had just closed, and those calls failed under load.
 */

import { expect, test } from 'vitest';
import { databaseUnavailable } from '../../server/db/errors.js';
import { UPSTREAM_KEEP_ALIVE_MS } from '../../server/gateway/datasources/http.js';
import { createApp, finishApp, listen } from '../../server/lib/http.js';
import { createLogger } from '../../server/lib/logger.js';

test("the gateway lets an idle connection go before the service's server closes it", async () => {
  const logger = createLogger('silent');
  const app = createApp('keepalive-test', logger);
  finishApp(app, logger, databaseUnavailable);
  const { server } = await listen(app, 0);
  try {
    expect(UPSTREAM_KEEP_ALIVE_MS).toBeLessThan(server.keepAliveTimeout);
  } finally {
    server.close();
  }
});
