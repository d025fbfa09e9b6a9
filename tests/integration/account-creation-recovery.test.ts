/**
 * A seller creation or a resale approval killed half-way (after the authenticator created the login, before
 * the API wrote the seller or the approval) is finished by the reseller's retry, the representative's re-approval or
 * the recovery after a restart, with one row, one history row and one invitation whose link works; a creation that
 * cannot complete is undone and its e-mail freed. The e-mail is never reported as taken for a crashed creation.
 *
 * A crash is the API process dying right after (or before) one authenticator call: the creation runs here with an
 * authenticator client whose call never returns, so nothing after it runs, as if the process had been killed.
 */
import crypto from 'node:crypto';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { createLogger } from '../../server/lib/logger.js';
import type { Role } from '../../server/lib/roles.js';
import { SERVICE_KEY_HEADER } from '../../server/lib/service-auth.js';
import { recoverAccountCreations, startAccountRecovery } from '../../server/services/api/accounts/recovery.js';
import { type AuthClient, createAuthClient } from '../../server/services/api/clients/auth-client.js';
import type { ApiContext } from '../../server/services/api/context.js';
import { approveResale } from '../../server/services/api/resales/decision.js';
import { createSeller } from '../../server/services/api/sellers/create.js';
import type { Viewer } from '../../server/services/api/viewer.js';
import { call, login } from '../fixtures/http.js';
import { resaleSignupPayload } from '../fixtures/resale.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

const LEASE_SECONDS = 2;
const HOST = 'http://scanora.localhost:4000';
const EMAIL_IN_USE = 'O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!';

let stack: Stack;
let clock: ManualClock;
let realAuth: AuthClient;
const tokens = {} as Record<'rep' | 'resale', string>;

beforeAll(async () => {
  stack = await startStack({ env: { ACCOUNT_LEASE_SECONDS: String(LEASE_SECONDS) } });
  clock = stack.clock as ManualClock;
  realAuth = createAuthClient(stack.authUrl, stack.config.serviceKey);
  tokens.rep = (await login(stack.authUrl, demoAccounts.representative.email)).access_token;
  tokens.resale = (await login(stack.authUrl, demoAccounts.resale.email)).access_token;
});

afterAll(() => stack?.stop());

const freshEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@demo.com.br`;
const api = (token: string | undefined, method: string, path: string, body?: unknown) =>
  call(stack.apiUrl, method, path, { token, brand: DEFAULT_BRAND, body });
const internal = (method: string, path: string, body?: unknown) =>
  call(stack.authUrl, method, path, { body, headers: { [SERVICE_KEY_HEADER]: stack.config.serviceKey } });

/** The main API's context as its process builds it, with the authenticator client given. */
const apiContext = (auth: AuthClient) =>
  ({
    db: stack.db,
    config: stack.config,
    clock,
    logger: createLogger('silent'),
    limiter: stack.limiter,
    auth,
  }) as unknown as ApiContext;

const pageRequest = { body: { host: HOST }, get: () => undefined } as unknown as Request;
const viewer = (account: { id: string; name: string; email: string }, role: Role): Viewer => ({
  ...account,
  brand: DEFAULT_BRAND,
  roles: [role],
  exp: 0,
  token: '',
});

type Step = 'createUser' | 'issuePasswordToken';

/**
 * Runs `action` in a process that dies at `step`: once that authenticator call has been made (or, with `before`,
 * just before making it), nothing else happens. Resolves when the process is dead.
 */
async function crashAt(step: Step, action: (ctx: ApiContext) => Promise<unknown>, when: 'after' | 'before' = 'after') {
  let died!: () => void;
  const dead = new Promise<void>((resolve) => {
    died = resolve;
  });
  const never = new Promise<never>(() => {});
  const dying: AuthClient = {
    ...realAuth,
    [step]: async (...args: unknown[]) => {
      if (when === 'after') await (realAuth[step] as (...a: unknown[]) => Promise<unknown>)(...args);
      died();
      return never;
    },
  };
  let failure: unknown;
  action(apiContext(dying)).catch((err) => {
    failure = err;
    died();
  });
  await dead;
  if (failure) throw failure;
}

/** The leases of the dead process run out (its requests are surely gone). */
const afterLeases = () => clock.set(new Date(clock.now().getTime() + (LEASE_SECONDS + 1) * 1000));
const recover = () => recoverAccountCreations(apiContext(realAuth));

const sellerInput = (email: string) => ({ name: 'Carla Caída', email, phone: '11944443333', host: HOST });
const crashSellerCreation = (email: string, step: Step, when?: 'after' | 'before') =>
  crashAt(
    step,
    (ctx) => createSeller(ctx, pageRequest, viewer(demoAccounts.resale, 'RESALE'), sellerInput(email)),
    when,
  );

const sellerRows = (email: string) =>
  stack.db.query<{ id: string; resale_user_id: string; name: string }>(
    'SELECT id, resale_user_id, name FROM api.sellers WHERE lower(email) = lower($1)',
    [email],
  );
const historyOf = (id: string) =>
  stack.db.query<{ action_type: string; user_id: string; username: string }>(
    'SELECT action_type, user_id, username FROM api.history WHERE type_id = $1',
    [id],
  );
const mailsTo = (email: string) =>
  stack.db.query<{ kind: string; content: string }>(
    'SELECT kind, content FROM api.mail_outbox WHERE $1 = ANY(recipients) ORDER BY created_at',
    [email],
  );
const identityOf = async (email: string) => {
  const res = await internal('GET', `/internal/users/by-email?email=${encodeURIComponent(email)}`);
  return res.status === 200 ? (res.body as { id: string; roles: unknown[] }) : undefined;
};
const tokenIn = (content: string) => decodeURIComponent(/[?&]token=([^"&<\s]+)/.exec(content)![1]);

/** Exactly one e-mail went to `email`, an invitation whose link sets the password; the login then works. */
async function expectOneWorkingInvite(email: string, brand = DEFAULT_BRAND) {
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0].content).toContain(`${HOST}/recovery-password?token=`);
  const set = await call(stack.apiUrl, 'POST', '/auth/reset_password/confirm', {
    body: { token: tokenIn(mails[0].content), password: 'Senha@2026' },
  });
  expect(set.status).toBe(204);
  return login(stack.authUrl, email, brand, 'Senha@2026');
}

/** A seller of the demo reseller is listed nowhere (lists, name search) while its creation is not complete. */
async function expectListedNowhere(email: string) {
  const own = await api(tokens.resale, 'GET', '/seller/all?amount=99999&page=1');
  const brand = await api(tokens.rep, 'GET', `/representative/all?amount=99999&page=1&brand=${DEFAULT_BRAND}`);
  const named = await api(tokens.rep, 'GET', '/seller/name?amount=99999&page=1&name=Carla');
  for (const rows of [own.body.result, brand.body.result, named.body.data]) {
    expect(rows.some((s: { email: string }) => s.email === email)).toBe(false);
  }
}

describe('a seller creation killed after the login was created', () => {
  it('is completed by the reseller retrying it: one seller, one history row, one invitation that works', async () => {
    const email = freshEmail('retry');
    await crashSellerCreation(email, 'createUser');
    const identity = await identityOf(email);
    expect(identity).toBeDefined();
    await expectListedNowhere(email);

    // Retried at once, while the dead request's lease runs: not "e-mail taken", just not yet.
    const early = await api(tokens.resale, 'POST', '/seller', sellerInput(email));
    expect(early.status).not.toBe(409);
    expect(early.body).toMatchObject({ code: 'LOCKED' });
    expect(early.body.message).not.toBe(EMAIL_IN_USE);

    afterLeases();
    const retried = await api(tokens.resale, 'POST', '/seller', sellerInput(email));
    expect(retried.status).toBe(201);
    expect(retried.body.data).toEqual({
      id: identity!.id,
      name: 'Carla Caída',
      email,
      phone: '11944443333',
      active: true,
    });
    expect(await sellerRows(email)).toEqual([
      { id: identity!.id, resale_user_id: demoAccounts.resale.id, name: 'Carla Caída' },
    ]);
    expect(await historyOf(identity!.id)).toEqual([
      { action_type: 'create', user_id: demoAccounts.resale.id, username: demoAccounts.resale.name },
    ]);

    // Retried once more (a reply that got lost): the same seller, no second invitation.
    const again = await api(tokens.resale, 'POST', '/seller', sellerInput(email));
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(identity!.id);
    const session = await expectOneWorkingInvite(email);
    const payload = await api(session.access_token, 'GET', '/auth/payload');
    expect(payload.body.payload).toMatchObject({ id: identity!.id, name: 'Carla Caída' });
  });

  it('is completed by the recovery after a restart, without a retry', async () => {
    const email = freshEmail('restart');
    await crashSellerCreation(email, 'issuePasswordToken');
    const identity = await identityOf(email);

    // The dead process's lease still runs: a recovery now leaves it alone.
    expect(await recover()).toEqual({ completed: 0, undone: 0, failed: 0 });
    expect(await sellerRows(email)).toEqual([]);
    // A reset link for a login still being created is refused like an unknown e-mail.
    const reset = await call(stack.apiUrl, 'POST', '/auth/reset_password', {
      body: { company: DEFAULT_BRAND, email },
    });
    expect(reset.status).toBe(404);

    afterLeases();
    expect(await recover()).toEqual({ completed: 1, undone: 0, failed: 0 });
    expect(await sellerRows(email)).toEqual([
      { id: identity!.id, resale_user_id: demoAccounts.resale.id, name: 'Carla Caída' },
    ]);
    expect(await historyOf(identity!.id)).toHaveLength(1);
    await expectOneWorkingInvite(email);
    // The reseller's retry, after the recovery did the work, gets its seller back: never "e-mail taken".
    const retried = await api(tokens.resale, 'POST', '/seller', sellerInput(email));
    expect(retried.status).toBe(201);
    expect(retried.body.data.id).toBe(identity!.id);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is recovered by a restarted API as soon as the dead lease ends, not at the next hourly run', async () => {
    const email = freshEmail('agendada');
    await crashSellerCreation(email, 'createUser');
    const stop = startAccountRecovery(apiContext(realAuth));
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(await sellerRows(email)).toEqual([]);
      afterLeases();
      await expect
        .poll(() => sellerRows(email), { timeout: (LEASE_SECONDS + 4) * 1000, interval: 100 })
        .toHaveLength(1);
    } finally {
      await stop();
    }
    await expectOneWorkingInvite(email);
  });
});

describe('a login left without a seller row before this fix', () => {
  it('is taken over by the same reseller adding that e-mail again, not refused as taken', async () => {
    const email = freshEmail('orfa');
    const left = await internal('POST', '/internal/users', {
      name: 'Carla Caída',
      email,
      parentId: demoAccounts.resale.id,
      roles: [{ name: 'SELLER', data: { brand: DEFAULT_BRAND } }],
    });
    expect(left.status).toBe(201);
    const res = await api(tokens.resale, 'POST', '/seller', sellerInput(email));
    expect(res.status).toBe(201);
    expect(res.body.data.id).toBe(left.body.id);
    expect(await sellerRows(email)).toHaveLength(1);
    await expectOneWorkingInvite(email);
  });
});

describe('a seller creation that cannot complete', () => {
  it('is undone by the recovery: the login it created is reclaimed and the e-mail is free again', async () => {
    const { resaleId, viewer: other } = await secondReseller();
    const email = freshEmail('desfeita');
    await crashAt('createUser', (ctx) => createSeller(ctx, pageRequest, other, sellerInput(email)));
    expect(await identityOf(email)).toBeDefined();
    // Another reseller's creation of that e-mail is under way: for this reseller the e-mail is taken.
    const meanwhile = await api(tokens.resale, 'POST', '/seller', sellerInput(email));
    expect(meanwhile.status).toBe(409);

    // The reseller loses its resale before anyone finishes the creation (no call does that: the test writes it).
    await stack.db.query(`UPDATE api.resales SET status = 'disapproved' WHERE id = $1`, [resaleId]);
    afterLeases();
    expect(await recover()).toEqual({ completed: 0, undone: 1, failed: 0 });
    expect(await identityOf(email)).toBeUndefined();
    expect(await stack.db.query('SELECT 1 FROM api.account_creations WHERE lower(email) = $1', [email])).toEqual([]);
    expect(await sellerRows(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);

    const reused = await api(tokens.resale, 'POST', '/seller', sellerInput(email));
    expect(reused.status).toBe(201);
    await expectOneWorkingInvite(email);
  });

  it('is undone when the e-mail went to someone else before the login was created', async () => {
    const email = freshEmail('tomada');
    await crashSellerCreation(email, 'createUser', 'before');
    const taken = await internal('POST', '/internal/users', { name: 'Outra Pessoa', email, roles: [] });
    expect(taken.status).toBe(201);

    afterLeases();
    expect(await recover()).toEqual({ completed: 0, undone: 1, failed: 0 });
    expect(await identityOf(email)).toMatchObject({ id: taken.body.id });
    expect(await sellerRows(email)).toEqual([]);
    const retried = await api(tokens.resale, 'POST', '/seller', sellerInput(email));
    expect(retried.status).toBe(409);
    expect(retried.body.message).toBe(EMAIL_IN_USE);
  });
});

describe('a resale approval killed half-way', () => {
  const signup = async () => {
    const body = resaleSignupPayload({ email: freshEmail('aprovacao'), host: HOST });
    const res = await call(stack.apiUrl, 'POST', '/register/resale', { body });
    expect(res.status).toBe(201);
    return { id: res.body.data.id as string, email: body.email as string };
  };
  const crashApproval = (id: string, step: Step) =>
    crashAt(step, (ctx) => approveResale(ctx, pageRequest, viewer(demoAccounts.representative, 'REPRESENTATIVE'), id));
  const statusOf = async (id: string) =>
    (await stack.db.query<{ status: string }>('SELECT status FROM api.resales WHERE id = $1', [id]))[0].status;

  it('stays in analysis, refuses a rejection, and is completed by a re-approval with the login it created', async () => {
    const { id, email } = await signup();
    await crashApproval(id, 'createUser');
    const identity = await identityOf(email);
    expect(identity).toBeDefined();
    expect(await statusOf(id)).toBe('analysis');

    const rejected = await api(tokens.rep, 'PATCH', `/resale/update/${id}`, { status: 'disapproved', reason: 'x' });
    expect(rejected.status).toBe(423);
    const early = await api(tokens.rep, 'PATCH', `/resale/update/${id}`, { status: 'approved', host: HOST });
    expect(early.status).toBe(423);

    afterLeases();
    const approved = await api(tokens.rep, 'PATCH', `/resale/update/${id}`, { status: 'approved', host: HOST });
    expect(approved.status).toBe(201);
    const [row] = await stack.db.query<{ status: string; owner_user_id: string }>(
      'SELECT status, owner_user_id FROM api.resales WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'approved', owner_user_id: identity!.id });
    expect(await historyOf(id)).toHaveLength(2); // the sign-up and its approval
    await expectOneResaleInvite(email);
  });

  it('is completed by the recovery after a restart, in the name of the representative who approved', async () => {
    const { id, email } = await signup();
    await crashApproval(id, 'issuePasswordToken');
    afterLeases();
    expect(await recover()).toEqual({ completed: 1, undone: 0, failed: 0 });
    const [row] = await stack.db.query<{ status: string; decided_by: string }>(
      'SELECT status, decided_by FROM api.resales WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'approved', decided_by: demoAccounts.representative.id });
    const history = await historyOf(id);
    expect(history).toContainEqual({
      action_type: 'update',
      user_id: demoAccounts.representative.id,
      username: demoAccounts.representative.name,
    });
    await expectOneResaleInvite(email);
  });

  /** The applicant got the sign-up mail, then exactly one approval mail whose link works on the brand. */
  async function expectOneResaleInvite(email: string) {
    const approvals = (await mailsTo(email)).filter((m) => m.kind === 'resale-approved');
    expect(approvals).toHaveLength(1);
    const set = await call(stack.apiUrl, 'POST', '/auth/reset_password/confirm', {
      body: { token: tokenIn(approvals[0].content), password: 'Revenda@2026' },
    });
    expect(set.status).toBe(204);
    await expect(login(stack.authUrl, email, DEFAULT_BRAND, 'Revenda@2026')).resolves.toHaveProperty('access_token');
  }
});

/** Another approved reseller on the brand, through sign-up, approval and its invitation. */
async function secondReseller() {
  const body = resaleSignupPayload({ email: freshEmail('outra-revenda'), host: HOST, contactName: 'Otávio Outra' });
  const res = await call(stack.apiUrl, 'POST', '/register/resale', { body });
  const resaleId = res.body.data.id as string;
  expect(
    (await api(tokens.rep, 'PATCH', `/resale/update/${resaleId}`, { status: 'approved', host: HOST })).status,
  ).toBe(201);
  const invite = (await mailsTo(body.email)).find((m) => m.kind === 'resale-approved')!;
  await call(stack.apiUrl, 'POST', '/auth/reset_password/confirm', {
    body: { token: tokenIn(invite.content), password: 'Revenda@2026' },
  });
  const { access_token: token } = await login(stack.authUrl, body.email, DEFAULT_BRAND, 'Revenda@2026');
  const me = (await api(token, 'GET', '/auth/payload')).body.payload;
  return { resaleId, viewer: viewer({ id: me.id, name: me.name, email: body.email }, 'RESALE') };
}
