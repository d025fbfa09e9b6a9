import type { Db, Queryable } from '../../../../db/connection.js';
import { WITHOUT_STATEMENT_TIMEOUT } from '../../../../lib/pool-limits.js';
import type { Modification } from '../../history/record.js';
import { type DecisionTime, decisionTimeOf } from './decision-times.js';
import { isOpportunityStatus } from './statuses.js';

/** Opportunities read at a time, with their history's status moves: memory stays flat at a million rows. */
const RECOUNT_BATCH = 10_000;
/** Serialization failures (a decision written meanwhile) before giving up on a brand. */
const RECOUNT_ATTEMPTS = 3;
const RETRIED_CODES = new Set(['40001', '40P01', '23505']);

interface HistoryMove {
  type_id: string;
  created_at: Date;
  modifications: Modification[];
}
interface WaitDates {
  id: string;
  created_at: Date;
  request_renovation_at: Date | null;
  renovation_date: Date | null;
}

export interface RecountedBrand {
  brand: string;
  decisions: number;
}

const modificationOf = (mods: Modification[], attribute: string) => mods.find((m) => m.attribute === attribute);

/** The date an entry wrote to `attribute`, else the entry's own time (the service writes both at once). */
const dateOf = (h: HistoryMove, attribute: string) => {
  const at = modificationOf(h.modifications, attribute)?.newValue;
  return at ? new Date(at) : h.created_at;
};

/**
 * Recomputes `api.decision_time_counts` from the history (design section 17): counts decisions taken before migration
 * 027, or by data loaded without the service. A decision is what `writeChange` counts at decision time: a change
 * whose status moves out of `analysis` or `awaiting_renovation`, of an opportunity deleted since or not, at the
 * history entry's time. A renewal's wait starts at the request that moved it to `awaiting_renovation` (its
 * `requestRenovationAt`, or its time), else at the row's request; a wait in analysis after an approved renewal at that
 * approval (its `renovationDate`, or its time), else at the row's approval, else at registration. Each brand is
 * replaced in one transaction, so a second run gives the same table.
 */
export async function recountDecisionTimes(db: Db, opts: { brand?: string } = {}): Promise<RecountedBrand[]> {
  const brands = opts.brand ? [opts.brand] : await brandsToRecount(db);
  const recounted: RecountedBrand[] = [];
  for (const brand of brands) recounted.push({ brand, decisions: await recountBrand(db, brand) });
  return recounted;
}

/**
 * The recount of every brand inside the caller's transaction, which sees the history it wrote: the demo seed runs it
 * last, as its history is written in bulk, not decision by decision (design section 10, "Dashboard figures").
 */
export async function recountDecisionTimesIn(q: Queryable): Promise<RecountedBrand[]> {
  const recounted: RecountedBrand[] = [];
  for (const brand of await brandsToRecount(q)) recounted.push({ brand, decisions: await replaceBrand(q, brand) });
  return recounted;
}

/** Brands with opportunities (their creation rollup), and those with counts to clear. */
const brandsToRecount = async (db: Queryable) =>
  (
    await db.query<{ brand: string }>(
      `SELECT brand FROM api.opportunity_brand_counts UNION SELECT brand FROM api.decision_time_counts ORDER BY 1`,
    )
  ).map((r) => r.brand);

/**
 * One snapshot of the brand's history (repeatable read), so the batches agree with each other. A decision committed
 * after it changes the brand's rows under the rewrite and fails it (serialization or key conflict): run again.
 */
async function recountBrand(db: Db, brand: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.tx(async (q) => {
        await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        await q.query(WITHOUT_STATEMENT_TIMEOUT);
        return replaceBrand(q, brand);
      });
    } catch (err) {
      if (attempt >= RECOUNT_ATTEMPTS || !RETRIED_CODES.has((err as { code?: string }).code ?? '')) throw err;
    }
  }
}

