/**
 * Approval as a recoverable sequence: the API dies at each point of an approval, restarts, and every
 * opportunity ends either in analysis or approved with its CRM id, approval date, history row and one owner e-mail,
 * with no CRM record whose opportunity is not approved. A "dead" approval is one whose CRM call never returns: its
 * code stops there, as a killed process's would. The restart is a second API service over the same database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection.js';
import { systemClock } from '../../server/lib/clock.js';
import { createLogger } from '../../server/lib/logger.js';
import { createLocalCrm } from '../../server/services/api/crm/local.js';
import { type CrmPort, CrmUnavailableError } from '../../server/services/api/crm/port.js';
import { AFTER_LEASE_END_MS } from '../../server/services/api/jobs/lease-watch.js';
import { recoverInterruptedApprovals } from '../../server/services/api/opportunities/decisions/approval-recovery.js';
import {
  approvalLeaseMs,
  claimApproval,
  type SequenceDeps,
} from '../../server/services/api/opportunities/decisions/approval-sequence.js';
import { approveOpportunity } from '../../server/services/api/opportunities/decisions/approve.js';
import { APPROVAL_IN_PROGRESS } from '../../server/services/api/opportunities/lifecycle/statuses.js';
import { findVisible } from '../../server/services/api/opportunities/repository.js';
import { createApiService } from '../../server/services/api/service.js';
import type { Viewer } from '../../server/services/api/viewer.js';
import type { Service } from '../../server/services/service.js';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { createOpportunity, ensureCrmSeller, loginAll, type Tokens } from './opportunities-fixture.js';

/** A short CRM timeout, so that leases (derived from it) end within the test. */
const CRM_TIMEOUT_MS = 40;
/** A running API looks for ended leases this often here (LEASE_CHECK_MS): more often than a lease lasts. */
const LEASE_CHECK_MS = 200;
/** How long after its lease's end a claim a running API left may still be held: a look, its wait, the recovery. */
const RECOVERED_WITHIN_MS = LEASE_CHECK_MS + AFTER_LEASE_END_MS + 2_000;
const ORIGIN = 'http://scanora.localhost:4000';

let stack: Stack;
let t: Tokens;
let representative: Viewer;
const logger = createLogger('silent');

beforeAll(async () => {
  stack = await startStack({
    clock: systemClock,
    env: { CRM_TIMEOUT_MS: String(CRM_TIMEOUT_MS), LEASE_CHECK_MS: String(LEASE_CHECK_MS) },
  });
  await ensureCrmSeller(stack);
  t = await loginAll(stack);
  const claims = JSON.parse(Buffer.from(t.representative.split('.')[1], 'base64url').toString());
  representative = { ...claims, id: claims.sub, token: t.representative };
});
afterAll(() => stack?.stop());

const leaseMs = () => approvalLeaseMs(CRM_TIMEOUT_MS);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const deps = (crm: CrmPort = createLocalCrm(stack.db)): SequenceDeps => ({
  db: stack.db,
  clock: stack.clock,
  config: stack.config,
  crm,
  logger,
});
const never = () => new Promise<never>(() => {});

/**
 * The local CRM, with a process that dies at `dies`: before its CRM account call, or right after the CRM wrote the
 * opportunity. `died` resolves when the approval got there.
 */
function dyingCrm(dies: 'before-crm' | 'after-crm-write') {
  const crm = createLocalCrm(stack.db);
  let died = () => {};
  const reached = new Promise<void>((resolve) => {
    died = resolve;
  });
  const dead = () => {
    died();
    return never();
  };
  const port: CrmPort = {
    ...crm,
    upsertAccount: dies === 'before-crm' ? dead : crm.upsertAccount,
    upsertOpportunity: async (input) => {
      await crm.upsertOpportunity(input);
      return dead();
    },
  };
  return { port, died: reached };
}

