/**
 * Every rollup the dashboard reads equals its recount from the source rows (design section 10, "Dashboard figures";
 * section 17 for the time to decision), whatever sequence of registrations, decisions, renewals, erasures, deletions
 * and job runs came before: fast-check draws the sequences, through the real services, and after each one compares
 * every rollup with its recount (tests/fixtures/rollups.ts). On PGlite and on PostgreSQL (`integration-postgres`).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { demoAccounts } from '../../server/db/seed/accounts.js';
import { DAY_MS } from '../../shared/time.js';
import { call } from '../fixtures/http.js';
import { expectRollupsEqualRecount } from '../fixtures/rollups.js';
import { createOpportunity, manualClock, opportunityStackPerFile, runJobOn } from './opportunities-fixture.js';

const { stack, tokens: t } = opportunityStackPerFile();

/** The reseller's own opportunities and its seller's: those it may ask a renewal for. */
const OWNERS = [demoAccounts.resale.id, demoAccounts.seller.id];

/**
 * The services decide at their clock's instant and the history is dated by the database: the clock follows the real
 * one between operations, as in production, so that a decision and its history entry fall on the same day.
 */
const realTime = () => manualClock(stack).set(new Date());

/** The `pick`-th (modulo) opportunity of scanora in `status`, optionally of the reseller's scope; null when none. */
async function pick(status: string, nth: number, ownersOnly = false): Promise<string | null> {
  const rows = await stack.db.query<{ id: string }>(
    `SELECT id::text FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted AND status = $1
       AND ($2::uuid[] IS NULL OR user_id = ANY($2::uuid[]))
     ORDER BY created_at DESC, id LIMIT 50`,
    [status, ownersOnly ? OWNERS : null],
  );
  return rows.length ? rows[nth % rows.length].id : null;
}

const patch = (token: string, path: string, body: unknown) => call(stack.apiUrl, 'PATCH', path, { token, body });

type Op =
  | { kind: 'register'; asSeller: boolean }
  | {
      kind: 'approve' | 'disapprove' | 'request' | 'approveRenewal' | 'refuseRenewal' | 'erase' | 'delete';
      nth: number;
    }
  | { kind: 'job'; days: number };

/** One operation as the portal (or an operator, for deletions) does it; a refusal (423, 409) is an outcome too. */
async function run(op: Op) {
  realTime();
  switch (op.kind) {
    case 'register':
      await createOpportunity(stack, op.asSeller ? t.seller : t.resale);
      return;
    case 'job':
      // The hourly job, possibly months on: validity ends, renewals lapse, contacts past retention are anonymised.
      manualClock(stack).set(new Date(Date.now() + op.days * DAY_MS));
      await runJobOn(stack);
      return;
  }
  const status = { approve: 'analysis', disapprove: 'analysis', request: 'renovation', erase: 'approved' } as const;
  if (op.kind === 'approve' || op.kind === 'disapprove') {
    const id = await pick(status[op.kind], op.nth);
    if (!id) return;
    const body =
      op.kind === 'approve' ? { status: 'approved', name: 'Aprovada' } : { status: 'disapproved', reason: 'x' };
    expect((await patch(t.representative, `/opportunity/${id}`, body)).status).toBe(200);
  } else if (op.kind === 'request') {
    const id = (await pick('renovation', op.nth, true)) ?? (await pick('expired', op.nth, true));
    if (!id) return;
    const res = await patch(t.resale, `/opportunity/renovation/${id}/request`, {
      reason: 'Piloto',
      probabilityClosing: 75,
    });
    expect([200, 409, 423]).toContain(res.status);
  } else if (op.kind === 'approveRenewal' || op.kind === 'refuseRenewal') {
    const id = await pick('awaiting_renovation', op.nth);
    if (!id) return;
    const body = op.kind === 'approveRenewal' ? { status: 'approved' } : { status: 'disapproved', reason: 'Sem uso' };
    expect((await patch(t.representative, `/opportunity/renovation/${id}`, body)).status).toBe(200);
  } else if (op.kind === 'erase') {
    const id = (await pick('approved', op.nth)) ?? (await pick('disapproved', op.nth));
    if (!id) return;
    const [{ email }] = await stack.db.query<{ email: string | null }>(
      'SELECT email FROM api.opportunities WHERE id = $1',
      [id],
    );
    if (!email) return;
    const res = await call(stack.apiUrl, 'POST', '/personal-data/erase', { token: t.representative, body: { email } });
    expect(res.status).toBe(200);
  } else {
    // Deletion is an operator's: the portal has no button for it (design section 10).
    const id = await pick(['analysis', 'approved', 'disapproved', 'expired'][op.nth % 4], op.nth);
    if (id) await stack.db.query('UPDATE api.opportunities SET is_deleted = true WHERE id = $1', [id]);
  }
}

const nth = fc.nat({ max: 49 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('register' as const), asSeller: fc.boolean() }),
  ...(['approve', 'disapprove', 'request', 'approveRenewal', 'refuseRenewal', 'erase', 'delete'] as const).map((kind) =>
    fc.record({ kind: fc.constant(kind), nth }),
  ),
  fc.record({ kind: fc.constant('job' as const), days: fc.constantFrom(0, 35, 95) }),
);

it('every rollup of the dashboard equals its recount after any sequence of operations', async () => {
  await expectRollupsEqualRecount(stack.db);
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      for (const o of ops) await run(o);
      await expectRollupsEqualRecount(stack.db);
    }),
    { numRuns: 15, endOnFailure: true },
  );
}, 300_000);
