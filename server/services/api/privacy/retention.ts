import { brandSlugs, findBrand } from '../../../../brands/brands.js';
import type { Queryable } from '../../../db/connection.js';
import type { ApiContext } from '../context.js';
import { SYSTEM } from '../opportunities/decisions/change.js';
import { anonymiseContacts } from './anonymise.js';

/**
 * How long the contact of a customer (the person at the customer company: name, e-mail, phone) is kept after its
 * opportunity closed (refused or expired), unless the brand sets its own `personalDataRetentionMonths`; then the
 * opportunity job anonymises it (design section 18).
 */
export const PERSONAL_DATA_RETENTION_MONTHS = 24;
/** Opportunities one transaction of that anonymisation touches: a large backlog never holds one long transaction. */
export const PERSONAL_DATA_BATCH = 500;
/**
 * Batches of that anonymisation per brand and run of the hourly job (10,000 opportunities): a backlog (a first run
 * over years of closed opportunities) is worked off over successive hours instead of taking the database from the
 * portal's users; worked off at once, it took a fifth of PostgreSQL's time and doubled the load test's p99.
 */
export const PERSONAL_DATA_BATCHES_PER_RUN = 20;

/** The statuses of a closed opportunity whose contact the retention rule anonymises: refused and expired. */
export const CLOSED_STATUSES = ['disapproved', 'expired'] as const;

/** Months a brand keeps the contact of a closed opportunity (its own setting, else the portal's default). */
export function retentionMonths(brand: string): number {
  const own = findBrand(brand)?.personalDataRetentionMonths;
  return own !== undefined && Number.isInteger(own) && own > 0 ? own : PERSONAL_DATA_RETENTION_MONTHS;
}

/**
 * The moment before which a closed opportunity has kept its contact `months` long: `now` minus the months by the
 * calendar, clamped to the month's last day (31 August minus 6 months is 28 or 29 February).
 */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** The retention cutoff of `brand` at `now`: contacts of opportunities closed before it are anonymised. */
export const retentionCutoff = (brand: string, now: Date) => monthsBefore(now, retentionMonths(brand));

/** One batch of a brand: the oldest closed opportunities past the cutoff, locked and anonymised in one transaction. */
async function anonymiseBatch(q: Queryable, brand: string, cutoff: Date, now: Date, size: number) {
  const due = await q.query<{ id: string }>(
    `SELECT o.id FROM api.opportunities o
     WHERE o.brand = $1 AND o.status = ANY($2::text[]) AND o.personal_data_erased_at IS NULL AND o.updated_at < $3
     ORDER BY o.updated_at, o.id LIMIT $4 FOR UPDATE SKIP LOCKED`,
    [brand, CLOSED_STATUSES, cutoff, size],
  );
  return anonymiseContacts(
    q,
    due.map((r) => r.id),
    SYSTEM,
    now,
  );
}

export interface RetentionResult {
  anonymised: number;
}

/**
 * The retention rule of design section 18, a step of the opportunity job: the contact of every opportunity refused or
 * expired for longer than its brand's months is anonymised, in transactions of `batch` opportunities each, so that a
 * brand with a million due rows never holds one long transaction, and a crash keeps the batches already done; at most
 * `maxBatches` per brand and run, the oldest first, so that a backlog goes over the next runs.
 */
export async function anonymiseClosedContacts(
  deps: Pick<ApiContext, 'db' | 'clock'>,
  batch = PERSONAL_DATA_BATCH,
  maxBatches = PERSONAL_DATA_BATCHES_PER_RUN,
): Promise<RetentionResult> {
  const now = deps.clock.now();
  let anonymised = 0;
  // Brand by brand, each read through the partial index of closed rows not yet anonymised (migration 028).
  for (const brand of brandSlugs) {
    const cutoff = retentionCutoff(brand, now);
    for (let batches = 0; batches < maxBatches; batches++) {
      const done = await deps.db.tx((q) => anonymiseBatch(q, brand, cutoff, now, batch));
      anonymised += done.length;
      if (done.length < batch) break;
    }
  }
  return { anonymised };
}
