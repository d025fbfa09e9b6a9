/**
 * A message handed to the mailer again (the caller timed out on a slow mailer, or lost the reply) is queued and
 * delivered once: the caller names it with an Idempotency-Key (the main API: its outbox row's id), and the mailer
 * answers a known key with the first acceptance.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { closeServer } from '../../server/lib/http.js';
import { createLogger } from '../../server/lib/logger.js';
import { createAuthClient } from '../../server/services/api/clients/auth-client.js';
import { dispatchDue } from '../../server/services/api/mail/dispatcher.js';
import type { MailerService } from '../../server/services/mailer/service.js';
import { call } from '../fixtures/http.js';
import { stackPerFile } from '../fixtures/per-file.js';

const stack = stackPerFile();
const mailer = () => stack.services.mailer as MailerService;

const post = (subject: string, key: string) =>
  call(stack.mailerUrl, 'POST', '/mailer/outlook', {
    headers: { 'x-service-key': stack.config.serviceKey, 'idempotency-key': key },
    form: { subject, content: '<p>Olá</p>', to: 'contato@loja.com.br', domain: 'scanora' },
  });

const queued = (subject: string) =>
  stack.db.query<{ id: string; status: string }>('SELECT id, status FROM mailer.messages WHERE subject = $1', [
    subject,
  ]);

describe('POST /mailer/outlook with an Idempotency-Key', () => {
  it('queues and delivers a message posted 3 times once, answering each with the first acceptance', async () => {
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await post('Três vezes', 'chave-seq-1'));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(replies[1].headers.get('idempotent-replayed')).toBe('true');

    await mailer().deliverDue();
    expect(await post('Três vezes', 'chave-seq-1')).toMatchObject({ status: 201, body: { id: replies[0].body.id } });
    await mailer().deliverDue();
    expect(await queued('Três vezes')).toEqual([{ id: replies[0].body.id, status: 'sent' }]);
  });

  it('queues a message posted 3 times at once once', async () => {
    const replies = await Promise.all([1, 2, 3].map(() => post('Ao mesmo tempo', 'chave-par-1')));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    await mailer().deliverDue();
    expect(await queued('Ao mesmo tempo')).toEqual([{ id: replies[0].body.id, status: 'sent' }]);
  });

  it('keeps messages of different keys, and messages without a key, apart', async () => {
    await post('Chaves diferentes', 'chave-a');
    await post('Chaves diferentes', 'chave-b');
    for (let i = 0; i < 2; i++) {
      await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
        headers: { 'x-service-key': stack.config.serviceKey },
        form: { subject: 'Sem chave', content: '<p>Olá</p>', to: 'contato@loja.com.br', domain: 'scanora' },
      });
    }
    expect(await queued('Chaves diferentes')).toHaveLength(2);
    expect(await queued('Sem chave')).toHaveLength(2);
  });
});

describe('the main API outbox handed over again', () => {
  it('is delivered once when the mailer accepted it but its reply never arrived', async () => {
    // In front of the mailer: forwards each call, then answers the first one 504 (the reply lost to a timeout).
    let forwarded = 0;
    const proxy = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k)),
      ) as Record<string, string>;
      const upstream = await fetch(new URL(req.url ?? '/', stack.mailerUrl), {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      });
      const text = await upstream.text();
      forwarded += 1;
      res.statusCode = forwarded === 1 ? 504 : upstream.status;
      res.end(forwarded === 1 ? 'gateway timeout' : text);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      await stack.db.query(
        `INSERT INTO api.mail_outbox (kind, brand, recipients, subject, content)
         VALUES ('contact', 'scanora', ARRAY['contato@scanora.com.br'], 'Formulário de contato', '<p>Oi</p>')`,
      );
      const clock = stack.clock as ManualClock;
      const deps = {
        db: stack.db,
        clock,
        logger: createLogger('silent'),
        auth: createAuthClient(stack.authUrl, stack.config.serviceKey),
        config: { ...stack.config, mailerUrl: url },
      };
      expect(await dispatchDue(deps)).toMatchObject({ sent: 0, retried: 1 });
      clock.set(new Date(clock.now().getTime() + 60_000));
      expect(await dispatchDue(deps)).toMatchObject({ sent: 1 });
      expect(forwarded).toBe(2);

      await mailer().deliverDue();
      const rows = await queued('Formulário de contato');
      expect(rows).toHaveLength(1);
      expect(rows[0].status).toBe('sent');
    } finally {
      await closeServer(proxy);
    }
  });
});
