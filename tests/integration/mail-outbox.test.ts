import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { closeServer, listen } from '../../server/lib/http.js';
import { createLogger } from '../../server/lib/logger.js';
import { createAuthClient } from '../../server/services/api/clients/auth-client.js';
import { dispatchDue, startMailDispatcher } from '../../server/services/api/mail/dispatcher.js';
import { enqueueMail } from '../../server/services/api/mail/outbox.js';
import { mailTemplates } from '../../server/services/api/mail/templates.js';
import { createMailerService, type MailerService } from '../../server/services/mailer/service.js';
import { DAY_MS } from '../../shared/time.js';
import { call } from '../fixtures/http.js';
import { readOutboxMail, sendToOutbox } from '../fixtures/mail.js';
import { brandLogoPng, extractLinks, inlineLogo } from '../fixtures/smtp.js';
import { type Stack, startStack } from '../fixtures/stack.js';

const FOOTER = 'Esta é uma mensagem automática. Por favor, não responda!';
const logger = createLogger('silent');

let stack: Stack;
let mailer: MailerService;
let clock: ManualClock;

beforeAll(async () => {
  stack = await startStack();
  mailer = stack.services.mailer as MailerService;
  clock = stack.clock as ManualClock;
});

afterAll(async () => {
  await stack?.stop();
});

const authClient = () => createAuthClient(stack.authUrl, stack.config.serviceKey);
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

/** A port where nothing listens: the mailer is down. */
async function deadUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

