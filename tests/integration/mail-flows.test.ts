/**
 * Every e-mail of design section 4 arrives, through the real chain (API outbox → dispatcher → mailer queue → SMTP),
 * at its recipient, with a link that works; and a mail server that is down delays mail without failing the action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { createLogger } from '../../server/lib/logger.js';
import { createAuthClient } from '../../server/services/api/clients/auth-client.js';
import { runOpportunityJob } from '../../server/services/api/jobs/index.js';
import { dispatchDue } from '../../server/services/api/mail/dispatcher.js';
import type { MailerService } from '../../server/services/mailer/service.js';
import { call, login } from '../fixtures/http.js';
import { opportunityPayload } from '../fixtures/opportunity.js';
import { freshEmail, resaleSignupPayload } from '../fixtures/resale.js';
import { extractLinks, type ReceivedMail, type SmtpFixture, startSmtpServer } from '../fixtures/smtp.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

const ORIGIN = 'http://scanora.localhost:4000';
let smtp: SmtpFixture;
let stack: Stack;
let clock: ManualClock;
let rep: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  stack = await startStack({ env: { SMTP_URL: smtp.url } });
  clock = stack.clock as ManualClock;
  rep = (await login(stack.authUrl, demoAccounts.representative.email)).access_token;
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.stop();
});

/** Runs the chain once: API outbox to the mailer, the mailer's queue to SMTP. */
async function flush() {
  await dispatchDue({
    db: stack.db,
    config: stack.config,
    clock,
    logger: createLogger('silent'),
    auth: createAuthClient(stack.authUrl, stack.config.serviceKey),
  });
  await (stack.services.mailer as MailerService).deliverDue();
}

async function mailTo(address: string, subjectPart: RegExp): Promise<ReceivedMail> {
  await flush();
  return smtp.waitFor((m) => m.envelope.to.includes(address) && subjectPart.test(m.subject), 5_000);
}

/** The token of a /recovery-password link, after checking the link points at the page's origin. */
function passwordLinkToken(mail: ReceivedMail): string {
  const link = extractLinks(mail).find((l) => l.includes('/recovery-password?token='));
  expect(link, mail.html).toBeTruthy();
  const url = new URL(link!);
  expect(url.origin).toBe(ORIGIN);
  return url.searchParams.get('token')!;
}

/** Following the link means: set a password with its token, then log in with it. */
async function followPasswordLink(mail: ReceivedMail, email: string) {
  const token = passwordLinkToken(mail);
  const confirm = await call(stack.apiUrl, 'POST', '/auth/reset_password/confirm', {
    body: { token, password: 'Nova@Senha1' },
  });
  expect(confirm.status).toBe(204);
  await expect(login(stack.authUrl, email, DEFAULT_BRAND, 'Nova@Senha1')).resolves.toHaveProperty('access_token');
}

const api = (method: string, path: string, token: string | undefined, body?: unknown) =>
  call(stack.apiUrl, method, path, { token, brand: DEFAULT_BRAND, body });

describe('resale sign-up e-mails', () => {
  it('tells the representatives and the applicant, then sends the set-password link on approval', async () => {
    const payload = resaleSignupPayload({ email: freshEmail('aprovada'), host: ORIGIN });
    const signup = await call(stack.apiUrl, 'POST', '/register/resale', { body: payload, headers: { origin: ORIGIN } });
    expect(signup.status).toBe(201);
    const toRep = await mailTo(demoAccounts.representative.email, /revenda|cadastro/i);
    expect(extractLinks(toRep).some((l) => l.startsWith(`${ORIGIN}/Painel/Resales`))).toBe(true);
    await mailTo(payload.email, /cadastro|revenda/i);

    const approve = await api('PATCH', `/resale/update/${signup.body.data.id}`, rep, {
      status: 'approved',
      reason: '',
      host: ORIGIN,
    });
    expect(approve.status).toBe(201);
    const approved = await mailTo(payload.email, /aprovad/i);
    await followPasswordLink(approved, payload.email);
  });

  it('sends the reason when a sign-up is rejected', async () => {
    const payload = resaleSignupPayload({ email: freshEmail('reprovada'), host: ORIGIN });
    const signup = await call(stack.apiUrl, 'POST', '/register/resale', { body: payload });
    const reject = await api('PATCH', `/resale/update/${signup.body.data.id}`, rep, {
      status: 'disapproved',
      reason: 'CNPJ sem atividade de revenda',
      host: ORIGIN,
    });
    expect(reject.status).toBe(200);
    const mail = await mailTo(payload.email, /reprovad|não aprovad|recusad/i);
    expect(mail.html).toContain('CNPJ sem atividade de revenda');
  });
});

