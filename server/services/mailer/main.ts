import { startTracing } from '../../lib/tracing.js';

// Tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before http, undici and pg load: the rest comes after it.
await startTracing('mailer');
const { runServices } = await import('../../runtime.js');

// Split deployment: this service alone (point DATABASE_URL at the shared PostgreSQL).
await runServices(['mailer']);
