import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from './clock.js';
import { createLogger } from './logger.js';
import { RevocationFollower } from './revocation-follower.js';
import type { RevocationEntry } from './revocation-list.js';

const T0 = Date.parse('2026-03-02T12:00:00Z');
const iat = Math.floor(T0 / 1000) - 60;
const session = (seq: number, subject: string): RevocationEntry => ({
  seq,
  kind: 'session',
  subject,
  revokedAt: T0,
  expiresAt: T0 + 16 * 60_000,
});

/**
 * An authenticator as the follower sees it: each stream request gets a stream the test writes events to (or
 * closes); check requests are answered by `revoked`, or fail while `down` (`checksTried` counts them either way).
 */
function fakeAuthenticator() {
  const encoder = new TextEncoder();
  const streams: Array<{ after: number; push(event: string, data: unknown): void; drop(): void }> = [];
  const checks: unknown[] = [];
  const state = { down: false, revoked: new Set<string>(), checksTried: 0 };
  const fetchFake = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === '/internal/revocations/check') state.checksTried++;
    if (state.down) throw new TypeError('fetch failed');
    if (url.pathname === '/internal/revocations/check') {
      const body = JSON.parse(String(init?.body));
      checks.push(body);
      return Response.json({ revoked: state.revoked.has(body.sid) });
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
    streams.push({
      after: Number(url.searchParams.get('after')),
      push: (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
      drop: () => controller.close(),
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }) as typeof fetch;
  return { fetch: fetchFake, streams, checks, state };
}

let follower: RevocationFollower | undefined;
afterEach(() => follower?.stop());

function follow(auth: ReturnType<typeof fakeAuthenticator>) {
  const clock = new ManualClock(new Date(T0));
  follower = new RevocationFollower({
    authUrl: 'http://auth.test',
    serviceKey: 'k',
    now: () => clock.now(),
    logger: createLogger('silent'),
    fetch: auth.fetch,
  });
  return follower;
}

/** A follower started on the fake, caught up to `seq` with one revoked session `sid`. */
async function followInSync(auth: ReturnType<typeof fakeAuthenticator>, seq: number, sid: string) {
  const f = follow(auth);
  f.start();
  await vi.waitFor(() => expect(auth.streams).toHaveLength(1));
  auth.streams[0].push('catchup', { seq, reset: false, entries: [session(seq, sid)] });
  await vi.waitFor(() => expect(f.inSync).toBe(true));
  return f;
}

describe('RevocationFollower', () => {
  it('answers from the streamed list once caught up, without a call per token', async () => {
    const auth = fakeAuthenticator();
    const f = await followInSync(auth, 1, 'a');

    auth.streams[0].push('revocation', session(2, 'b'));
    await vi.waitFor(() => expect(f.list.seq).toBe(2));

    expect(await f.isRevoked({ sub: 'u', sid: 'a', iat })).toBe(true);
    expect(await f.isRevoked({ sub: 'u', sid: 'b', iat })).toBe(true);
    expect(await f.isRevoked({ sub: 'u', sid: 'c', iat })).toBe(false);
    expect(auth.checks).toEqual([]);
  });

  it('fails closed while the stream is down: asks the authenticator per token, remembering only a refusal', async () => {
    const auth = fakeAuthenticator();
    const f = follow(auth);
    auth.state.revoked.add('gone');

    expect(await f.isRevoked({ sub: 'u', sid: 'gone', iat })).toBe(true);
    expect(await f.isRevoked({ sub: 'u', sid: 'gone', iat })).toBe(true);
    expect(await f.isRevoked({ sub: 'u', sid: 'open', iat })).toBe(false);
    // Checks made at once share one call.
    expect(await Promise.all([1, 2, 3].map(() => f.isRevoked({ sub: 'u', sid: 'open', iat })))).toEqual([
      false,
      false,
      false,
    ]);

    expect(f.inSync).toBe(false);
    expect(auth.checks).toEqual([
      { sub: 'u', sid: 'gone', iat },
      { sub: 'u', sid: 'open', iat },
      { sub: 'u', sid: 'open', iat },
    ]);
  });

  it('out of sync, refuses at once a session that ended after its last check', async () => {
    const auth = fakeAuthenticator();
    const f = follow(auth);

    expect(await f.isRevoked({ sub: 'u', sid: 'tab', iat })).toBe(false);
    auth.state.revoked.add('tab');

    expect(await f.isRevoked({ sub: 'u', sid: 'tab', iat })).toBe(true);
  });

  it('while the authenticator cannot be reached, the last list answers without asking on every check', async () => {
    const auth = fakeAuthenticator();
    const f = follow(auth);
    auth.state.down = true;

    for (let i = 0; i < 5; i++) expect(await f.isRevoked({ sub: 'u', sid: `s${i}`, iat })).toBe(false);

    expect(auth.state.checksTried).toBe(1);
  });

  it('re-syncs from the last seq after the stream drops, and asks per token only in between', async () => {
    const auth = fakeAuthenticator();
    const f = await followInSync(auth, 7, 'a');

    auth.streams[0].drop();
    await vi.waitFor(() => expect(f.inSync).toBe(false));
    auth.state.revoked.add('b');
    expect(await f.isRevoked({ sub: 'u', sid: 'b', iat })).toBe(true);
    expect(auth.checks).toHaveLength(1);

    await vi.waitFor(() => expect(auth.streams).toHaveLength(2));
    expect(auth.streams[1].after).toBe(7);
    auth.streams[1].push('catchup', { seq: 8, reset: false, entries: [session(8, 'b')] });
    await vi.waitFor(() => expect(f.inSync).toBe(true));

    expect(await f.isRevoked({ sub: 'u', sid: 'a', iat })).toBe(true);
    expect(await f.isRevoked({ sub: 'u', sid: 'b', iat })).toBe(true);
    expect(auth.checks).toHaveLength(1);
  });

  it('drops its list when the authenticator’s history was replaced (reset)', async () => {
    const auth = fakeAuthenticator();
    const f = await followInSync(auth, 9, 'a');
    auth.streams[0].drop();
    await vi.waitFor(() => expect(auth.streams).toHaveLength(2));

    auth.streams[1].push('catchup', { seq: 2, reset: true, entries: [session(2, 'z')] });
    await vi.waitFor(() => expect(f.inSync).toBe(true));

    expect(f.list.seq).toBe(2);
    expect(await f.isRevoked({ sub: 'u', sid: 'a', iat })).toBe(false);
    expect(await f.isRevoked({ sub: 'u', sid: 'z', iat })).toBe(true);
  });

  it('keeps to the last list known when the authenticator cannot be reached at all', async () => {
    const auth = fakeAuthenticator();
    const f = await followInSync(auth, 1, 'a');

    auth.state.down = true;
    auth.streams[0].drop();
    await vi.waitFor(() => expect(f.inSync).toBe(false));

    expect(await f.isRevoked({ sub: 'u', sid: 'a', iat })).toBe(true);
    expect(await f.isRevoked({ sub: 'u', sid: 'other', iat })).toBe(false);
  });
});
