import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { MAIL_MAX_ATTEMPTS } from '../../server/lib/constants.js';
import { createLogger } from '../../server/lib/logger.js';
import { createMailerService, type MailerService } from '../../server/services/mailer/service.js';
import { call, login } from '../fixtures/http.js';
import { type SmtpFixture, startSmtpServer } from '../fixtures/smtp.js';
import { type Stack, startStack } from '../fixtures/stack.js';

const FOOTER = 'Esta é uma mensagem automática. Por favor, não responda!';

let smtp: SmtpFixture;
let stack: Stack;
let mailer: MailerService;
let clock: ManualClock;
let service: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  stack = await startStack({ env: { SMTP_URL: smtp.url } });
  mailer = stack.services.mailer as MailerService;
  clock = stack.clock as ManualClock;
  service = { 'x-service-key': stack.config.serviceKey };
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.stop();
});

const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

async function messageRow(id: string) {
  const [row] = await stack.db.query<{ status: string; attempts: number; next_attempt_at: Date; sent_at: Date | null }>(
    'SELECT status, attempts, next_attempt_at, sent_at FROM mailer.messages WHERE id = $1',
    [id],
  );
  return row;
}

describe('POST /mailer/outlook over SMTP', () => {
  it('queues with 201, then delivers the brand HTML mail to every recipient', async () => {
    const res = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      headers: service,
      form: {
        subject: 'Teste de entrega',
        content: '<p>Olá <strong>mundo</strong></p>',
        to: 'ana@loja.com.br, bia@loja.com.br',
        domain: 'yep',
        contentType: 'text/html',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Email enviado com sucesso', id: expect.any(String) });
    // Accepting never sends inline: the message waits in the queue for the delivery loop.
    expect((await messageRow(res.body.id)).status).toBe('queued');
    expect(smtp.messages.some((m) => m.subject === 'Teste de entrega')).toBe(false);

    await mailer.deliverDue();
    const mail = await smtp.waitFor((m) => m.subject === 'Teste de entrega');
    expect(mail.envelope.to.sort()).toEqual(['ana@loja.com.br', 'bia@loja.com.br']);
    expect(mail.headers.from).toContain('nao-responda@yep.com.br');
    expect(mail.headers.from).toContain('Yep Mobilidade');
    expect(mail.html).toContain(`src="${stack.config.publicUrl}/brands/yep/logo.svg"`);
    expect(mail.html).toContain('alt="Yep Mobilidade"');
    expect(mail.html).toContain('#e4572e');
    expect(mail.html).toContain('<strong>mundo</strong>');
    expect(mail.html).toContain(FOOTER);
    expect(mail.text).toContain('Olá mundo');
    expect(mail.text).toContain(FOOTER);
    expect(mail.text).not.toMatch(/<\/?(p|strong|table|td|div|br|img)\b/i);
    const row = await messageRow(res.body.id);
    expect(row.status).toBe('sent');
    expect(row.sent_at).not.toBeNull();
  });

  it('accepts multipart and JSON bodies, and a host name as domain', async () => {
    const form = new FormData();
    form.set('subject', 'Multipart');
    form.set('content', '<p>via multipart</p>');
    form.set('to', 'caio@loja.com.br');
    form.set('domain', 'parceiros.yep.com.br');
    const multipart = await fetch(new URL('/mailer/outlook', stack.mailerUrl), {
      method: 'POST',
      headers: service,
      body: form,
    });
    expect(multipart.status).toBe(201);
    const json = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      headers: service,
      body: {
        subject: 'JSON',
        content: 'linha 1\nlinha 2',
        to: 'davi@loja.com.br',
        domain: 'etiquetta',
        contentType: 'text/plain',
      },
    });
    expect(json.status).toBe(201);

    await mailer.deliverDue();
    const viaMultipart = await smtp.waitFor((m) => m.subject === 'Multipart');
    expect(viaMultipart.html).toContain('/brands/yep/logo.svg');
    expect(viaMultipart.html).toContain('<p>via multipart</p>');
    const viaJson = await smtp.waitFor((m) => m.subject === 'JSON');
    expect(viaJson.html).toContain('linha 1<br>linha 2');
    expect(viaJson.html).toContain('/brands/etiquetta/logo.svg');
  });

  it('treats the content of a signed-in user as text, in the brand of the token', async () => {
    const { access_token } = await login(stack.authUrl, 'revenda@demo.com.br', 'scanora');
    const res = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      token: access_token,
      form: { subject: 'Do usuário', content: '<img src=x onerror=alert(1)>\nsegunda linha', to: 'eva@loja.com.br' },
    });
    expect(res.status).toBe(201);
    const otherBrand = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      token: access_token,
      form: { subject: 'Outra marca', content: 'x', to: 'eva@loja.com.br', domain: 'yep' },
    });
    expect(otherBrand.status).toBe(403);

    await mailer.deliverDue();
    const mail = await smtp.waitFor((m) => m.subject === 'Do usuário');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>segunda linha');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('/brands/scanora/logo.svg');
  });

  it('answers 400 "Falha ao enviar o email" with the fields in error', async () => {
    const invalid = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      headers: service,
      form: { subject: 'x', content: 'y', to: 'ok@loja.com.br,nao-e-email', domain: 'scanora' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Falha ao enviar o email',
      fields: { to: 'Destinatário inválido: nao-e-email' },
    });
    const tooMany = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      headers: service,
      form: { subject: 'x', content: 'y', to: Array.from({ length: 51 }, (_, i) => `p${i}@loja.com.br`).join(',') },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.to).toMatch(/50/);
    const empty = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      headers: service,
      form: { to: 'a@b.com.br' },
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(['content', 'subject']);
  });

  it('answers 401 without a service key or a valid access token', async () => {
    const form = { subject: 'x', content: 'y', to: 'a@loja.com.br' };
    expect((await call(stack.mailerUrl, 'POST', '/mailer/outlook', { form })).status).toBe(401);
    const wrongKey = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      form,
      headers: { 'x-service-key': 'nope' },
    });
    expect(wrongKey.status).toBe(401);
    expect((await call(stack.mailerUrl, 'POST', '/mailer/outlook', { form, token: 'not.a.jwt' })).status).toBe(401);
  });
});

