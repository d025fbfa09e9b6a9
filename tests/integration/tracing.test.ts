import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createLogger } from '../../server/lib/logger.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { demoAccounts } from '../fixtures/stack.js';
import { isPostgresTest } from '../fixtures/test-db.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROBE = '{ opportunity(id: "00000000-0000-4000-8000-00000000abcd") { id } }';

type LogLine = Record<string, unknown> & { msg?: string; service?: string; traceId?: string; path?: string };

describe('trace ids in the request logs, with the OpenTelemetry SDK off', () => {
  let g: TestGateway;
  let restore = () => {};
  const lines: LogLine[] = [];

  beforeAll(async () => {
    // The stack's services log to stdout at TEST_LOG=1: caught here, with the gateway's, instead of printed.
    const write = process.stdout.write.bind(process.stdout);
    const spy = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation(
        (chunk: string | Uint8Array, encoding?: BufferEncoding, cb?: (err?: Error | null) => void) => {
          const text = String(chunk);
          if (!text.startsWith('{')) return write(chunk, encoding, cb);
          for (const l of text.split('\n').filter(Boolean)) lines.push(JSON.parse(l));
          return true;
        },
      );
    restore = () => spy.mockRestore();
    const previous = process.env.TEST_LOG;
    process.env.TEST_LOG = '1';
    try {
      g = await startGateway({ gateway: { logger: createLogger('info', { service: 'gateway' }) } });
    } finally {
      if (previous === undefined) delete process.env.TEST_LOG;
      else process.env.TEST_LOG = previous;
    }
  });
  afterAll(async () => {
    await g?.stop();
    restore();
  });

  /** The request lines logged since `from`: the gateway's have `service: gateway`, the services' do not. */
  const requests = (from: number) => lines.slice(from).filter((l) => l.msg === 'request');

  test('one GraphQL request: the gateway and the API log the same new trace id', async () => {
    const browser = await g.signIn(demoAccounts.support.email);
    const from = lines.length;

    await browser.gql(PROBE);
    await new Promise((r) => setTimeout(r, 50));

    const logged = requests(from);
    const gateway = logged.filter((l) => l.service === 'gateway');
    const api = logged.filter((l) => l.path === '/opportunity/id/00000000-0000-4000-8000-00000000abcd');
    expect(gateway).toHaveLength(1);
    expect(api).toHaveLength(1);
    expect(gateway[0].traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(api[0].traceId).toBe(gateway[0].traceId);
  });

  test('the export: the gateway and the API log the same trace id too', async () => {
    const browser = await g.signIn(demoAccounts.support.email);
    const from = lines.length;

    const reply = await browser.request('GET', '/opportunities/export?pageSize=1');
    expect(reply.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));

    const logged = requests(from);
    const gateway = logged.filter((l) => l.service === 'gateway' && l.path === '/opportunities/export');
    const api = logged.filter((l) => l.service !== 'gateway' && l.path === '/opportunity/export');
    expect(gateway).toHaveLength(1);
    expect(api).toHaveLength(1);
    expect(api[0].traceId).toBe(gateway[0].traceId);
  });

  test('a caller’s traceparent is continued; a malformed one starts a new trace', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const browser = g.browser();
    const from = lines.length;

    await browser.request('POST', '/graphql', {
      body: JSON.stringify({ query: '{ brand { slug } }' }),
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    await browser.request('POST', '/graphql', {
      body: JSON.stringify({ query: '{ brand { slug } }' }),
      headers: { 'content-type': 'application/json', traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` },
    });
    await new Promise((r) => setTimeout(r, 50));

    const [continued, fresh] = requests(from).filter((l) => l.service === 'gateway');
    expect(continued.traceId).toBe(traceId);
    expect(fresh.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.traceId).not.toBe('0'.repeat(32));
  });
});

interface SpanSummary {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

/**
 * The SDK patches http, undici and pg as they load, so it cannot start inside this worker, which loaded them long
 * ago: a child process starts it first, exporting by OTLP/HTTP to a receiver in this test process (as to a
 * collector), then the stack and gateway, makes one GraphQL request, and flushes its spans before it exits.
 */
const CHILD = `
const { startSdk } = await import(${JSON.stringify(path.join(ROOT, 'server/lib/tracing-sdk.ts'))});
const provider = startSdk({ service: 'portal-test' });
const { startGateway } = await import(${JSON.stringify(path.join(ROOT, 'tests/fixtures/gateway.ts'))});
const g = await startGateway();
const browser = await g.signIn(${JSON.stringify(demoAccounts.support.email)});
await provider.forceFlush();
process.stdout.write('PROBE\\n');
await browser.gql(${JSON.stringify(PROBE)});
await new Promise((r) => setTimeout(r, 100));
await provider.forceFlush();
await g.stop();
process.exit(0);
`;

/** OTLP/JSON's span (the exporter's encoding): ids in hex, kind 2 = server and 3 = client, attributes as a list. */
interface OtlpSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
}

const summary = (s: OtlpSpan): SpanSummary => ({
  name: s.name,
  kind: s.kind,
  traceId: s.traceId,
  spanId: s.spanId,
  parentSpanId: s.parentSpanId || undefined,
  attributes: Object.fromEntries((s.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]])),
});

/** An OTLP/HTTP receiver on an ephemeral port: the spans of every export request it is sent. */
async function otlpReceiver() {
  const batches: Array<{ afterProbe: boolean; spans: OtlpSpan[] }> = [];
  let probing = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const parsed = JSON.parse(body || '{}') as {
        resourceSpans?: Array<{ scopeSpans?: Array<{ spans?: OtlpSpan[] }> }>;
      };
      const spans = (parsed.resourceSpans ?? []).flatMap((r) => (r.scopeSpans ?? []).flatMap((x) => x.spans ?? []));
      batches.push({ afterProbe: probing, spans });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    batches,
    probeSent: () => {
      probing = true;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function runChild(): Promise<SpanSummary[]> {
  const receiver = await otlpReceiver();
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
        cwd: ROOT,
        env: { ...process.env, TEST_LOG: '', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      child.stdout.on('data', (d) => {
        if (String(d).includes('PROBE')) receiver.probeSent();
      });
      child.stderr.on('data', (d) => (err += d));
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`child exited ${code}: ${err.slice(-2000)}`)),
      );
    });
    return receiver.batches.filter((b) => b.afterProbe).flatMap((b) => b.spans.map(summary));
  } finally {
    await receiver.close();
  }
}

describe('spans, with the OpenTelemetry SDK on', () => {
  test('one GraphQL request is one trace, received by an OTLP collector: gateway, the API it called and, on PostgreSQL, its statements', async () => {
    const spans = await runChild();

    const SERVER = 2;
    const CLIENT = 3;
    const gateway = spans.find((s) => s.kind === SERVER && s.attributes['portal.service'] === 'gateway');
    const api = spans.find((s) => s.kind === SERVER && s.attributes['portal.service'] === 'api');
    expect(gateway?.name).toBe('POST /graphql');
    expect(api?.name).toBe('GET /opportunity/id/:id');
    const trace = spans.filter((s) => s.traceId === gateway?.traceId);
    // The API's span hangs under the gateway's undici call, which hangs under the gateway's request.
    const call = trace.find((s) => s.spanId === api?.parentSpanId);
    expect(call?.kind).toBe(CLIENT);
    expect(call?.parentSpanId).toBe(gateway?.spanId);
    if (isPostgresTest()) {
      const statements = trace.filter((s) =>
        /postgresql/.test(String(s.attributes['db.system.name'] ?? s.attributes['db.system'])),
      );
      expect(statements.length).toBeGreaterThan(0);
    }
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);
  });
});
