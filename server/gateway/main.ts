import { startTracing } from '../lib/tracing.js';

// Tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before http, undici and pg load: the rest comes after it.
await startTracing('gateway');
const [
  { loadConfig },
  { listen },
  { createLogger },
  { shutdownSettings, stopGracefully },
  { exitOnStopRequest },
  gatewayModule,
] = await Promise.all([
  import('../lib/config.js'),
  import('../lib/http.js'),
  import('../lib/logger.js'),
  import('../lib/shutdown.js'),
  import('../lib/stop-requests.js'),
  import('./index.js'),
]);
const { createGateway, gatewayOptionsFromConfig } = gatewayModule;

// Split deployment: the gateway alone, talking to the services at API_URL, AUTH_URL and MAILER_URL.
const config = loadConfig();
const options = gatewayOptionsFromConfig(config);
const logger = options.logger ?? createLogger(config.logLevel, { service: 'gateway' });
const stopRequests = exitOnStopRequest(logger);
const gateway = await createGateway(options);
const { server, url } = await listen(gateway.app, config.port, config.host);
// On SIGTERM, SIGINT or when `npm run start:gateway` is stopped: /readyz answers 503 at once, requests in flight
// finish (lib/shutdown.ts), then the process exits 0.
const part = { name: 'gateway', app: gateway.app, server, stop: () => gateway.stop() };
stopRequests.arm(() => stopGracefully([[part]], shutdownSettings(), logger));
logger.info('gateway listening', { url });