describe('mail server down', () => {
  it('retries with backoff and delivers exactly once when the server is back', async () => {
    await smtp.stop();
    const res = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      headers: service,
      form: { subject: 'Servidor fora do ar', content: '<p>retry</p>', to: 'fabio@loja.com.br', domain: 'scanora' },
    });
    expect(res.status).toBe(201);

    const failed = await mailer.deliverDue();
    expect(failed.retried).toBeGreaterThanOrEqual(1);
    let row = await messageRow(res.body.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(new Date(row.next_attempt_at).getTime()).toBe(clock.now().getTime() + 5_000);

    // Not due yet: nothing is tried before the backoff ends.
    await mailer.deliverDue();
    expect((await messageRow(res.body.id)).attempts).toBe(1);

    await smtp.start();
    advance(5_000);
    await mailer.deliverDue();
    await smtp.waitFor((m) => m.subject === 'Servidor fora do ar');
    advance(3_600_000);
    await mailer.deliverDue();
    expect(smtp.messages.filter((m) => m.subject === 'Servidor fora do ar')).toHaveLength(1);
    row = await messageRow(res.body.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after MAIL_MAX_ATTEMPTS and marks the message failed', async () => {
    await smtp.stop();
    const res = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      headers: service,
      form: { subject: 'Sem volta', content: 'z', to: 'gil@loja.com.br' },
    });
    await stack.db.query('UPDATE mailer.messages SET attempts = $2 WHERE id = $1', [
      res.body.id,
      MAIL_MAX_ATTEMPTS - 1,
    ]);
    const report = await mailer.deliverDue();
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(await messageRow(res.body.id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    await smtp.start();
    advance(3_600_000);
    await mailer.deliverDue();
    expect(smtp.messages.some((m) => m.subject === 'Sem volta')).toBe(false);
  });
});

describe('delivery loop and replicas', () => {
  const replica = (pollMs = 60_000) =>
    createMailerService(
      { db: stack.db, config: stack.config, clock, limiter: stack.limiter, logger: createLogger('silent') },
      { pollMs },
    );
  const queue = (subject: string) =>
    call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      headers: service,
      form: { subject, content: '<p>r</p>', to: 'joao@loja.com.br', domain: 'scanora' },
    });

  it('two replicas delivering at once send each message exactly once', async () => {
    const subjects = Array.from({ length: 6 }, (_, i) => `Réplica ${i}`);
    for (const s of subjects) expect((await queue(s)).status).toBe(201);
    const other = replica();
    const reports = await Promise.all([mailer.deliverDue(), other.deliverDue()]);
    await other.stop();
    expect(reports[0].sent + reports[1].sent).toBe(subjects.length);
    for (const s of subjects) await smtp.waitFor((m) => m.subject === s);
    expect(smtp.messages.filter((m) => subjects.includes(m.subject))).toHaveLength(subjects.length);
  });

  it('the started loop delivers on its own and stop() ends it', async () => {
    const looping = replica(50);
    looping.start();
    try {
      await queue('Pelo laço');
      await smtp.waitFor((m) => m.subject === 'Pelo laço', 5_000);
    } finally {
      await looping.stop();
    }
  });
});