/** Replaces the brand's rows with its recount; returns how many decisions it counted. */
async function replaceBrand(q: Queryable, brand: string): Promise<number> {
  const rows = [...(await countBrand(q, brand)).values()];
  await q.query('DELETE FROM api.decision_time_counts WHERE brand = $1', [brand]);
  await q.query(
    `INSERT INTO api.decision_time_counts (brand, month, business_days, decisions, overdue)
     SELECT $1, * FROM unnest($2::text[], $3::int[], $4::int[], $5::int[])`,
    [brand, rows.map((r) => r.month), rows.map((r) => r.businessDays), rows.map((r) => r.n), rows.map((r) => r.late)],
  );
  return rows.reduce((n, r) => n + r.n, 0);
}

type Bucket = Omit<DecisionTime, 'brand' | 'overdue'> & { n: number; late: number };

/** The brand's histogram, keyed by month and business days, read in batches of opportunities by id. */
async function countBrand(q: Queryable, brand: string): Promise<Map<string, Bucket>> {
  const counts = new Map<string, Bucket>();
  const add = (d: DecisionTime | null) => {
    if (!d) return;
    const key = `${d.month}|${d.businessDays}`;
    const b = counts.get(key) ?? { month: d.month, businessDays: d.businessDays, n: 0, late: 0 };
    b.n++;
    if (d.overdue) b.late++;
    counts.set(key, b);
  };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await q.query<WaitDates>(
      `SELECT id, created_at, request_renovation_at, renovation_date FROM api.opportunities
       WHERE brand = $1 AND id > $2::uuid ORDER BY id LIMIT $3`,
      [brand, after, RECOUNT_BATCH],
    );
    if (!batch.length) return counts;
    after = batch[batch.length - 1].id;
    const moves = await statusMoves(q, batch);
    const byId = new Map(batch.map((o) => [o.id, o]));
    let current: string | undefined;
    let requested: Date | undefined;
    let renewed: Date | undefined;
    for (const h of moves) {
      if (h.type_id !== current) [current, requested, renewed] = [h.type_id, undefined, undefined];
      const status = modificationOf(h.modifications, 'status');
      if (!status) continue;
      const from = status.oldValue;
      // As writeChange: any change of status counts, and decisionTimeOf keeps those that left a wait.
      if (isOpportunityStatus(from) && status.newValue !== from) {
        const o = byId.get(h.type_id)!;
        // The row's dates belong to this wait only if they came before the decision: a later one is another wait.
        const before = (d: Date | null) => (d && d <= h.created_at ? d : null);
        add(
          decisionTimeOf(
            {
              brand,
              status: from,
              created_at: o.created_at,
              request_renovation_at: requested ?? before(o.request_renovation_at),
              renovation_date: renewed ?? before(o.renovation_date),
            },
            h.created_at,
          ),
        );
      }
      // The waits this entry starts: a renewal's request, or a renewal's approval (back in analysis, design 17).
      if (status.newValue === 'awaiting_renovation') requested = dateOf(h, 'requestRenovationAt');
      if (status.newValue === 'analysis' && from === 'awaiting_renovation') renewed = dateOf(h, 'renovationDate');
    }
  }
}

/**
 * The history entries of a batch that move a status out of a wait (decisions) or into a renewal's wait (requests),
 * by opportunity and in order; read through `history_type_id_idx`. Notes never count.
 */
const statusMoves = (q: Queryable, batch: WaitDates[]) =>
  q.query<HistoryMove>(
    `SELECT h.type_id, h.created_at, h.modifications FROM api.history h
     WHERE h.type_id = ANY($1::text[]) AND h.type = 'opportunity' AND h.kind = 'change'
       AND (h.modifications @> '[{"attribute": "status", "oldValue": "analysis"}]'
         OR h.modifications @> '[{"attribute": "status", "oldValue": "awaiting_renovation"}]'
         OR h.modifications @> '[{"attribute": "status", "newValue": "awaiting_renovation"}]')
     ORDER BY h.type_id, h.created_at, h.id`,
    [batch.map((o) => o.id)],
  );
