/**
 * A mailer that hangs (accepts the connection, maybe even the message, and never answers) costs the main API's
 * outbox dispatcher one timeout per pass, not one per row: the pass ends at the first row that times out, the other
 * rows wait for the next pass untouched, and once the mailer answers again each message is queued exactly once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { closeServer } from '../../server/lib/http.js';
import { createLogger } from '../../server/lib/logger.js';
import { createAuthClient } from '../../server/services/api/clients/auth-client.js';
import { type DispatchDeps, dispatchDue } from '../../server/services/api/mail/dispatcher.js';
import type { MailerService } from '../../server/services/mailer/service.js';
import { stackPerFile } from '../fixtures/per-file.js';

const TIMEOUT_MS = 300;
const ROWS = 5;

const stack = stackPerFile();
const mailer = () => stack.services.mailer as MailerService;

/**
 * In front of the real mailer: hands each call over to it (so the message may well be queued) and never answers,
 * the worst case for the caller, which cannot tell whether its message was taken.
 */
async function hangingMailer() {
  let calls = 0;
  const server = http.createServer(async (req) => {
    calls += 1;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k)),
    ) as Record<string, string>;
    await fetch(new URL(req.url ?? '/', stack.mailerUrl), { method: req.method, headers, body: Buffer.concat(chunks) });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls: () => calls, close: () => closeServer(server) };
}

describe('the outbox dispatcher and a mailer that hangs', () => {
  it('ends the pass after one timeout, keeps every row, then hands each over exactly once', async () => {
    const subjects = Array.from({ length: ROWS }, (_, i) => `Mailer travado ${i + 1}`);
    for (const subject of subjects) {
      await stack.db.query(
        `INSERT INTO api.mail_outbox (kind, brand, recipients, subject, content)
         VALUES ('contact', 'scanora', ARRAY['contato@scanora.com.br'], $1, '<p>Oi</p>')`,
        [subject],
      );
    }
    const clock = stack.clock as ManualClock;
    const hanging = await hangingMailer();
    const deps = (mailerUrl: string, mailerTimeoutMs: number): DispatchDeps => ({
      db: stack.db,
      clock,
      logger: createLogger('silent'),
      auth: createAuthClient(stack.authUrl, stack.config.serviceKey),
      config: { ...stack.config, mailerUrl },
      mailerTimeoutMs,
    });
    const outbox = () =>
      stack.db.query<{ subject: string; attempts: number; sent_at: Date | null }>(
        'SELECT subject, attempts, sent_at FROM api.mail_outbox WHERE subject = ANY($1) ORDER BY subject',
        [subjects],
      );

    try {
      const stalled = await dispatchDue(deps(hanging.url, TIMEOUT_MS));

      expect(stalled).toMatchObject({ sent: 0, retried: 1, deferred: ROWS - 1, mailerUnavailable: true });
      // One call, so one timeout: the pass did not wait on the other rows (counted, not timed: no flaky clock).
      expect(hanging.calls()).toBe(1);
      const pending = await outbox();
      expect(pending.every((r) => r.sent_at === null)).toBe(true);
      expect(pending.map((r) => r.attempts).sort()).toEqual([0, 0, 0, 0, 1]);
    } finally {
      await hanging.close();
    }

    clock.set(new Date(clock.now().getTime() + 60_000));
    // The mailer is back: the usual timeout, so that a loaded machine does not pass for a hanging mailer.
    const resumed = await dispatchDue(deps(stack.mailerUrl, 15_000));
    await mailer().deliverDue();

    expect(resumed).toMatchObject({ sent: ROWS, retried: 0, mailerUnavailable: false });
    expect((await outbox()).every((r) => r.sent_at !== null)).toBe(true);
    const queued = await stack.db.query<{ subject: string; status: string }>(
      'SELECT subject, status FROM mailer.messages WHERE subject = ANY($1) ORDER BY subject',
      [subjects],
    );
    expect(queued).toEqual(subjects.map((subject) => ({ subject, status: 'sent' })));
  });
});
