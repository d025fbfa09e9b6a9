import type { Db, Queryable } from '../../../db/connection.js';
import { OPPORTUNITY_VALIDITY_DAYS } from '../../../lib/constants.js';
import { locked } from '../../../lib/errors.js';
import { addDays } from './dates.js';
import { ACTIVE_STATUSES, type OpportunityStatus } from './lifecycle.js';

/** The refusal of spec section 8 (spelling corrected as DESIGN section 6 says): it never names who holds the deal. */
export const DEAL_PROTECTED =
  'A oportunidade já existe no CRM, não pode ser alterada. Por favor, aguarde a renovação da oportunidade para ' +
  'atualizá-la no CRM.';

interface ProtectionFields {
  status: OpportunityStatus;
  created_at: Date;
  renovation_date: Date | null;
  renovation_at: Date | null;
}

/**
 * Until when an active registration protects its customer: in analysis or approved, 90 days from creation (from
 * the renewal date after a renewal); in renovation or awaiting a renewal decision, the grace period after the move
 * to renovation. Null once it no longer protects anyone.
 */
export function protectedUntil(o: ProtectionFields, graceDays: number): Date | null {
  const validityEnd = addDays(o.renovation_date ?? o.created_at, OPPORTUNITY_VALIDITY_DAYS);
  switch (o.status) {
    case 'analysis':
    case 'approved':
      return validityEnd;
    case 'renovation':
    case 'awaiting_renovation':
      return addDays(o.renovation_at ?? validityEnd, graceDays);
    default:
      return null;
  }
}

/**
 * Serialises registrations of one customer: on PostgreSQL a transaction-scoped advisory lock on brand + CNPJ root,
 * so that two concurrent creates cannot both pass the check below; PGlite runs one transaction at a time already.
 */
export async function lockCustomer(db: Db, q: Queryable, brand: string, root: string): Promise<void> {
  if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${brand}:${root}`]);
}

/** 423 when another registration of the customer is active in the brand, with the latest protection date. */
export async function assertCustomerFree(
  q: Queryable,
  a: { brand: string; root: string; exceptId?: string; graceDays: number },
): Promise<void> {
  const rows = await q.query<ProtectionFields>(
    `SELECT status, created_at, renovation_date, renovation_at FROM api.opportunities
     WHERE brand = $1 AND cnpj_root = $2 AND status = ANY($3::text[]) AND NOT is_deleted AND id <> $4::uuid`,
    [a.brand, a.root, ACTIVE_STATUSES, a.exceptId ?? '00000000-0000-0000-0000-000000000000'],
  );
  if (!rows.length) return;
  const until = Math.max(...rows.map((r) => protectedUntil(r, a.graceDays)?.getTime() ?? 0));
  throw locked(DEAL_PROTECTED, { protectedUntil: new Date(until).toISOString() });
}