describe('account e-mails', () => {
  it('sends a new seller the link to set a first password', async () => {
    const resale = (await login(stack.authUrl, demoAccounts.resale.email)).access_token;
    const email = `novo-vendedor-${Date.now()}@demo.com.br`;
    const created = await api('POST', '/seller', resale, {
      name: 'Novo Vendedor',
      email,
      phone: '(11) 9 5555-4444',
      host: ORIGIN,
    });
    expect(created.status).toBe(201);
    await followPasswordLink(await mailTo(email, /.+/), email);
  });

  it('sends the password reset link, which sets a new password', async () => {
    const reset = await call(stack.apiUrl, 'POST', '/auth/reset_password', {
      body: { company: DEFAULT_BRAND, redirect_url: `${ORIGIN}/recovery-password`, email: demoAccounts.support.email },
      headers: { origin: ORIGIN },
    });
    expect(reset.status).toBe(204);
    await followPasswordLink(await mailTo(demoAccounts.support.email, /senha/i), demoAccounts.support.email);
  });

  it('delivers the contact form to the brand’s contact address', async () => {
    const sent = await call(stack.apiUrl, 'POST', '/contact', {
      brand: DEFAULT_BRAND,
      body: {
        fullName: 'Joana Prado',
        email: 'joana@cliente.com.br',
        title: 'Dúvida',
        description: 'Como registro um projeto?',
      },
    });
    expect(sent.status).toBe(201);
    const mail = await mailTo('contato@scanora.com.br', /.+/);
    expect(mail.html).toContain('Como registro um projeto?');
    expect(mail.html).toContain('joana@cliente.com.br');
  });
});

/** The origin of the mail's link to the opportunity page, after checking that it links there. */
function opportunityLinkOrigin(mail: ReceivedMail, id: string): string {
  const link = extractLinks(mail).find((l) => new URL(l).pathname === `/Painel/Opportunities/${id}`);
  expect(link, mail.html).toBeTruthy();
  return new URL(link!).origin;
}

/** The mail to `address` about opportunity `id` whose subject matches. */
async function opportunityMail(address: string, subject: RegExp, id: string): Promise<ReceivedMail> {
  await flush();
  return smtp.waitFor(
    (m) => m.envelope.to.includes(address) && subject.test(m.subject) && m.html.includes(`/Painel/Opportunities/${id}`),
    5_000,
  );
}

/** Dates an opportunity back past its validity and runs the hourly job, which moves it to renovation. */
async function endValidity(id: string) {
  // Date this one opportunity back rather than moving the clock past the whole seed.
  await stack.db.query(
    "UPDATE api.opportunities SET created_at = created_at - interval '91 days', approve_date = approve_date - interval '91 days' WHERE id = $1",
    [id],
  );
  await runOpportunityJob({ db: stack.db, config: stack.config, clock, logger: createLogger('silent') } as never);
}

