import type { Queryable } from '../../../../db/connection.js';
import { companyOf } from '../../resales/owner.js';
import type { Viewer } from '../../viewer.js';
import { decisionClockOf } from '../lifecycle/decision-clock.js';
import type { OpportunityStatus } from '../lifecycle/statuses.js';
import { moneyNumber } from '../money.js';
import { EXPORT_BATCH_ROWS, EXPORT_MAX_ROWS } from '../rules.js';
import { filterSql, type ListFilters, type ListOrder, orderSql } from './filters.js';
import { scopedWhere } from './scope.js';

/** A row of the spreadsheet: only the columns the export writes, in the spec's field names. */
export interface ExportRow {
  status: OpportunityStatus;
  name: string | null;
  createdAt: string;
  corporateName: string | null;
  fantasyName: string | null;
  cnpj: string;
  estimated: number;
  approveDate: string | null;
  /** The opportunity's resale, or the company of its owner (as the lists show it). */
  resaleName: string | null;
  state: string | null;
  city: string | null;
  email: string | null;
  register: string | null;
  /** The approval clock as the list shows it (design section 17): business days waiting, null once decided. */
  waitingBusinessDays: number | null;
  decisionOverdue: boolean;
  /** The company was typed or not confirmed by the CNPJ register at registration (design section 15). */
  companyUnverified: boolean;
  /** The Receita Federal's status as last checked; null when never verified. */
  companyStatus: string | null;
  /** The distributor's seller ("Vendedor Prime"). */
  seller: string | null;
}

export interface ExportSourceRow {
  id: string;
  sort_key: string;
  status: OpportunityStatus;
  name: string | null;
  created_at: string;
  corporate_name: string | null;
  fantasy_name: string | null;
  cnpj: string;
  estimated: string;
  approve_date: string | null;
  resale: string | null;
  user_id: string;
  state: string | null;
  city: string | null;
  email: string | null;
  register: string | null;
  request_renovation_at: Date | null;
  renovation_date: Date | null;
  company_unverified: boolean;
  company_status: string | null;
  seller: string | null;
}

/**
 * An instant as the API's JSON writes it (`2026-03-10T14:00:00.000Z`, what Date#toISOString gives), made by the
 * database: a hundred thousand rows then cost no Date parsed and written again.
 */
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** How many rows the export will hold: the matching ones, counted no further than EXPORT_MAX_ROWS. */
export async function exportTotal(q: Queryable, viewer: Viewer, filters: ListFilters): Promise<number> {
  const where = scopedWhere(viewer, filterSql(filters, 1));
  const [{ counted }] = await q.query<{ counted: number }>(
    `SELECT count(*)::int AS counted
     FROM (SELECT 1 FROM api.opportunities o WHERE ${where.sql} LIMIT $${where.params.length + 1}) matching`,
    [...where.params, EXPORT_MAX_ROWS],
  );
  return counted;
}

/**
 * Every row of the viewer's list for these filters and order (the list's own scope, filters and order), at most
 * EXPORT_MAX_ROWS, EXPORT_BATCH_ROWS at a time. Each batch is a query of its own that starts after the last row
 * of the one before (keyset on the order's column and the id, which the list indexes serve), so no batch walks
 * the rows before it and no transaction or connection is held between batches: the caller may stop at any batch
 * (the client went away) and the database has nothing left to undo.
 */
export async function* exportBatches(
  q: Queryable,
  viewer: Viewer,
  opts: { filters: ListFilters; order: ListOrder; now: Date; batchRows?: number },
): AsyncGenerator<ExportRow[]> {
  const batchRows = opts.batchRows ?? EXPORT_BATCH_ROWS;
  const where = scopedWhere(viewer, filterSql(opts.filters, 1));
  const n = where.params.length;
  const column = opts.order.field === 'estimated' ? 'o.estimated' : 'o.created_at';
  const cast = opts.order.field === 'estimated' ? 'numeric' : 'timestamptz';
  const direction = opts.order.direction === 1 ? '>' : '<';
  const companies = new Map<string, Promise<string | null>>();
  const companyName = (userId: string) => {
    let name = companies.get(userId);
    if (!name) {
      name = companyOf(q, userId, viewer.brand).then((c) => c?.corporateName ?? null);
      companies.set(userId, name);
    }
    return name;
  };
  const batch = (after: { key: string; id: string } | undefined, limit: number) =>
    // The sort key as text: a timestamptz keeps its microseconds, which a JS Date would drop.
    q.query<ExportSourceRow>(
      `SELECT o.id, ${column}::text AS sort_key, o.status, o.name, ${isoText('o.created_at')} AS created_at,
         o.corporate_name, o.fantasy_name, o.cnpj, o.estimated::text AS estimated,
         ${isoText('o.approve_date')} AS approve_date, o.resale, o.user_id, o.state, o.city, o.email, o.register,
         o.request_renovation_at, o.renovation_date, o.company_unverified, o.company_status, o.seller
       FROM api.opportunities o
       WHERE ${where.sql} ${after ? `AND (${column}, o.id) ${direction} ($${n + 2}::${cast}, $${n + 3}::uuid)` : ''}
       ORDER BY ${orderSql(opts.order)} LIMIT $${n + 1}`,
      [...where.params, limit, ...(after ? [after.key, after.id] : [])],
    );
  let sent = 0;
  let limit = Math.min(batchRows, EXPORT_MAX_ROWS);
  let next: Promise<ExportSourceRow[]> | undefined = batch(undefined, limit);
  while (next) {
    const rows: ExportSourceRow[] = await next;
    sent += rows.length;
    const more = rows.length === limit && sent < EXPORT_MAX_ROWS;
    const end = rows[rows.length - 1];
    // The next batch is asked for at once: the database reads it while this one is on its way to the client.
    limit = Math.min(batchRows, EXPORT_MAX_ROWS - sent);
    next = more ? batch({ key: end.sort_key, id: end.id }, limit) : undefined;
    // An abandoned generator (the client left) must not leave the prefetched batch's failure unhandled.
    next?.catch(() => {});
    if (!rows.length) return;
    const resaleNames = await Promise.all(rows.map((r) => (r.resale ? r.resale : companyName(r.user_id))));
    yield rows.map((r, i) => toExportRow(r, resaleNames[i], viewer.brand, opts.now));
  }
}

/**
 * `status` first: the gateway renames it in place at the start of each line (its export route). The wait is the
 * approval clock's own rule (decision-clock.ts), the one the list and the details use, so the sheet never counts
 * otherwise than the screen.
 */
export function toExportRow(r: ExportSourceRow, resaleName: string | null, brand: string, now: Date): ExportRow {
  const clock = decisionClockOf(
    {
      status: r.status,
      brand,
      created_at: new Date(r.created_at),
      request_renovation_at: r.request_renovation_at,
      renovation_date: r.renovation_date,
    },
    now,
  );
  return {
    status: r.status,
    name: r.name,
    createdAt: r.created_at,
    corporateName: r.corporate_name,
    fantasyName: r.fantasy_name,
    cnpj: r.cnpj,
    estimated: moneyNumber(r.estimated),
    approveDate: r.approve_date,
    resaleName,
    state: r.state,
    city: r.city,
    email: r.email,
    register: r.register,
    waitingBusinessDays: clock.waitingBusinessDays,
    decisionOverdue: clock.decisionOverdue,
    companyUnverified: r.company_unverified,
    companyStatus: r.company_status,
    seller: r.seller,
  };
}
