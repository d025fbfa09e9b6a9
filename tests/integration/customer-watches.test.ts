/**
 * The waiting list for protected customers (design section 16), through the gateway and the real services: a
 * reseller refused as protected asks "avise-me quando liberar" (once, however often it asks), representatives see how
 * many wait and never who, and each way a protection lapses (refused, renewal refused, expired by the job, deleted)
 * e-mails everyone waiting for that CNPJ root in the brand, in the order they asked, with the registration form's
 * link; the holder is named nowhere. Requests end after 180 days.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_WATCH_DAYS } from '../../server/services/api/watches/watch.js';
import { DAY_MS } from '../../shared/time.js';
import type { Browser, TestGateway } from '../fixtures/gateway.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { call } from '../fixtures/http.js';
import { demoAccounts } from '../fixtures/stack.js';
import {
  createOpportunity,
  manualClock,
  newCustomer,
  runJobOn,
  startOpportunityGateway,
  type Tokens,
} from './opportunities-fixture.js';

const WATCH = `mutation($cnpj: String!) {
  watchCustomer(input: { cnpj: $cnpj }) { watch { id cnpj requestedAt expiresAt } alreadyWatching }
}`;
const UNWATCH = 'mutation($id: ID!) { unwatchCustomer(input: { id: $id }) { id } }';
const WATCHES = 'query { customerWatches { id cnpj requestedAt expiresAt } }';
const COUNT = 'query($id: ID!) { opportunity(id: $id) { customerWatchCount } }';
const REJECT =
  'mutation($id: ID!) { rejectOpportunity(input: { id: $id, reason: "Sem orçamento" }) { opportunity { status } } }';
const PASSWORD = 'Senha@2026';

let g: TestGateway;
let t: Tokens;
const as = {} as Record<'resale' | 'seller' | 'representative' | 'other', Browser>;
let other: { email: string; name: string };

/** A second seller of the demo resale, signed in: a third person who may wait for a customer. */
async function newSignedInSeller(name: string) {
  const email = `espera-${crypto.randomUUID().slice(0, 8)}@demo.com.br`;
  const created = await as.resale.gql(
    'mutation($input: CreateSellerInput!) { createSeller(input: $input) { seller { id } } }',
    { input: { name, email, phone: '(11) 9 4444-3333' } },
  );
  expect(created.errors).toBeUndefined();
  const [mail] = await g.stack.db.query<{ content: string }>(
    `SELECT content FROM api.mail_outbox WHERE $1 = ANY(recipients) AND content LIKE '%token=%'`,
    [email],
  );
  const token = decodeURIComponent(/[?&]token=([^"&<\s]+)/.exec(mail.content)![1]);
  const set = await g
    .browser()
    .gql('mutation($input: SetPasswordWithTokenInput!) { setPasswordWithToken(input: $input) { passwordSet } }', {
      input: { token, password: PASSWORD },
    });
  expect(set.errors).toBeUndefined();
  return { email, name, browser: await g.signIn(email, { password: PASSWORD }) };
}

beforeAll(async () => {
  ({ g, tokens: t } = await startOpportunityGateway());
  as.resale = await g.signIn(demoAccounts.resale.email);
  as.seller = await g.signIn(demoAccounts.seller.email);
  as.representative = await g.signIn(demoAccounts.representative.email);
  const second = await newSignedInSeller('Wanda Espera');
  other = second;
  as.other = second.browser;
});

afterAll(async () => {
  await g?.stop();
});

/** The "customer released" mails of a CNPJ root (or of one CNPJ), in the order the dispatcher sends them. */
const releasedMails = (cnpj: string) =>
  g.stack.db.query<{ recipients: string[]; subject: string; content: string }>(
    `SELECT recipients, subject, content FROM api.mail_outbox
     WHERE kind = 'customer-released' AND content LIKE $1 ORDER BY next_attempt_at, id`,
    [`%cnpj=${cnpj}%`],
  );

/** The holder (the demo seller) registers a fresh customer; returns its id and CNPJs. */
async function protectedCustomer() {
  const customer = newCustomer();
  const id = await createOpportunity(g.stack, t.seller, {}, customer.cnpj);
  return { id, ...customer };
}

const watch = async (browser: Browser, cnpj: string) => {
  const reply = await browser.gql(WATCH, { cnpj });
  expect(reply.errors).toBeUndefined();
  return reply.data.watchCustomer as {
    watch: { id: string; cnpj: string; expiresAt: string };
    alreadyWatching: boolean;
  };
};

/** Nothing a waiting reseller receives may name who holds the customer. */
function expectHolderUnnamed(text: string) {
  for (const word of [demoAccounts.seller.name, demoAccounts.seller.email, 'Paula Prime']) {
    expect(text).not.toContain(word);
  }
}

describe('asking to be told', () => {
  it('follows a refusal as protected; asking twice is one request; only the requester sees it', async () => {
    const customer = await protectedCustomer();
    const refused = await as.resale.gql(CREATE_OPPORTUNITY, { i: createOpportunityInput({ cnpj: customer.branch() }) });
    expect(refused.errors?.[0].extensions?.code).toBe('LOCKED');

    const first = await watch(as.resale, customer.branch());
    const again = await watch(as.resale, customer.cnpj);

    expect(first.alreadyWatching).toBe(false);
    expect(first.watch.cnpj).toBe(customer.branch());
    expect(again).toEqual({ watch: first.watch, alreadyWatching: true });
    expect(new Date(first.watch.expiresAt).getTime()).toBe(
      g.stack.clock.now().getTime() + CUSTOMER_WATCH_DAYS * DAY_MS,
    );
    const mine = await as.resale.gql(WATCHES);
    expect(mine.data.customerWatches.filter((w: { id: string }) => w.id === first.watch.id)).toHaveLength(1);
    expect((await as.other.gql(WATCHES)).data.customerWatches).not.toContainEqual(
      expect.objectContaining({ id: first.watch.id }),
    );
    expectHolderUnnamed(JSON.stringify([first, mine.data]));
  });

  it('names the customer and until when it is protected (the refusal’s date), never who holds it', async () => {
    const customer = await protectedCustomer();
    const { watch: asked } = await watch(as.other, customer.branch());
    const [stored] = await g.stack.db.query<{ corporate_name: string }>(
      'SELECT corporate_name FROM api.opportunities WHERE id = $1',
      [customer.id],
    );
    const protection = await as.other.gql('query($c: String!) { customerProtection(cnpj: $c) { protectedUntil } }', {
      c: customer.branch(),
    });

    const listed = await as.other.gql(
      'query { customerWatches { id cnpj companyName protectedUntil requestedAt expiresAt } }',
    );

    const mine = listed.data.customerWatches.find((w: { id: string }) => w.id === asked.id);
    expect(mine).toEqual({
      id: asked.id,
      cnpj: customer.branch(),
      companyName: stored.corporate_name,
      protectedUntil: protection.data.customerProtection.protectedUntil,
      requestedAt: expect.any(String),
      expiresAt: asked.expiresAt,
    });
    expect(mine.protectedUntil).not.toBeNull();
    // The REST reply too: every field of it, not only those GraphQL selects.
    const rest = await call(g.stack.apiUrl, 'GET', '/customer-watch', { token: t.resale });
    expect(rest.status).toBe(200);
    const [holder] = await g.stack.db.query<{ user_id: string; owner_name: string | null }>(
      'SELECT user_id::text, owner_name FROM api.opportunities WHERE id = $1',
      [customer.id],
    );
    for (const text of [JSON.stringify(listed.data), JSON.stringify(rest.body)]) {
      expectHolderUnnamed(text);
      expect(text).not.toContain(holder.user_id);
    }
  });

  it('refuses bad input, a free customer, other roles, and another person’s request, each with its code', async () => {
    const invalid = await as.resale.gql(WATCH, { cnpj: '11.222.333/0001-00' });
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { cnpj: 'Verifique o cnpj digitado' },
    });
    const free = await as.resale.gql(WATCH, { cnpj: newCustomer().cnpj });
    expect(free.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(free.errors?.[0].message).toMatch(/não está protegido/);

    const customer = await protectedCustomer();
    expect((await as.representative.gql(WATCH, { cnpj: customer.cnpj })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const forbidden = await call(g.stack.apiUrl, 'POST', '/customer-watch', {
      token: t.support,
      body: { cnpj: customer.cnpj },
    });
    expect(forbidden.status).toBe(403);

    const { watch: theirs } = await watch(as.other, customer.cnpj);
    const notMine = await as.resale.gql(UNWATCH, { id: theirs.id });
    expect(notMine.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const cancelled = await as.other.gql(UNWATCH, { id: theirs.id });
    expect(cancelled.data.unwatchCustomer).toEqual({ id: theirs.id });
    expect((await as.other.gql(UNWATCH, { id: theirs.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('shows representatives how many wait, and nobody else', async () => {
    const customer = await protectedCustomer();
    await watch(as.resale, customer.cnpj);
    await watch(as.other, customer.branch(3));
    await watch(as.other, customer.cnpj);

    const seen = await as.representative.gql(COUNT, { id: customer.id });
    expect(seen.data.opportunity).toEqual({ customerWatchCount: 2 });
    const holder = await as.seller.gql(COUNT, { id: customer.id });
    expect(holder.data.opportunity).toEqual({ customerWatchCount: null });
  });
});

describe('a protection that lapses', () => {
  it('refused by a representative: everyone waiting is e-mailed in the order asked, the holder unnamed', async () => {
    const customer = await protectedCustomer();
    await watch(as.other, customer.branch());
    const clock = manualClock(g.stack);
    clock.set(new Date(clock.now().getTime() + 1_000));
    await watch(as.resale, customer.cnpj);

    const rejected = await as.representative.gql(REJECT, { id: customer.id });
    expect(rejected.errors).toBeUndefined();

    const mails = await releasedMails(customer.root);
    expect(mails.map((m) => m.recipients)).toEqual([[other.email], [demoAccounts.resale.email]]);
    const [first] = mails;
    expect(first.content).toContain(`/Painel/Opportunities/registration?cnpj=${customer.branch()}`);
    expect(first.subject).toContain('Cliente liberado');
    for (const m of mails) expectHolderUnnamed(`${m.subject} ${m.content}`);
    // Told once: the requests ended, and the customer can now be registered.
    expect((await as.resale.gql(WATCHES)).data.customerWatches).not.toContainEqual(
      expect.objectContaining({ cnpj: customer.cnpj }),
    );
    const registered = await as.resale.gql(CREATE_OPPORTUNITY, { i: createOpportunityInput({ cnpj: customer.cnpj }) });
    expect(registered.errors).toBeUndefined();
  });

  it('waits on while another registration still protects the customer', async () => {
    const customer = await protectedCustomer();
    // A second live registration of the same root, as an older data set may hold (creation refuses it today).
    const second = await createOpportunity(g.stack, t.seller);
    await g.stack.db.query('UPDATE api.opportunities SET cnpj_root = $1 WHERE id = $2', [customer.root, second]);
    await watch(as.resale, customer.cnpj);

    expect((await as.representative.gql(REJECT, { id: customer.id })).errors).toBeUndefined();
    expect(await releasedMails(customer.cnpj)).toEqual([]);

    expect((await as.representative.gql(REJECT, { id: second })).errors).toBeUndefined();
    expect((await releasedMails(customer.cnpj)).map((m) => m.recipients)).toEqual([[demoAccounts.resale.email]]);
  });

  it('ends, without a mail, the request of a seller deactivated meanwhile', async () => {
    const gone = await newSignedInSeller('Vera Saiu');
    const customer = await protectedCustomer();
    await watch(gone.browser, customer.cnpj);
    await watch(as.resale, customer.branch());
    const [seller] = await g.stack.db.query<{ id: string }>('SELECT id FROM api.sellers WHERE email = $1', [
      gone.email,
    ]);
    const deactivated = await as.resale.gql(
      'mutation($input: DeactivateSellerInput!) { deactivateSeller(input: $input) { sellerId } }',
      { input: { id: seller.id } },
    );
    expect(deactivated.errors).toBeUndefined();

    expect((await as.representative.gql(REJECT, { id: customer.id })).errors).toBeUndefined();

    expect((await releasedMails(customer.root)).map((m) => m.recipients)).toEqual([[demoAccounts.resale.email]]);
    expect(await g.stack.db.query('SELECT id FROM api.customer_watches WHERE cnpj_root = $1', [customer.root])).toEqual(
      [],
    );
  });

  it('by a renewal refused', async () => {
    const customer = await protectedCustomer();
    await watch(as.resale, customer.cnpj);
    await g.stack.db.query(
      `UPDATE api.opportunities SET status = 'awaiting_renovation', request_renovation_at = $2 WHERE id = $1`,
      [customer.id, g.stack.clock.now()],
    );
    const refused = await call(g.stack.apiUrl, 'PATCH', `/opportunity/renovation/${customer.id}`, {
      token: t.representative,
      body: { status: 'disapproved', reason: 'Sem evolução' },
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data.status).toBe('expired');
    expect((await releasedMails(customer.cnpj)).map((m) => m.recipients)).toEqual([[demoAccounts.resale.email]]);
  });

  it('by the job: an expiry at the end of the grace period, and a deletion', async () => {
    const expiring = await protectedCustomer();
    const deleted = await protectedCustomer();
    await watch(as.other, expiring.cnpj);
    await watch(as.resale, deleted.cnpj);
    const longAgo = new Date(g.stack.clock.now().getTime() - (g.stack.config.renewalGraceDays + 1) * DAY_MS);
    await g.stack.db.query(`UPDATE api.opportunities SET status = 'renovation', renovation_at = $2 WHERE id = $1`, [
      expiring.id,
      longAgo,
    ]);
    // Opportunities are deleted only by an operator's SQL: no transaction of the portal sees it happen.
    await g.stack.db.query('UPDATE api.opportunities SET is_deleted = true WHERE id = $1', [deleted.id]);

    const result = await runJobOn(g.stack);

    expect(result?.expired).toBeGreaterThanOrEqual(1);
    expect(result?.watches.released).toBeGreaterThanOrEqual(1);
    expect((await releasedMails(expiring.cnpj)).map((m) => m.recipients)).toEqual([[other.email]]);
    expect((await releasedMails(deleted.cnpj)).map((m) => m.recipients)).toEqual([[demoAccounts.resale.email]]);
  });
});

describe('180 days', () => {
  it('end a request without a mail, by the job', async () => {
    const customer = await protectedCustomer();
    const { watch: w } = await watch(as.resale, customer.cnpj);
    manualClock(g.stack).advanceDays(CUSTOMER_WATCH_DAYS);

    const result = await runJobOn(g.stack);

    expect(result?.watches.expired).toBeGreaterThanOrEqual(1);
    expect(await g.stack.db.query('SELECT id FROM api.customer_watches WHERE id = $1', [w.id])).toEqual([]);
    expect(await releasedMails(customer.cnpj)).toEqual([]);
  });
});
