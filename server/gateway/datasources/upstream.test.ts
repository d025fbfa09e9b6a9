import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { UpstreamError } from '../errors.js';
import type { Session } from '../session/session.js';
import { ApiDataSource } from './api.js';
import { AuthDataSource } from './auth.js';
import type { UpstreamFetch, UpstreamReply, UpstreamRequest } from './http.js';

const DEADLINE_MS = 50;

/** A session holding one valid token, as the data sources see it. */
const session = {
  upstreamToken: async () => 'access-token',
  recover: async () => false,
  end: () => {},
  lapsed: () => 'SESSION_EXPIRED',
} as unknown as Session;

function sources(fetch: UpstreamFetch) {
  const deps = {
    brand: 'scanora',
    origin: 'http://scanora.localhost',
    clientIp: '203.0.113.9',
    session,
    log: createLogger('silent'),
    fetch,
    timeoutMs: DEADLINE_MS,
  };
  return {
    api: new ApiDataSource({ ...deps, baseURL: 'http://api.test' }),
    auth: new AuthDataSource({ ...deps, baseURL: 'http://auth.test', serviceKey: 'chave' }),
  };
}

const reply = (status: number, body: string, stream?: () => Readable): UpstreamReply => ({
  status,
  headers: { get: (name) => (name === 'content-type' ? 'application/json' : null) },
  text: async () => body,
  ...(stream ? { stream } : {}),
});

/** A service that never answers: the call ends only when its signal does, as undici's does (at once if already). */
const neverAnswers =
  (onEnd = () => {}): UpstreamFetch =>
  (_url, init) =>
    new Promise((_resolve, reject) => {
      const end = () => {
        onEnd();
        reject(init.signal?.reason);
      };
      if (init.signal?.aborted) end();
      else init.signal?.addEventListener('abort', end);
    });

describe('a streamed call (the opportunities export)', () => {
  it('hands the body over as it arrives, past the deadline, with the headers of every call', async () => {
    const body = new PassThrough();
    const sent: Array<{ url: string; init: UpstreamRequest }> = [];
    const { api } = sources(async (url, init) => {
      sent.push({ url, init });
      return reply(200, '', () => body);
    });

    const rows = await api.opportunityExport(
      new URLSearchParams({ brandName: 'scanora' }),
      new AbortController().signal,
    );
    const chunks: string[] = [];
    rows.on('data', (c: Buffer) => chunks.push(c.toString()));
    body.write('{"total":2}\n');
    await sleep(2 * DEADLINE_MS);
    body.end('{"end":true}\n');
    await new Promise((resolve) => rows.once('end', resolve));

    expect(chunks).toEqual(['{"total":2}\n', '{"end":true}\n']);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('http://api.test/opportunity/export?brandName=scanora');
    expect(sent[0].init.headers).toMatchObject({
      authorization: 'Bearer access-token',
      company: 'scanora',
      origin: 'http://scanora.localhost',
      'x-forwarded-for': '203.0.113.9',
    });
  });

  it('is SERVICE_UNAVAILABLE when the reply does not begin within the deadline', async () => {
    const { api } = sources(neverAnswers());

    const failure = api.opportunityExport(new URLSearchParams(), new AbortController().signal);

    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 503, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it('maps an error reply as every call does', async () => {
    const { api } = sources(async () => reply(403, JSON.stringify({ message: 'Sem permissão' })));

    await expect(api.opportunityExport(new URLSearchParams(), new AbortController().signal)).rejects.toMatchObject({
      status: 403,
      message: 'Sem permissão',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('ends the call when its signal does (the browser left)', async () => {
    const leave = new AbortController();
    let ended = false;
    const { api } = sources(
      neverAnswers(() => {
        ended = true;
      }),
    );

    const call = api.opportunityExport(new URLSearchParams(), leave.signal);
    leave.abort();

    await expect(call).rejects.toBeInstanceOf(UpstreamError);
    expect(ended).toBe(true);
  });
});

describe('the API-token exchange', () => {
  it('carries the service key and not the session’s token, and keeps the service’s code of a refusal', async () => {
    const sent: UpstreamRequest[] = [];
    const { auth } = sources(async (_url, init) => {
      sent.push(init);
      return reply(401, JSON.stringify({ code: 'WRONG_BRAND', message: 'Token de API de outra marca' }));
    });

    const refusal = auth.exchangeApiToken('tok_x');

    await expect(refusal).rejects.toMatchObject({ status: 401, restCode: 'WRONG_BRAND' });
    expect(sent[0].headers['x-service-key']).toBe('chave');
    expect(sent[0].headers.authorization).toBeUndefined();
    expect(JSON.parse(sent[0].body ?? '')).toEqual({ token: 'tok_x', brand: 'scanora' });
  });
});