describe('outbox transport (no SMTP_URL)', () => {
  it('writes one readable .eml per message and lists it at /dev/outbox', async () => {
    const { id, mail: eml } = await sendToOutbox(stack, {
      subject: 'Arquivo de saída',
      content: '<p>Conteúdo do arquivo</p>',
      to: 'hugo@loja.com.br',
      domain: 'scanora',
    });

    expect(eml.subject).toBe('Arquivo de saída');
    expect(eml.headers.to).toContain('hugo@loja.com.br');
    expect(eml.headers.from).toContain('nao-responda@scanora.com.br');
    expect(eml.html).toContain('<p>Conteúdo do arquivo</p>');
    expect(inlineLogo(eml)).toEqual({ alt: 'Scanora', contentType: 'image/png', content: brandLogoPng('scanora') });
    expect(eml.text).toContain(FOOTER);

    const list = await call(stack.mailerUrl, 'GET', '/dev/outbox');
    expect(list.status).toBe(200);
    const item = list.body.find((m: { id: string }) => m.id === id);
    expect(item).toMatchObject({ to: ['hugo@loja.com.br'], subject: 'Arquivo de saída', status: 'sent' });
    expect(item.sent_at).toBeTruthy();
    expect(item.created_at).toBeTruthy();

    const page = await fetch(new URL(`/dev/outbox/${id}`, stack.mailerUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<p>Conteúdo do arquivo</p>');
    expect(html).toContain(FOOTER);
    // A browser has no message parts to resolve cid: with: the page carries the logo itself.
    expect(html).toContain(`src="data:image/png;base64,${brandLogoPng('scanora').toString('base64')}"`);
    expect((await call(stack.mailerUrl, 'GET', '/dev/outbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('has no /dev/outbox in production', async () => {
    const prod = createMailerService({
      db: stack.db,
      config: { ...stack.config, production: true, env: 'production' },
      logger,
      clock,
      limiter: stack.limiter,
    });
    const { server, url } = await listen(prod.app, 0);
    try {
      expect((await call(url, 'GET', '/dev/outbox')).status).toBe(404);
    } finally {
      await prod.stop();
      await closeServer(server);
    }
  });
});

describe('API mail dispatcher', () => {
  it('keeps the notification while the mailer is down, then hands it over once', async () => {
    const mail = mailTemplates.passwordReset({
      brand: 'handix',
      to: 'ines@loja.com.br',
      origin: 'http://handix.localhost:4000',
      name: 'Inês',
      token: 'tok-123',
    });
    await enqueueMail(stack.db, mail);
    const [{ id }] = await stack.db.query<{ id: string }>(
      "SELECT id FROM api.mail_outbox WHERE kind = 'password-reset' AND 'ines@loja.com.br' = ANY(recipients)",
    );
    const outboxRow = async () =>
      (
        await stack.db.query<{ attempts: number; sent_at: Date | null; last_error: string | null }>(
          'SELECT attempts, sent_at, last_error FROM api.mail_outbox WHERE id = $1',
          [id],
        )
      )[0];

    const down = {
      db: stack.db,
      clock,
      logger,
      auth: authClient(),
      config: { ...stack.config, mailerUrl: await deadUrl() },
    };
    await dispatchDue(down);
    expect(await outboxRow()).toMatchObject({ attempts: 1, sent_at: null });
    expect((await outboxRow()).last_error).toBeTruthy();

    const up = { db: stack.db, clock, logger, auth: authClient(), config: stack.config };
    await dispatchDue(up);
    expect((await outboxRow()).attempts).toBe(1);
    advance(5_000);
    await dispatchDue(up);
    const sent = await outboxRow();
    expect(sent.attempts).toBe(2);
    expect(sent.sent_at).not.toBeNull();
    advance(3_600_000);
    await dispatchDue(up);

    const queued = await stack.db.query<{ id: string; domain: string; recipients: string[] }>(
      'SELECT id, domain, recipients FROM mailer.messages WHERE subject = $1',
      [mail.subject],
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ domain: 'handix', recipients: ['ines@loja.com.br'] });

    await mailer.deliverDue();
    const eml = readOutboxMail(stack, queued[0].id);
    expect(extractLinks(eml)).toContain('http://handix.localhost:4000/recovery-password?token=tok-123');
    expect(inlineLogo(eml)?.content).toEqual(brandLogoPng('handix'));
  });
});

describe('API mail dispatcher, message refused by the mailer', () => {
  it('parks a row the mailer answers 400 for, keeping it with the error', async () => {
    await enqueueMail(stack.db, {
      kind: 'test',
      brand: 'scanora',
      to: ['sem-arroba'],
      subject: 'Recusada',
      html: '<p>x</p>',
    });
    const up = { db: stack.db, clock, logger, auth: authClient(), config: stack.config };
    await dispatchDue(up);
    advance(DAY_MS);
    await dispatchDue(up);
    const [row] = await stack.db.query<{ attempts: number; sent_at: Date | null; parked: boolean; last_error: string }>(
      "SELECT attempts, sent_at, next_attempt_at = 'infinity' AS parked, last_error FROM api.mail_outbox WHERE subject = 'Recusada'",
    );
    expect(row).toMatchObject({ attempts: 1, sent_at: null, parked: true });
    expect(row.last_error).toContain('400');
  });
});

describe('API mail dispatcher loop', () => {
  it('hands each row over once, with two replicas and with the loop running', async () => {
    const up = { db: stack.db, clock, logger, auth: authClient(), config: stack.config };
    const subjects = ['Despacho A', 'Despacho B', 'Despacho C'];
    for (const subject of subjects) {
      await enqueueMail(stack.db, {
        kind: 'test',
        brand: 'scanora',
        to: ['lia@loja.com.br'],
        subject,
        html: '<p>d</p>',
      });
    }
    await Promise.all([dispatchDue(up), dispatchDue(up)]);
    const handed = await stack.db.query<{ subject: string }>(
      'SELECT subject FROM mailer.messages WHERE subject = ANY($1)',
      [subjects],
    );
    expect(handed.map((r) => r.subject).sort()).toEqual(subjects);

    process.env.MAIL_DISPATCH_MS = '50';
    const stop = startMailDispatcher(up);
    delete process.env.MAIL_DISPATCH_MS;
    try {
      await enqueueMail(stack.db, {
        kind: 'test',
        brand: 'scanora',
        to: ['lia@loja.com.br'],
        subject: 'Pelo laço',
        html: '<p>l</p>',
      });
      const deadline = Date.now() + 5_000;
      let rows: unknown[] = [];
      while (!rows.length && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        rows = await stack.db.query("SELECT 1 FROM mailer.messages WHERE subject = 'Pelo laço'");
      }
      expect(rows).toHaveLength(1);
    } finally {
      await stop();
    }
  });
});