describe('opportunity e-mails', () => {
  it('follows an opportunity from creation through renovation and renewal, every link on the brand', async () => {
    const seller = (await login(stack.authUrl, demoAccounts.seller.email)).access_token;
    const created = await api('POST', '/opportunity/create', seller, opportunityPayload());
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const toRep = await opportunityMail(demoAccounts.representative.email, /Nova oportunidade/, id);
    expect(opportunityLinkOrigin(toRep, id)).toBe(ORIGIN);
    expect((await api('GET', `/opportunity/id/${id}`, rep)).status).toBe(200);

    expect(
      (
        await api('PATCH', `/opportunity/${id}`, rep, {
          status: 'approved',
          name: 'Projeto CD Contagem',
          probabilityClosing: 75,
        })
      ).status,
    ).toBe(200);
    const approved = await opportunityMail(demoAccounts.seller.email, /Oportunidade aprovada/, id);
    expect(opportunityLinkOrigin(approved, id)).toBe(ORIGIN);

    await endValidity(id);
    const renovation = await opportunityMail(demoAccounts.seller.email, /aguardando renovação/, id);
    expect(opportunityLinkOrigin(renovation, id)).toBe(ORIGIN);

    const request = await api('PATCH', `/opportunity/renovation/${id}/request`, seller, {
      reason: 'Piloto aprovado, compra em março',
      probabilityClosing: 75,
    });
    expect(request.status).toBe(200);
    const decided = await api('PATCH', `/opportunity/renovation/${id}`, rep, {
      status: 'approved',
      reason: '',
      probabilityClosing: 75,
      name: 'Projeto CD Contagem',
    });
    expect(decided.status).toBe(200);
    const renewed = await opportunityMail(demoAccounts.seller.email, /Renovação aprovada/, id);
    expect(opportunityLinkOrigin(renewed, id)).toBe(ORIGIN);
  });

  it('tells the owner why a renewal was rejected, with the link on the brand', async () => {
    const resale = (await login(stack.authUrl, demoAccounts.resale.email)).access_token;
    const created = await api('POST', '/opportunity/create', resale, opportunityPayload());
    const id = created.body.data.id as string;
    expect((await api('PATCH', `/opportunity/${id}`, rep, { status: 'approved', name: 'Projeto Norte' })).status).toBe(
      200,
    );
    await endValidity(id);
    const request = await api('PATCH', `/opportunity/renovation/${id}/request`, resale, {
      reason: 'Aguardando orçamento do cliente',
      probabilityClosing: 25,
    });
    expect(request.status).toBe(200);
    const rejected = await api('PATCH', `/opportunity/renovation/${id}`, rep, {
      status: 'disapproved',
      reason: 'Projeto parado há meses',
    });
    expect(rejected.status).toBe(200);
    const mail = await opportunityMail(demoAccounts.resale.email, /Renovação reprovada/, id);
    expect(mail.html).toContain('Projeto parado há meses');
    expect(opportunityLinkOrigin(mail, id)).toBe(ORIGIN);
  });

  it('tells the owner why an opportunity was rejected', async () => {
    const resale = (await login(stack.authUrl, demoAccounts.resale.email)).access_token;
    const created = await api('POST', '/opportunity/create', resale, opportunityPayload());
    const id = created.body.data.id as string;
    const reject = await api('PATCH', `/opportunity/${id}`, rep, {
      status: 'disapproved',
      reason: 'Cliente já atendido pela distribuidora',
    });
    expect(reject.status).toBe(200);
    const mail = await opportunityMail(demoAccounts.resale.email, /Oportunidade reprovada/, id);
    expect(mail.html).toContain('Cliente já atendido pela distribuidora');
    expect(opportunityLinkOrigin(mail, id)).toBe(ORIGIN);
  });
});

describe('links of a brand other than the first', () => {
  it('send the representatives into the brand of an opportunity created without an Origin', async () => {
    // PUBLIC_URL is http://localhost:<port>, whose bare host serves the first brand.
    const yep = `http://yep.localhost:${new URL(stack.config.publicUrl).port}`;
    const resale = (await login(stack.authUrl, demoAccounts.resale.email, 'yep')).access_token;
    const created = await call(stack.apiUrl, 'POST', '/opportunity/create', {
      token: resale,
      brand: 'yep',
      body: opportunityPayload({ company: 'yep', seller: '', sellerSalesforceId: null }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const toRep = await opportunityMail(demoAccounts.representative.email, /Nova oportunidade/, id);
    expect(opportunityLinkOrigin(toRep, id)).toBe(yep);

    // The hourly job has no page origin at all: the renovation mail still opens yep.
    const repYep = (await login(stack.authUrl, demoAccounts.representative.email, 'yep')).access_token;
    const approved = await call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, {
      token: repYep,
      brand: 'yep',
      body: { status: 'approved', name: 'Projeto Yep' },
    });
    expect(approved.status).toBe(200);
    await endValidity(id);
    const renovation = await opportunityMail(demoAccounts.resale.email, /aguardando renovação/, id);
    expect(opportunityLinkOrigin(renovation, id)).toBe(yep);
  });
});

describe('mail server down', () => {
  it('lets the user’s action succeed and delivers once the server is back', async () => {
    await smtp.stop();
    const reset = await call(stack.apiUrl, 'POST', '/auth/reset_password', {
      body: { company: DEFAULT_BRAND, redirect_url: '', email: demoAccounts.resale.email },
    });
    expect(reset.status).toBe(204);
    await flush();
    expect(
      smtp.messages.some((m) => m.envelope.to.includes(demoAccounts.resale.email) && /senha/i.test(m.subject)),
    ).toBe(false);

    await smtp.start();
    clock.set(new Date(clock.now().getTime() + 3_600_000));
    const mail = await mailTo(demoAccounts.resale.email, /senha/i);
    expect(extractLinks(mail).some((l) => l.includes('/recovery-password?token='))).toBe(true);
    await flush();
    const copies = smtp.messages.filter(
      (m) => m.envelope.to.includes(demoAccounts.resale.email) && /senha/i.test(m.subject),
    );
    expect(copies).toHaveLength(1);
  });
});
