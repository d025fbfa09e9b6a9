import type { Db, Queryable } from '../../../../db/connection.js';
import { cnpjRoot, INVALID_CNPJ, isCnpj, normalizeCnpj } from '../../../../lib/cnpj.js';
import { badRequest, locked } from '../../../../lib/errors.js';
import { addDays } from '../dates.js';
import { validityStart } from '../lifecycle/age.js';
import { ACTIVE_STATUSES, type OpportunityStatus } from '../lifecycle/statuses.js';
import { OPPORTUNITY_VALIDITY_DAYS } from '../rules.js';

/** The refusal of spec section 8 (spelling corrected as design section 6 says): it never names who holds the deal. */
export const DEAL_PROTECTED =
  'A oportunidade já existe no CRM, não pode ser alterada. Por favor, aguarde a renovação da oportunidade para ' +
  'atualizá-la no CRM.';

interface ProtectionFields {
  status: OpportunityStatus;
  created_at: Date;
  renovation_date: Date | null;
  request_renovation_at: Date | null;
  renovation_at: Date | null;
}

/** What the protection date depends on besides the row: the grace period (RENEWAL_GRACE_DAYS) and the clock. */
export interface ProtectionRule {
  graceDays: number;
  now: Date;
}

/**
 * An active registration protects its customer at least this far ahead: it keeps protecting until the hourly job or
 * a representative moves it, so the date told to a registrant is never one that has already passed.
 */
const MIN_DAYS_AHEAD = 1;

/**
 * Until when an active registration protects its customer (null once it protects no one):
 * - analysis, approved: 90 days from creation (from the renewal date after a renewal);
 * - renovation: the grace period after the move to renovation;
 * - awaiting_renovation: the grace period after the renewal request (an expired deal may be renewed long after its
 *   move to renovation);
 * and, for all of them, never earlier than MIN_DAYS_AHEAD from now: an analysis older than 90 days, or a renewal
 * request waiting for its decision, still protects the customer while it waits.
 */
export function protectedUntil(o: ProtectionFields, rule: ProtectionRule): Date | null {
  const validityEnd = addDays(validityStart(o), OPPORTUNITY_VALIDITY_DAYS);
  let until: Date;
  switch (o.status) {
    case 'analysis':
    case 'approved':
      until = validityEnd;
      break;
    case 'renovation':
      until = addDays(o.renovation_at ?? validityEnd, rule.graceDays);
      break;
    case 'awaiting_renovation':
      until = addDays(o.request_renovation_at ?? o.renovation_at ?? validityEnd, rule.graceDays);
      break;
    default:
      return null;
  }
  const floor = addDays(rule.now, MIN_DAYS_AHEAD);
  return until > floor ? until : floor;
}

/**
 * Serialises registrations of one customer: on PostgreSQL a transaction-scoped advisory lock on brand + CNPJ root,
 * so that two concurrent creates cannot both pass the check below; PGlite runs one transaction at a time already.
 */
export async function lockCustomer(db: Db, q: Queryable, brand: string, root: string): Promise<void> {
  if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${brand}:${root}`]);
}

/**
 * Until when the brand's active registrations of a customer (CNPJ root) protect it: the latest of their dates, or
 * null when none does. The registration form asks it ahead; a create or a renewal request is refused on it.
 */
export async function customerProtectedUntil(
  q: Queryable,
  a: { brand: string; root: string; exceptId?: string; rule: ProtectionRule },
): Promise<Date | null> {
  const rows = await q.query<ProtectionFields>(
    `SELECT status, created_at, renovation_date, request_renovation_at, renovation_at FROM api.opportunities
     WHERE brand = $1 AND cnpj_root = $2 AND status = ANY($3::text[]) AND NOT is_deleted AND id <> $4::uuid`,
    [a.brand, a.root, ACTIVE_STATUSES, a.exceptId ?? '00000000-0000-0000-0000-000000000000'],
  );
  const until = Math.max(0, ...rows.map((r) => protectedUntil(r, a.rule)?.getTime() ?? 0));
  return until ? new Date(until) : null;
}

/** 423 when another registration of the customer is active in the brand, with the latest protection date. */
export async function assertCustomerFree(
  q: Queryable,
  a: { brand: string; root: string; exceptId?: string; rule: ProtectionRule },
): Promise<void> {
  const until = await customerProtectedUntil(q, a);
  if (until) throw locked(DEAL_PROTECTED, { protectedUntil: until.toISOString() });
}

/**
 * GET /opportunity/protection/{cnpj}: whether a registration of this customer would be refused now, and until when,
 * by the very rule of the refusal; like the refusal, it never says who holds the customer.
 */
export async function customerProtection(q: Queryable, brand: string, cnpj: string, rule: ProtectionRule) {
  if (!isCnpj(cnpj)) throw badRequest(INVALID_CNPJ, { cnpj: INVALID_CNPJ });
  const until = await customerProtectedUntil(q, { brand, root: cnpjRoot(cnpj), rule });
  return { cnpj: normalizeCnpj(cnpj), protectedUntil: until?.toISOString() ?? null };
}
