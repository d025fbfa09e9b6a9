/**
 * OpenTelemetry traces, exported by OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (design section 12). Every
 * entry point awaits `startTracing` before importing anything else: the http, undici and pg instrumentations patch
 * those modules as they load. Without the variable nothing of the SDK is loaded (no memory, no per-request work); the
 * request logs still carry a W3C trace id (trace-context.ts).
 */
export async function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_SDK_DISABLED === 'true') return;
  const { startSdk } = await import('./tracing-sdk.js');
  startSdk({ service: env.OTEL_SERVICE_NAME || service });
}
