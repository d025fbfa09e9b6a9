import type { CompanyStatus } from '../../../../../shared/company-status.js';
import type { Queryable } from '../../../../db/connection.js';
import { centsToDecimal } from '../money.js';
import {
  OPPORTUNITY_COLUMNS,
  type OpportunityRow,
  PRODUCT_COLUMNS,
  PROJECT_COLUMNS,
  type ProductRow,
  type ProjectRow,
} from '../repository.js';
import type { ProductInput } from './products.js';
import type { ProjectInput } from './project.js';
import type { CreateOpportunityInput } from './validation.js';

export interface NewOpportunity {
  brand: string;
  name: string;
  cnpjRoot: string;
  estimated: string;
  /** The register did not confirm the company at creation (cnpj/verify.ts). */
  companyUnverified: boolean;
  /** The registration status the register gave at creation (null: it gave none), checked at `now`. */
  companyStatus: CompanyStatus | null;
  input: CreateOpportunityInput;
  owner: { userId: string; name: string; email: string; resaleId: string; resale: string };
  now: Date;
}

export async function insertOpportunity(q: Queryable, n: NewOpportunity): Promise<OpportunityRow> {
  const i = n.input;
  const [row] = await q.query<OpportunityRow>(
    `INSERT INTO api.opportunities AS o (brand, name, cnpj, cnpj_root, fantasy_name, corporate_name, cep, street, state,
       city, country, contact, phone, email, network, justification, estimated, probability_closing, accepted_term,
       seller, seller_salesforce_id, opportunity_origin, resale_id, resale, user_id, owner_name, owner_email,
       created_at, updated_at, company_unverified, company_status, company_status_checked_at,
       accepted_term_version, accepted_term_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, $25, $26, $27, $28, $28, $29, $30, CASE WHEN $30::text IS NULL THEN NULL ELSE $28::timestamptz END,
       $31, $28)
     RETURNING ${OPPORTUNITY_COLUMNS}`,
    [
      n.brand,
      n.name,
      i.cnpj,
      n.cnpjRoot,
      i.fantasyName,
      i.corporateName,
      i.cep,
      i.street,
      i.state,
      i.city,
      i.country,
      i.contact,
      i.phone,
      i.email,
      i.network,
      i.justification,
      n.estimated,
      i.probabilityClosing,
      i.acceptedTerm,
      i.seller,
      i.sellerSalesforceId,
      i.opportunityOrigin,
      n.owner.resaleId,
      n.owner.resale,
      n.owner.userId,
      n.owner.name,
      n.owner.email,
      n.now,
      n.companyUnverified,
      n.companyStatus,
      // The legal basis of keeping the customer's contact: these terms, accepted at creation (design section 18).
      i.acceptedTermVersion,
    ],
  );
  return row;
}

/** Rows of `width` parameters each, numbered from $2 ($1 is the opportunity id): one INSERT for all lines. */
const valuesList = (rows: number, width: number) =>
  Array.from({ length: rows }, (_, r) => `($1, ${Array.from({ length: width }, (_, c) => `$${2 + r * width + c}`)})`);

/** A project's stored columns after its position, as both writers fill them: the registration and the demo seed. */
export const PROJECT_VALUE_COLUMNS = [
  'aplication',
  'specification',
  'additional_information',
  'conclusion_date',
  'homologated',
  'have_collector',
  'have_collector_description',
  'partner',
  'partner_owner',
  'partner_name',
  'opportunity_type',
  'opportunity_type_status',
  'justification',
] as const;

/** The fields a project's values are read from (a registration's input, or a row the seed made up). */
type ProjectValues = Record<
  | 'aplication'
  | 'specification'
  | 'additionalInformation'
  | 'conclusionDate'
  | 'homologated'
  | 'haveCollector'
  | 'haveCollectorDescription'
  | 'partner'
  | 'partnerOwner'
  | 'partnerName'
  | 'opportunityType'
  | 'opportunityTypeStatus'
  | 'justification',
  unknown
>;

/** A project's values in PROJECT_VALUE_COLUMNS order. */
export const projectValues = (p: ProjectValues): unknown[] => [
  p.aplication,
  p.specification,
  p.additionalInformation,
  p.conclusionDate,
  p.homologated,
  p.haveCollector,
  p.haveCollectorDescription,
  p.partner,
  p.partnerOwner,
  p.partnerName,
  p.opportunityType,
  p.opportunityTypeStatus,
  p.justification,
];

/** Inserts the lines and returns them as stored, in their order (the history records them without reading back). */
export async function insertProjects(q: Queryable, id: string, projects: ProjectInput[]): Promise<ProjectRow[]> {
  if (!projects.length) return [];
  const values = projects.flatMap((p, position) => [position, ...projectValues(p)]);
  const rows = await q.query<ProjectRow & { position: number }>(
    `INSERT INTO api.opportunity_projects (opportunity_id, position, ${PROJECT_VALUE_COLUMNS.join(', ')})
     VALUES ${valuesList(projects.length, 1 + PROJECT_VALUE_COLUMNS.length).join(', ')}
     RETURNING position, ${PROJECT_COLUMNS}`,
    [id, ...values],
  );
  return inPosition(rows);
}

/** A product line's stored columns after its position, as both writers fill them: the registration and the seed. */
export const PRODUCT_VALUE_COLUMNS = [
  'part_number',
  'description',
  'amount',
  'price',
  'accessory',
  'competition',
] as const;

/** A product line's values in PRODUCT_VALUE_COLUMNS order (the price in reais, as the column stores it). */
export const productValues = (p: Omit<ProductInput, 'priceCents'> & { priceCents: bigint | number }): unknown[] => [
  p.partNumber,
  p.description,
  p.amount,
  centsToDecimal(p.priceCents),
  p.accessory,
  p.competition,
];

export async function insertProducts(q: Queryable, id: string, products: ProductInput[]): Promise<ProductRow[]> {
  if (!products.length) return [];
  const values = products.flatMap((p, position) => [position, ...productValues(p)]);
  const rows = await q.query<ProductRow & { position: number }>(
    `INSERT INTO api.opportunity_products (opportunity_id, position, ${PRODUCT_VALUE_COLUMNS.join(', ')})
     VALUES ${valuesList(products.length, 1 + PRODUCT_VALUE_COLUMNS.length).join(', ')}
     RETURNING position, ${PRODUCT_COLUMNS}`,
    [id, ...values],
  );
  return inPosition(rows);
}

/** RETURNING promises no order: the lines as they were sent, without their position. */
function inPosition<T extends { position: number }>(rows: T[]): Array<Omit<T, 'position'>> {
  return [...rows].sort((a, b) => a.position - b.position).map(({ position: _position, ...row }) => row);
}
