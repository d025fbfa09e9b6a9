import { startTracing } from '../lib/tracing.js';

// Tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before http, undici and pg load: the rest comes after it.
await startTracing('gateway');
const [{ loadConfig }, { closeServer, listen }, { createGateway, gatewayOptionsFromConfig }] = await Promise.all([
  import('../lib/config.js'),
  import('../lib/http.js'),
  import('./index.js'),
]);

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
