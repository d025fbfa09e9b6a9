import { HttpError } from '../../../lib/errors.js';
import { WITHOUT_STATEMENT_TIMEOUT } from '../../../lib/pool-limits.js';
import { CNPJ_LOOKUP_UNAVAILABLE } from '../cnpj/brasilapi.js';
import { type LookupDeps, lookupCompany } from '../cnpj/lookup.js';
import { SYSTEM } from '../opportunities/decisions/change.js';

/**
 * A weekly pass spread over the hourly runs, rather than a weekly job of its own: each run re-checks the few customers
 * whose last check is older than a week, so the remote register sees a steady trickle instead of a burst once a week,
 * and a run that found it down simply leaves those customers first in line for the next hour.
 */
export const COMPANY_RECHECK_AFTER_DAYS = 7;
/** Customers re-checked per hourly run at most: 480 a day, enough for several thousand live registrations a week. */
export const COMPANY_RECHECK_BATCH = 20;
/**
 * Opportunities a run updates before it stops (after its current customer): the answer is stored on every live
 * opportunity of the customer, and a customer on 4,000 of them took 1.6 s of the database in one statement. Past this,
 * the next customers wait for the next hour, so a run costs the portal's users a bounded share of the database.
 */
export const COMPANY_RECHECK_ROWS_PER_RUN = 1_000;
/**
 * Pause between two remote lookups. BrasilAPI publishes no quota and refuses bursts; one lookup a second keeps a run
 * under half a minute (the in-process recovery of approvals waits behind it) and far from what the portal's users send.
 */
export const COMPANY_RECHECK_SPACING_MS = 1_000;

const DAY_MS = 86_400_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RecheckResult {
  /** CNPJs the register answered for. */
  checked: number;
  /** Opportunities whose customer the register now gives as not active, having given it otherwise before. */
  becameInactive: number;
  /** The lookup service failed: the run stopped there. */
  providerDown: boolean;
}

/**
 * Re-checks the registration status of the customers of live opportunities (in analysis and approved), the oldest
 * check first (never checked before all), and stores what the register says now on every such opportunity of the
 * CNPJ in those brands (found by brand and CNPJ root, the protection index): a customer that stopped being active is
 * then flagged (`companyInactive`) in the lists and the details, and the change is in its history. A CNPJ the
 * register no longer knows, or a status the
 * portal does not know, keeps the stored status but counts as checked. A lookup service that is down ends the pass,
 * never the job.
 */
export async function recheckCompanies(
  deps: LookupDeps,
  rowsPerRun = COMPANY_RECHECK_ROWS_PER_RUN,
): Promise<RecheckResult> {
  const now = deps.clock.now();
  const due = new Date(now.getTime() - COMPANY_RECHECK_AFTER_DAYS * DAY_MS);
  const rows = await deps.db.query<{ brand: string; cnpj: string }>(
    `SELECT o.brand, o.cnpj FROM api.opportunities o
     WHERE o.status IN ('analysis', 'approved') AND NOT o.is_deleted
       AND (o.company_status_checked_at IS NULL OR o.company_status_checked_at < $1)
     ORDER BY o.company_status_checked_at NULLS FIRST, o.id LIMIT $2`,
    [due, COMPANY_RECHECK_BATCH],
  );
  // Each CNPJ looked up once, whatever brands register it.
  const brandsOf = new Map<string, string[]>();
  for (const r of rows) brandsOf.set(r.cnpj, [...(brandsOf.get(r.cnpj) ?? []), r.brand]);
  const remote = deps.config.cnpjProvider === 'brasilapi';
  const result: RecheckResult = { checked: 0, becameInactive: 0, providerDown: false };
  let updated = 0;
  for (const [i, [cnpj, brands]] of [...brandsOf].entries()) {
    if (updated >= rowsPerRun) break;
    if (remote && i > 0) await pause(COMPANY_RECHECK_SPACING_MS);
    let status: string | null;
    try {
      status = (await lookupCompany(deps, cnpj, { fresh: true }))?.situacao_cadastral ?? null;
    } catch (err) {
      if (!(err instanceof HttpError && err.code === CNPJ_LOOKUP_UNAVAILABLE)) throw err;
      result.providerDown = true;
      break;
    }
    // A status that changed (not a first check finding the company active) is a history entry by the system, in
    // the same statement: the representative reads when the register's answer changed.
    // Job work, like the validity step: a customer on hundreds of live opportunities (a million-row brand's cloned
    // data) took 1.5 s a statement under load and passed the requests' statement timeout, failing the job's run.
    const [{ inactive, touched }] = await deps.db.tx(async (q) => {
      await q.query(WITHOUT_STATEMENT_TIMEOUT);
      return q.query<{ inactive: number; touched: number }>(
        `WITH changed AS (
         UPDATE api.opportunities o SET company_status = coalesce($2, o.company_status), company_status_checked_at = $3
         FROM api.opportunities before
         WHERE o.id = before.id AND o.brand = ANY($4::text[]) AND o.cnpj_root = left($1, 8) AND o.cnpj = $1
           AND o.status IN ('analysis', 'approved') AND NOT o.is_deleted
         RETURNING o.id, o.brand, before.company_status AS was, o.company_status AS became
       ), logged AS (
         INSERT INTO api.history (brand, type, type_id, action_type, user_id, username, modifications)
         SELECT c.brand, 'opportunity', c.id::text, 'update', NULL, $5,
           jsonb_build_array(jsonb_build_object('attribute', 'companyStatus', 'oldValue', c.was, 'newValue', c.became))
         FROM changed c WHERE c.was IS DISTINCT FROM c.became AND (c.was IS NOT NULL OR c.became <> 'ATIVA')
       )
       SELECT count(*) FILTER (WHERE became <> 'ATIVA' AND was IS DISTINCT FROM became)::int AS inactive,
         count(*)::int AS touched FROM changed`,
        [cnpj, status, now, [...new Set(brands)], SYSTEM.name],
      );
    });
    result.checked += 1;
    result.becameInactive += inactive;
    updated += touched;
  }
  return result;
}
