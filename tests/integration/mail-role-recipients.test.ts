/**
 * Notifications to the brand's representatives are addressed to their role and resolved when sent (design section 4:
 * mail problems delay mail, never fail the user's action): an authenticator that cannot answer neither fails the
 * registration nor loses its mail, which reaches the representatives once the authenticator is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { createLogger } from '../../server/lib/logger.js';
import { createAuthClient } from '../../server/services/api/clients/auth-client.js';
import { type DispatchDeps, dispatchDue } from '../../server/services/api/mail/dispatcher.js';
import { enqueueMail } from '../../server/services/api/mail/outbox.js';
import { call, login } from '../fixtures/http.js';
import { opportunityPayload } from '../fixtures/opportunity.js';
import { freshEmail, resaleSignupPayload } from '../fixtures/resale.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
let clock: ManualClock;
let deps: DispatchDeps;
let seller: string;

beforeAll(async () => {
  stack = await startStack();
  clock = stack.clock as ManualClock;
  deps = {
    db: stack.db,
    config: stack.config,
    clock,
    logger: createLogger('silent'),
    auth: createAuthClient(stack.authUrl, stack.config.serviceKey),
  };
  seller = (await login(stack.authUrl, demoAccounts.seller.email)).access_token;
  // One verified call while the authenticator is up: the API keeps its signing keys (JWKS) from then on.
  expect((await call(stack.apiUrl, 'POST', '/opportunity/create', createBody())).status).toBe(201);
  await dispatchDue(deps);
});

afterAll(async () => {
  await stack?.startAuthServer();
  await stack?.stop();
});

function createBody() {
  return { token: seller, brand: DEFAULT_BRAND, body: opportunityPayload() };
}

interface OutboxRow {
  id: string;
  subject: string;
  attempts: number;
  sent_at: Date | null;
  last_error: string | null;
}

const outboxRow = async (kind: string, contentPart: string) =>
  (
    await stack.db.query<OutboxRow>(
      'SELECT id, subject, attempts, sent_at, last_error FROM api.mail_outbox WHERE kind = $1 AND content LIKE $2',
      [kind, `%${contentPart}%`],
    )
  )[0];

/** What the mailer queued with `subject` (and, when given, content carrying `contentPart`). */
const handedOver = (subject: string, contentPart = '') =>
  stack.db.query<{ recipients: string[] }>(
    'SELECT recipients FROM mailer.messages WHERE subject = $1 AND content LIKE $2',
    [subject, `%${contentPart}%`],
  );

const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

describe('authenticator unreachable', () => {
  it('registers the opportunity and the sign-up, and mails the representatives once it answers again', async () => {
    const applicant = resaleSignupPayload({ email: freshEmail('sem-autenticador') });
    const signup = await call(stack.apiUrl, 'POST', '/register/resale', { body: applicant });
    expect(signup.status).toBe(201);

    await stack.stopAuthServer();
    const created = await call(stack.apiUrl, 'POST', '/opportunity/create', createBody());
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    // A sign-up needs the authenticator to tell whether the e-mail already has an account: refused, not failed.
    const refused = await call(stack.apiUrl, 'POST', '/register/resale', {
      body: resaleSignupPayload({ email: freshEmail('recusada') }),
    });
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('SERVICE_UNAVAILABLE');

    await dispatchDue(deps);
    const waiting = [
      { row: await outboxRow('opportunity-created', id), marker: id },
      { row: await outboxRow('resale-signup-representatives', applicant.email), marker: applicant.email },
    ];
    for (const { row, marker } of waiting) {
      expect(row).toMatchObject({ attempts: 1, sent_at: null });
      expect(row.last_error).toMatch(/authenticator/);
      expect(await handedOver(row.subject, marker)).toEqual([]);
    }
    // The applicant's own notice has a fixed address and goes on regardless.
    const [received] = await stack.db.query<OutboxRow>(
      "SELECT sent_at FROM api.mail_outbox WHERE kind = 'resale-signup-received' AND $1 = ANY(recipients)",
      [applicant.email],
    );
    expect(received.sent_at).not.toBeNull();

    // Retried with the mailer's backoff while the authenticator stays down: counted, kept, not handed over.
    advance(5_000);
    await dispatchDue(deps);
    for (const { row } of waiting) {
      const [again] = await stack.db.query<OutboxRow>('SELECT attempts, sent_at FROM api.mail_outbox WHERE id = $1', [
        row.id,
      ]);
      expect(again).toMatchObject({ attempts: 2, sent_at: null });
    }

    await stack.startAuthServer();
    advance(10_000);
    await dispatchDue(deps);
    for (const { row, marker } of waiting) {
      const sent = await stack.db.query<OutboxRow>('SELECT sent_at, last_error FROM api.mail_outbox WHERE id = $1', [
        row.id,
      ]);
      expect(sent[0].sent_at).not.toBeNull();
      expect(sent[0].last_error).toBeNull();
      const queued = await handedOver(row.subject, marker);
      expect(queued).toHaveLength(1);
      expect(queued[0].recipients).toContain(demoAccounts.representative.email);
    }
  });
});

describe('a role nobody active holds', () => {
  it('closes the mail as sent with nothing to deliver, and still delivers to its fixed addresses', async () => {
    const auth = deps.auth;
    for (const rep of await auth.usersWithRole('REPRESENTATIVE', 'yep')) {
      if (rep.active) await auth.deactivate(rep.id);
    }
    const toRole = { role: 'REPRESENTATIVE', brand: 'yep' } as const;
    await enqueueMail(stack.db, { kind: 'test', brand: 'yep', subject: 'Só papel', html: '<p>a</p>', toRole });
    await enqueueMail(stack.db, {
      kind: 'test',
      brand: 'yep',
      subject: 'Papel e endereço',
      html: '<p>b</p>',
      to: ['gestor@loja.com.br'],
      toRole,
    });
    await dispatchDue(deps);

    const rows = await stack.db.query<{ subject: string; sent_at: Date | null; last_error: string | null }>(
      "SELECT subject, sent_at, last_error FROM api.mail_outbox WHERE subject IN ('Só papel', 'Papel e endereço')",
    );
    const bySubject = Object.fromEntries(rows.map((r) => [r.subject, r]));
    expect(bySubject['Só papel'].sent_at).not.toBeNull();
    expect(bySubject['Só papel'].last_error).toMatch(/sem destinatários/);
    expect(await handedOver('Só papel')).toEqual([]);
    expect(bySubject['Papel e endereço']).toMatchObject({ last_error: null });
    expect(await handedOver('Papel e endereço')).toEqual([{ recipients: ['gestor@loja.com.br'] }]);
  });
});
