import { startTracing } from './lib/tracing.js';

// Tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before http, undici and pg load: the rest comes after it.
await startTracing('portal');
const { runServices } = await import('./runtime.js');

// The embedded default: every service in one process on the PGlite database under ./data.
await runServices(['auth', 'mailer', 'api']);
