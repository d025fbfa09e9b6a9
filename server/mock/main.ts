import { createGateway, gatewayOptionsFromConfig } from '../gateway/index.js';
import { loadConfig } from '../lib/config.js';
import { listen } from '../lib/http.js';
import { createLogger } from '../lib/logger.js';
import { ROLES, type Role } from '../lib/roles.js';
import { mockMode } from './schema.js';

// npm run dev:mock: the gateway on PORT (default 4000) with mock data, for front-end work without the services.
// MOCK_ROLE is the default signed-in role; each request may name a scenario of its own (mock/scenarios.ts).
const config = loadConfig();
const role = (process.env.MOCK_ROLE ?? 'REPRESENTATIVE').toUpperCase() as Role;
if (!ROLES.includes(role)) throw new Error(`MOCK_ROLE must be one of ${ROLES.join(', ')}`);
const logger = createLogger(config.logLevel, { service: 'gateway-mock' });
const gateway = await createGateway({ ...gatewayOptionsFromConfig(config), logger, mock: mockMode({ roles: [role] }) });
const { server, url } = await listen(gateway.app, config.port, config.host);
logger.info('mock gateway listening', { url, role, brands: `http://<brand>.localhost:${config.port}` });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    gateway.stop().then(() => process.exit(0));
  });
}
