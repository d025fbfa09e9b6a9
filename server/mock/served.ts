import { closeServer, listen } from '../lib/http.js';
import { mockMode } from './schema.js';

/** No service answers here: in mock mode the gateway never calls one. */
const NOWHERE = 'http://127.0.0.1:9';

/**
 * The mock gateway (what `npm run dev:mock` serves) listening on a free port of 127.0.0.1, for the tests that drive it
 * over HTTP. The gateway's modules are imported on the call: the whole gateway, seconds on a busy 2-core machine.
 */
export async function serveMockGateway(mode = mockMode({ roles: ['REPRESENTATIVE'], seed: 7 })) {
  const { createGateway } = await import('../gateway/index.js');
  const gateway = await createGateway({ apiUrl: NOWHERE, authUrl: NOWHERE, mailerUrl: NOWHERE, mock: mode });
  const { server, url } = await listen(gateway.app, 0);
  return {
    url,
    async stop() {
      await closeServer(server);
      await gateway.stop();
    },
  };
}
