import type { CompanyStatus } from '../../../../shared/company-status.js';
import type { Queryable } from '../../../db/connection.js';
import type { Viewer } from '../viewer.js';
import type { OpportunityStatus } from './lifecycle/statuses.js';
import { opportunityScope } from './list/scope.js';

/** An api.opportunities row as the queries below select it (money as exact decimal text). */
export interface OpportunityRow {
  id: string;
  brand: string;
  status: OpportunityStatus;
  name: string | null;
  cnpj: string;
  cnpj_root: string;
  fantasy_name: string | null;
  corporate_name: string | null;
  cep: string | null;
  street: string | null;
  state: string | null;
  city: string | null;
  country: string;
  contact: string | null;
  phone: string | null;
  email: string | null;
  network: boolean | null;
  justification: string | null;
  estimated: string;
  reason: string | null;
  probability_closing: number | null;
  accepted_term: boolean;
  seller: string | null;
  seller_salesforce_id: string | null;
  register: string | null;
  opportunity_origin: string | null;
  resale_id: string | null;
  resale: string | null;
  user_id: string;
  owner_name: string | null;
  owner_email: string | null;
  renovation_date: Date | null;
  request_renovation_at: Date | null;
  renovation_at: Date | null;
  approve_date: Date | null;
  /** The customer company was not confirmed by the CNPJ register at creation (migration 017). */
  company_unverified: boolean;
  /** The customer's registration status when the register last gave one (migration 025); null: never verified. */
  company_status: CompanyStatus | null;
  company_status_checked_at: Date | null;
  /** An approval is in progress (its intent recorded, the opportunity still in analysis): see approve.ts. */
  approving: boolean;
  is_deleted: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface ProjectRow {
  opportunity_id: string;
  aplication: string | null;
  specification: string | null;
  additional_information: string | null;
  conclusion_date: string | null;
  homologated: boolean | null;
  have_collector: boolean | null;
  have_collector_description: string | null;
  partner: boolean | null;
  partner_owner: string | null;
  partner_name: string | null;
  opportunity_type: boolean | null;
  opportunity_type_status: string | null;
  justification: string | null;
}

export interface ProductRow {
  opportunity_id: string;
  part_number: string | null;
  description: string | null;
  amount: number;
  price: string;
  accessory: boolean;
  competition: boolean;
}

/** Every column of `o`, money as text so that no float ever touches it. */
export const OPPORTUNITY_COLUMNS = `o.id, o.brand, o.status, o.name, o.cnpj, o.cnpj_root, o.fantasy_name, o.corporate_name,
  o.cep, o.street, o.state, o.city, o.country, o.contact, o.phone, o.email, o.network, o.justification,
  o.estimated::text AS estimated, o.reason, o.probability_closing, o.accepted_term, o.seller, o.seller_salesforce_id,
  o.register, o.opportunity_origin, o.resale_id, o.resale, o.user_id, o.owner_name, o.owner_email, o.renovation_date,
  o.request_renovation_at, o.renovation_at, o.approve_date, o.approval_token IS NOT NULL AS approving, o.is_deleted,
  o.created_at, o.updated_at, o.company_unverified, o.company_status, o.company_status_checked_at`;

/** A project line as ProjectRow reads it (the conclusion day as 'yyyy-mm-dd'). */
export const PROJECT_COLUMNS = `opportunity_id, aplication, specification, additional_information,
  conclusion_date::text AS conclusion_date, homologated, have_collector, have_collector_description, partner,
  partner_owner, partner_name, opportunity_type, opportunity_type_status, justification`;

/** A product line as ProductRow reads it, the price as text. */
export const PRODUCT_COLUMNS =
  'opportunity_id, part_number, description, amount, price::text AS price, accessory, competition';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** The opportunity if `viewer` may see it; undefined for unknown, out-of-scope or malformed ids alike. */
export async function findVisible(q: Queryable, viewer: Viewer, id: string): Promise<OpportunityRow | undefined> {
  if (!isUuid(id)) return undefined;
  const scope = opportunityScope(viewer, 2);
  const [row] = await q.query<OpportunityRow>(
    `SELECT ${OPPORTUNITY_COLUMNS} FROM api.opportunities o WHERE o.id = $1 AND ${scope.sql}`,
    [id, ...scope.params],
    { prepared: true },
  );
  return row;
}

/** The row locked for the rest of the transaction: a concurrent change waits, then sees this one's result. */
export async function lockById(q: Queryable, id: string): Promise<OpportunityRow | undefined> {
  const [row] = await q.query<OpportunityRow>(
    `SELECT ${OPPORTUNITY_COLUMNS} FROM api.opportunities o WHERE o.id = $1 AND NOT o.is_deleted FOR UPDATE`,
    [id],
    { prepared: true },
  );
  return row;
}

export async function projectsOf(q: Queryable, id: string): Promise<ProjectRow[]> {
  return q.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM api.opportunity_projects WHERE opportunity_id = $1 ORDER BY position, id`,
    [id],
    { prepared: true },
  );
}

/** The product lines of many opportunities in one query (lists never hit the database once per row). */
export async function productsOf(
  q: Queryable,
  ids: string[],
  opts: { withCompetition: boolean },
): Promise<Map<string, ProductRow[]>> {
  const byId = new Map<string, ProductRow[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byId;
  const rows = await q.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM api.opportunity_products
     WHERE opportunity_id = ANY($1::uuid[]) ${opts.withCompetition ? '' : 'AND NOT competition'}
     ORDER BY opportunity_id, position, id`,
    [ids],
    { prepared: true },
  );
  for (const r of rows) byId.get(r.opportunity_id)?.push(r);
  return byId;
}

/**
 * At most this many conflicts are listed, the newest first: a chain with tens of thousands of registrations made a
 * details answer of 14 MB. How many there are in all is counted apart (conflictsCountOf).
 */
export const CONFLICTS_SHOWN = 50;

/** Conflicts are counted up to this many; past it the page says "more than". */
export const CONFLICTS_COUNTED = 1_000;

/**
 * How many other registrations of the same customer there are, up to CONFLICTS_COUNTED (a chain's 58,000 were a
 * tenth of the database's work under load), from the index of the customer's registrations alone.
 */
export async function conflictsCountOf(q: Queryable, o: OpportunityRow): Promise<{ total: number; more: boolean }> {
  const [{ n }] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM api.opportunities
     WHERE brand = $1 AND cnpj_root = $2 AND id <> $3 AND NOT is_deleted LIMIT $4) c`,
    [o.brand, o.cnpj_root, o.id, CONFLICTS_COUNTED + 1],
  );
  return { total: Math.min(n, CONFLICTS_COUNTED), more: n > CONFLICTS_COUNTED };
}

/** Other registrations of the same customer (CNPJ root) in the brand, any status: the newest of the conflicts. */
export async function conflictsOf(q: Queryable, o: OpportunityRow) {
  return q.query<{
    id: string;
    name: string | null;
    status: OpportunityStatus;
    corporate_name: string | null;
    cnpj: string;
    resale: string | null;
    created_at: Date;
  }>(
    `SELECT id, name, status, corporate_name, cnpj, resale, created_at FROM api.opportunities
     WHERE brand = $1 AND cnpj_root = $2 AND id <> $3 AND NOT is_deleted
     ORDER BY created_at DESC, id DESC LIMIT $4`,
    [o.brand, o.cnpj_root, o.id, CONFLICTS_SHOWN],
  );
}