/** Starts an approval whose process dies at `dies`; returns once it is dead, its claim held. */
async function approveAndDie(dies: 'before-crm' | 'after-crm-write', id: string, name: string) {
  const o = await findVisible(stack.db, representative, id);
  if (!o) throw new Error('not visible');
  const crm = dyingCrm(dies);
  void approveOpportunity(deps(crm.port), representative, o, { name, probabilityClosing: 75, origin: ORIGIN });
  await crm.died;
  expect((await row(id)).approval_token).not.toBeNull();
}

const row = async (id: string) =>
  (
    await stack.db.query<{
      status: string;
      register: string | null;
      approve_date: Date | null;
      name: string | null;
      probability_closing: number | null;
      approval_token: string | null;
      approval_lease_until: Date | null;
    }>(
      `SELECT status, register, approve_date, name, probability_closing, approval_token, approval_lease_until
       FROM api.opportunities WHERE id = $1`,
      [id],
    )
  )[0];
const detail = async (id: string) =>
  (await call(stack.apiUrl, 'GET', `/opportunity/id/${id}`, { token: t.representative })).body.data[0];
const patch = (id: string, body: unknown) =>
  call(stack.apiUrl, 'PATCH', `/opportunity/${id}`, { token: t.representative, body });
const crmRecords = (id: string) =>
  stack.db.query<{ id: string }>('SELECT id FROM api.crm_opportunities WHERE opportunity_id = $1', [id]);
