import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { createLogger } from '../../server/lib/logger.js';
import { createMailerService, type MailerService } from '../../server/services/mailer/service.js';
import { call, login } from '../fixtures/http.js';
import { queueMail } from '../fixtures/mail.js';
import { brandLogoPng, inlineLogo, type SmtpFixture, startSmtpServer } from '../fixtures/smtp.js';
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
    const res = await queueMail(stack, {
      subject: 'Teste de entrega',
      content: '<p>Olá <strong>mundo</strong></p>',
      to: 'ana@loja.com.br, bia@loja.com.br',
      domain: 'yep',
      contentType: 'text/html',
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
    expect(inlineLogo(mail)).toEqual({ alt: 'Yep Mobilidade', contentType: 'image/png', content: brandLogoPng('yep') });
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
    expect(inlineLogo(viaMultipart)?.content).toEqual(brandLogoPng('yep'));
    expect(viaMultipart.html).toContain('<p>via multipart</p>');
    const viaJson = await smtp.waitFor((m) => m.subject === 'JSON');
    expect(viaJson.html).toContain('linha 1<br>linha 2');
    expect(inlineLogo(viaJson)?.content).toEqual(brandLogoPng('etiquetta'));
  });

  it('lets a signed-in user write to the brand’s contact address only, as text signed with the token’s identity', async () => {
    const { access_token } = await login(stack.authUrl, 'revenda@demo.com.br', 'scanora');
    const res = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      token: access_token,
      form: {
        subject: 'Do usuário',
        content: '<img src=x onerror=alert(1)>\nsegunda linha',
        to: 'contato@scanora.com.br',
      },
    });
    expect(res.status).toBe(201);
    const otherBrand = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
      token: access_token,
      form: { subject: 'Outra marca', content: 'x', to: 'contato@yep.com.br', domain: 'yep' },
    });
    expect(otherBrand.status).toBe(403);
    for (const to of ['eva@loja.com.br', 'contato@scanora.com.br, eva@loja.com.br', 'contato@yep.com.br']) {
      const elsewhere = await call(stack.mailerUrl, 'POST', '/mailer/outlook', {
        token: access_token,
        form: { subject: 'Para fora', content: 'x', to },
      });
      expect(elsewhere.status, to).toBe(403);
      expect(elsewhere.body.message).toBe(
        'Mensagens de usuários só podem ser enviadas ao endereço de contato da marca',
      );
    }

    await mailer.deliverDue();
    const mail = await smtp.waitFor((m) => m.subject === 'Do usuário');
    expect(mail.envelope.to).toEqual(['contato@scanora.com.br']);
    expect(mail.headers['reply-to']).toBe('revenda@demo.com.br');
    expect(mail.html).toContain(
      'Renata Revenda &lt;revenda@demo.com.br&gt;<br><br>&lt;img src=x onerror=alert(1)&gt;<br>segunda linha',
    );
    expect(mail.html).not.toContain('<img src=x');
    expect(inlineLogo(mail)?.alt).toBe('Scanora');
    expect(smtp.messages.some((m) => m.subject === 'Para fora')).toBe(false);
  });

  it('refuses the token of a seller deactivated since it was issued', async () => {
    const seller = (await login(stack.authUrl, 'vendedor@demo.com.br', 'scanora')).access_token;
    const resale = (await login(stack.authUrl, 'revenda@demo.com.br', 'scanora')).access_token;
    const form = { subject: 'Vendedor', content: 'Olá', to: 'contato@scanora.com.br' };
    expect((await call(stack.mailerUrl, 'POST', '/mailer/outlook', { token: seller, form })).status).toBe(201);
    const deactivated = await call(stack.apiUrl, 'PATCH', '/seller/inative/00000000-0000-4000-8000-000000000004', {
      token: resale,
      brand: 'scanora',
    });
    expect(deactivated.status).toBe(200);
    const refused = await call(stack.mailerUrl, 'POST', '/mailer/outlook', { token: seller, form });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
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
    const empty = await queueMail(stack, { to: 'a@b.com.br' });
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
    const res = await queueMail(stack, {
      subject: 'Servidor fora do ar',
      content: '<p>retry</p>',
      to: 'fabio@loja.com.br',
      domain: 'scanora',
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

  it('keeps retrying a mail server that stays down, 30 minutes apart at most, and delivers when it is back', async () => {
    await smtp.stop();
    const res = await queueMail(stack, { subject: 'Fora do ar por um dia', content: 'z', to: 'gil@loja.com.br' });
    // As if it had been failing for a day already: far more attempts than any cap would allow.
    await stack.db.query('UPDATE mailer.messages SET attempts = 60 WHERE id = $1', [res.body.id]);
    const report = await mailer.deliverDue();
    expect(report.failed).toBe(0);
    const row = await messageRow(res.body.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 61 });
    expect(new Date(row.next_attempt_at).getTime()).toBe(clock.now().getTime() + 30 * 60_000);

    await smtp.start();
    advance(30 * 60_000);
    await mailer.deliverDue();
    await smtp.waitFor((m) => m.subject === 'Fora do ar por um dia');
    expect(await messageRow(res.body.id)).toMatchObject({ status: 'sent', attempts: 62 });
  });
});

describe('delivery loop and replicas', () => {
  const replica = (pollMs = 60_000) =>
    createMailerService(
      { db: stack.db, config: stack.config, clock, limiter: stack.limiter, logger: createLogger('silent') },
      { pollMs },
    );
  const queue = (subject: string) =>
    queueMail(stack, { subject, content: '<p>r</p>', to: 'joao@loja.com.br', domain: 'scanora' });

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

describe('a mail server that refuses the recipient', () => {
  let refusing: SMTPServer;
  let url: string;

  beforeAll(async () => {
    // 550: this mailbox does not exist (permanent); 450: mailbox busy, try later (transient).
    refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
        if (address.address.startsWith('inexistente@')) return callback(refusal(550, 'Mailbox unavailable'));
        if (address.address.startsWith('ocupada@')) return callback(refusal(450, 'Mailbox busy, try later'));
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    url = `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())));

  it('marks the message failed on a permanent 5xx and keeps retrying a 4xx', async () => {
    const queue = async (to: string) =>
      (await queueMail(stack, { subject: `Para ${to}`, content: 'x', to, domain: 'scanora' })).body.id as string;
    const gone = await queue('inexistente@loja.com.br');
    const busy = await queue('ocupada@loja.com.br');
    const other = createMailerService(
      {
        db: stack.db,
        config: { ...stack.config, smtpUrl: url, mailTransport: 'smtp' },
        clock,
        limiter: stack.limiter,
        logger: createLogger('silent'),
      },
      { pollMs: 60_000 },
    );
    try {
      await other.deliverDue();
    } finally {
      await other.stop();
    }
    const failed = await stack.db.query<{ last_error: string }>(
      'SELECT last_error FROM mailer.messages WHERE id = $1',
      [gone],
    );
    expect(await messageRow(gone)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed[0].last_error).toMatch(/550/);
    expect(await messageRow(busy)).toMatchObject({ status: 'queued', attempts: 1 });
  });
});
