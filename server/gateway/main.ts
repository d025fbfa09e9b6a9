import { loadConfig } from '../lib/config.js';
import { closeServer, listen } from '../lib/http.js';
import { createGateway, gatewayOptionsFromConfig } from './index.js';

// Split deployment: the gateway alone, talking to the services at API_URL, AUTH_URL and MAILER_URL.
const config = loadConfig();
const options = gatewayOptionsFromConfig(config);
const gateway = await createGateway(options);
const { server, url } = await listen(gateway.app, config.port, config.host);
options.logger?.info('gateway listening', { url });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([gateway.stop(), closeServer(server)]).then(() => process.exit(0));
  });
}