const decidedMails = async (id: string) =>
  (
    await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM api.mail_outbox WHERE kind = 'opportunity-decided' AND content LIKE $1`,
      [`%${id}%`],
    )
  )[0].n;
const updates = (id: string) =>
  stack.db.query<{ username: string; user_id: string | null; modifications: Record<string, unknown>[] }>(
    `SELECT username, user_id, modifications FROM api.history WHERE type_id = $1 AND action_type = 'update'
     ORDER BY created_at, id`,
    [id],
  );
/**
 * CRM records that no opportunity names as its `register` (none may be left): an opportunity names one only once
 * approved, and keeps it through renovation and renewal.
 */
const orphanCrmRecords = () =>
  stack.db.query(
    `SELECT c.id FROM api.crm_opportunities c
     LEFT JOIN api.opportunities o ON o.id = c.opportunity_id AND o.register = c.id
     WHERE o.id IS NULL`,
  );

/** What any reader and any other decision sees while an approval is in progress. */
async function expectInProgress(id: string, register: string | null = null) {
  expect(await detail(id)).toMatchObject({ status: 'analysis', register, approveDate: null });
  const reject = await patch(id, { status: 'disapproved', reason: 'Cliente desistiu' });
  expect(reject.status).toBe(423);
  expect(reject.body).toMatchObject({ code: 'LOCKED', message: APPROVAL_IN_PROGRESS });
  const again = await patch(id, { status: 'approved', name: 'Outra aprovação' });
  expect(again.status).toBe(423);
  expect(again.body).toMatchObject({ code: 'LOCKED', message: APPROVAL_IN_PROGRESS });
}

/** The API started again over the same database: its start-up recovery runs at once. */
async function restartApi(): Promise<Service> {
  const api = createApiService({
    db: stack.db,
    config: stack.config,
    logger,
    clock: stack.clock,
    limiter: stack.limiter,
  });
  api.start();
  return api;
}

async function expectApprovedOnce(id: string, name: string) {
  const o = await row(id);
  expect(o).toMatchObject({ status: 'approved', name, probability_closing: 75, approval_token: null });
  expect(o.approve_date).toBeInstanceOf(Date);
  const records = await crmRecords(id);
  expect(records).toEqual([{ id: o.register }]);
  const approvals = (await updates(id)).filter((h) =>
    h.modifications.some((m) => m.attribute === 'status' && m.newValue === 'approved'),
  );
  expect(approvals).toHaveLength(1);
  expect(approvals[0]).toMatchObject({ username: representative.name, user_id: representative.id });
  expect(approvals[0].modifications).toEqual(
    expect.arrayContaining([
      { attribute: 'status', oldValue: 'analysis', newValue: 'approved' },
      { attribute: 'register', oldValue: null, newValue: o.register },
    ]),
  );
  expect(await decidedMails(id)).toBe(1);
}

describe('an API killed during an approval, then restarted', () => {
  it.each([
    ['after its claim, before the CRM call', 'before-crm'],
    ['after the CRM wrote, before the completion', 'after-crm-write'],
  ] as const)('%s: in analysis meanwhile, approved once after the restart', async (_, dies) => {
    const id = await createOpportunity(stack, t.seller);
    await approveAndDie(dies, id, 'Rede Sul - Coletores');
    expect(await crmRecords(id)).toHaveLength(dies === 'before-crm' ? 0 : 1);
    const written = (await crmRecords(id))[0]?.id;
    await expectInProgress(id);

    // A recovery before the lease ends leaves a claim that may still be alive alone. Its clock reads just before the
    // lease's end: on a busy machine the wall clock may already be past a 720 ms lease here.
    const { approval_lease_until: leaseUntil } = await row(id);
    const beforeLeaseEnd = { now: () => new Date((leaseUntil as Date).getTime() - 1) };
    expect(await recoverInterruptedApprovals({ ...deps(), clock: beforeLeaseEnd })).toMatchObject({
      finished: 0,
      undone: 0,
    });
    expect((await row(id)).status).toBe('analysis');

    await sleep(leaseMs());
    const api = await restartApi();
    try {
      await until('the approval to be finished', async () => (await row(id)).status === 'approved');
    } finally {
      await api.stop();
    }
    await expectApprovedOnce(id, 'Rede Sul - Coletores');
    if (written) expect((await row(id)).register).toBe(written);
    expect(await detail(id)).toMatchObject({ status: 'approved', register: expect.stringMatching(/^006/) });
    expect(await orphanCrmRecords()).toEqual([]);
  });

  it('recovers claims still leased at start-up right after their lease, without waiting for the hourly job', async () => {
    const ids = [await createOpportunity(stack, t.resale), await createOpportunity(stack, t.seller)];
    await approveAndDie('after-crm-write', ids[0], 'Primeira');
    await approveAndDie('before-crm', ids[1], 'Segunda');
    const leases = await Promise.all(ids.map(async (id) => (await row(id)).approval_lease_until as Date));
    const api = await restartApi();
    try {
      await until('both approvals to be finished', async () => {
        const rows = await Promise.all(ids.map(row));
        return rows.every((r) => r.status === 'approved');
      });
    } finally {
      await api.stop();
    }
    // Each was finished only once its lease had ended (compared in time, not by looking early: a busy machine may
    // reach the restart after the leases' end).
    for (const [i, id] of ids.entries()) {
      expect((await row(id)).approve_date?.getTime()).toBeGreaterThanOrEqual(leases[i].getTime());
    }
    await expectApprovedOnce(ids[0], 'Primeira');
    await expectApprovedOnce(ids[1], 'Segunda');
    expect(await orphanCrmRecords()).toEqual([]);
  });

  it('finishes an interrupted approval of a renewed deal with the CRM record it already has, calling no CRM', async () => {
    const id = await createOpportunity(stack, t.resale);
    const first = await patch(id, { status: 'approved', name: 'Primeiro ciclo', probabilityClosing: 75 });
    expect(first.status).toBe(200);
    await stack.db.query(`UPDATE api.opportunities SET status = 'awaiting_renovation' WHERE id = $1`, [id]);
    const renewed = await call(stack.apiUrl, 'PATCH', `/opportunity/renovation/${id}`, {
      token: t.representative,
      body: { status: 'approved' },
    });
    expect(renewed.body.data).toMatchObject({ status: 'analysis', approveDate: null });
    // The second approval claims it, then the process dies (a renewal makes no CRM call).
    await claimApproval(deps(), id, {
      actor: { id: representative.id, name: representative.name },
      name: 'Segundo ciclo',
      probability: 75,
      origin: ORIGIN,
    });
    await expectInProgress(id, first.body.data.register);

    await sleep(leaseMs());
    const refusingCrm = { ...createLocalCrm(stack.db), upsertAccount: never, upsertOpportunity: never };
    expect(await recoverInterruptedApprovals(deps(refusingCrm))).toMatchObject({ finished: 1, pending: 0 });
    expect(await row(id)).toMatchObject({ status: 'approved', name: 'Segundo ciclo' });
    expect((await row(id)).register).toBe(first.body.data.register);
    expect(await crmRecords(id)).toEqual([{ id: first.body.data.register }]);
    expect(await decidedMails(id)).toBe(2);
  });

  it('undoes an interrupted approval the CRM now refuses: back to analysis with a note, no CRM record', async () => {
    const id = await createOpportunity(stack, t.seller);
    await approveAndDie('after-crm-write', id, 'Seria aprovada');
    expect(await crmRecords(id)).toHaveLength(1);
    // Meanwhile the seller left the CRM: finishing the approval is refused (SF404).
    await stack.db.query(`UPDATE api.opportunities SET seller_salesforce_id = '005NAOEXISTE000000' WHERE id = $1`, [
      id,
    ]);

    await sleep(leaseMs());
    expect(await recoverInterruptedApprovals(deps())).toMatchObject({ finished: 0, undone: 1, pending: 0 });
    expect(await row(id)).toMatchObject({
      status: 'analysis',
      register: null,
      approve_date: null,
      approval_token: null,
    });
    expect(await crmRecords(id)).toEqual([]);
    expect(await decidedMails(id)).toBe(0);
    const [note] = await updates(id);
    expect(note).toMatchObject({ username: 'Sistema', user_id: null });
    expect(note.modifications).toEqual([
      {
        attribute: 'note',
        oldValue: null,
        newValue: expect.stringMatching(/^Aprovação de Rita Representante interrompida e desfeita; .*SF404/),
      },
    ]);
    expect(await orphanCrmRecords()).toEqual([]);
    // Decided normally from there.
    const rejected = await patch(id, { status: 'disapproved', reason: 'Vendedor saiu' });
    expect(rejected.status).toBe(200);
  });
});

describe('two representatives deciding at once', () => {
  it('one approval wins; the other decision is refused with 423 and one record, one e-mail are written', async () => {
    const id = await createOpportunity(stack, t.seller);
    const replies = await Promise.all([
      patch(id, { status: 'approved', name: 'Corrida', probabilityClosing: 75 }),
      patch(id, { status: 'approved', name: 'Corrida', probabilityClosing: 75 }),
      patch(id, { status: 'disapproved', reason: 'Ao mesmo tempo' }),
    ]);
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200)) expect(r.body.code).toBe('LOCKED');
    if (won[0].body.data.status === 'approved') await expectApprovedOnce(id, 'Corrida');
    else expect(await crmRecords(id)).toEqual([]);
    expect(await orphanCrmRecords()).toEqual([]);
  });
});

describe('an unclear CRM failure during an approval', () => {
  /** The local CRM whose upsert writes, then answers as a timeout would; its removal works or fails as told. */
  function unclearCrm(removal: 'works' | 'fails') {
    const crm = createLocalCrm(stack.db);
    return {
      ...crm,
      upsertOpportunity: async (input: Parameters<CrmPort['upsertOpportunity']>[0]) => {
        await crm.upsertOpportunity(input);
        throw new CrmUnavailableError('o Salesforce não respondeu a tempo');
      },
      removeOpportunity:
        removal === 'works'
          ? crm.removeOpportunity
          : async () => {
              throw new CrmUnavailableError('não foi possível conectar ao Salesforce');
            },
    } satisfies CrmPort;
  }

  it('removes what the CRM may have written and answers [SFERROR]; the opportunity can be approved again', async () => {
    const id = await createOpportunity(stack, t.resale);
    const o = await findVisible(stack.db, representative, id);
    const err = await approveOpportunity(deps(unclearCrm('works')), representative, o!, {
      name: 'Tentativa',
      origin: ORIGIN,
    }).catch((e) => e);
    expect(err).toMatchObject({ status: 424, code: 'CRM_UNAVAILABLE' });
    expect(await row(id)).toMatchObject({ status: 'analysis', approval_token: null });
    expect(await crmRecords(id)).toEqual([]);
    const approved = await patch(id, { status: 'approved', name: 'Segunda tentativa', probabilityClosing: 75 });
    expect(approved.status).toBe(200);
    await expectApprovedOnce(id, 'Segunda tentativa');
  });

  it('leaves the undo to the recovery when the removal fails too; decisions wait for it', async () => {
    const id = await createOpportunity(stack, t.resale);
    const o = await findVisible(stack.db, representative, id);
    const err = await approveOpportunity(deps(unclearCrm('fails')), representative, o!, {
      name: 'Tentativa',
      origin: ORIGIN,
    }).catch((e) => e);
    expect(err).toMatchObject({ code: 'CRM_UNAVAILABLE' });
    expect(await crmRecords(id)).toHaveLength(1);
    await expectInProgress(id);

    await sleep(leaseMs());
    // The representative was told the approval failed: the recovery undoes it rather than finishing it.
    expect(await recoverInterruptedApprovals(deps())).toMatchObject({ finished: 0, undone: 1 });
    expect(await row(id)).toMatchObject({ status: 'analysis', approval_token: null });
    expect(await crmRecords(id)).toEqual([]);
    expect(await decidedMails(id)).toBe(0);
    expect(await orphanCrmRecords()).toEqual([]);
    expect((await patch(id, { status: 'disapproved', reason: 'Sem verba' })).status).toBe(200);
  });

  it('keeps the claim while the CRM cannot confirm anything, and settles it once the CRM answers', async () => {
    const id = await createOpportunity(stack, t.resale);
    await approveAndDie('after-crm-write', id, 'Quando o CRM voltar');
    await sleep(leaseMs());
    const down = {
      ...createLocalCrm(stack.db),
      upsertAccount: async () => {
        throw new CrmUnavailableError('não foi possível conectar ao Salesforce');
      },
    };
    const pass = await recoverInterruptedApprovals(deps(down));
    expect(pass).toMatchObject({ finished: 0, undone: 0, pending: 1 });
    expect(pass.latestLeaseEnd!.getTime()).toBeGreaterThan(Date.now());
    await expectInProgress(id);

    await sleep(leaseMs());
    expect(await recoverInterruptedApprovals(deps())).toMatchObject({ finished: 1, pending: 0 });
    await expectApprovedOnce(id, 'Quando o CRM voltar');
  });
});

describe('an approval that failed in a running API, without a crash', () => {
  /** The approving process's database, whose connection drops at the completion (and again at its retry). */
  const droppedAtCompletion = (): Db =>
    Object.assign(Object.create(stack.db), {
      tx: async () => {
        throw new Error('Connection terminated unexpectedly');
      },
    });

  it('is finished right after its lease ends by a running API, not at the next hourly run', async () => {
    // The hourly job ran a moment ago (on another replica, or before a restart): it will not come for an hour.
    await stack.db.query(
      `INSERT INTO api.job_runs (name, last_run_at) VALUES ('opportunity-job', now())
       ON CONFLICT (name) DO UPDATE SET last_run_at = now()`,
    );
    const api = await restartApi();
    try {
      const id = await createOpportunity(stack, t.seller);
      const o = await findVisible(stack.db, representative, id);
      const failed = await approveOpportunity({ ...deps(), db: droppedAtCompletion() }, representative, o!, {
        name: 'Conexão caiu',
        probabilityClosing: 75,
        origin: ORIGIN,
      }).catch((err) => err);
      expect(failed).toBeInstanceOf(Error);
      const { approval_lease_until: leaseEnd } = await row(id);
      expect(leaseEnd).toBeInstanceOf(Date);
      expect(await crmRecords(id)).toHaveLength(1);

      await until(
        'the approval to be finished',
        async () => (await row(id)).status === 'approved',
        leaseEnd!.getTime() + RECOVERED_WITHIN_MS - Date.now(),
      );
      await expectApprovedOnce(id, 'Conexão caiu');
      expect(await orphanCrmRecords()).toEqual([]);
    } finally {
      await api.stop();
    }
  });
});
