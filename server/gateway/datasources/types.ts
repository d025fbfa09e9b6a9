/**
 * Shapes of the REST replies the gateway reads (docs/rest-api.md). Field names are the services' verbatim
 * (`aplication`, `inative`, `quantityPage`); resolvers translate them into the schema's names, so that no REST shape
 * leaks through GraphQL. codegen.ts maps the schema's object types to these (`mappers`).
 */

import type { CustomerWatch } from '../../lib/customer-watch.js';
import type { AuthUser } from '../../lib/identities.js';
import type { ErasureResult, PersonalDataExport } from '../../lib/personal-data.js';
import type { RoleAssignment } from '../../lib/roles.js';

export type { RoleAssignment };

export type RestOpportunityStatus =
  | 'analysis'
  | 'approved'
  | 'disapproved'
  | 'awaiting_renovation'
  | 'renovation'
  | 'expired';
export type RestResaleStatus = 'analysis' | 'approved' | 'disapproved';

/** Every paged list: `{ result, total, page, amount, quantityPage }`. */
export interface RestPage<T> {
  result: T[];
  total: number;
  /** The opportunity lists: `total` is a lower bound (there are more rows than it counts). */
  totalIsLowerBound?: boolean;
  page: number;
  amount: number;
  quantityPage: number;
}

export interface RestTokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

export interface RestPayload {
  id: string;
  exp: number;
  name: string;
  email: string;
}

/** GET /user/{id} at the authenticator: its identity (lib/identities.ts) without the parent account. */
export type RestUser = Omit<AuthUser, 'parentId'>;

export interface RestProject {
  aplication?: string | null;
  specification?: string | null;
  additionalInformation?: string | null;
  conclusionDate?: string | null;
  homologated?: boolean | null;
  haveCollector?: boolean | null;
  haveCollectorDescription?: string | null;
  partner?: boolean | null;
  partnerOwner?: string | null;
  partnerName?: string | null;
  opportunityType?: boolean | null;
  opportunityTypeStatus?: string | null;
  justification?: string | null;
}

export interface RestProduct {
  partNumber?: string | null;
  description?: string | null;
  amount: number;
  price: number;
  accessory: boolean;
  competition: boolean;
}

export interface RestConflict {
  id: string;
  name?: string | null;
  status: RestOpportunityStatus;
  cnpj: string;
  corporateName?: string | null;
  resale?: string | null;
  createdAt: string;
}

export interface RestOpportunity {
  id: string;
  name?: string | null;
  status: RestOpportunityStatus;
  cnpj: string;
  fantasyName?: string | null;
  corporateName?: string | null;
  cep?: string | number | null;
  street?: string | null;
  state?: string | null;
  city?: string | null;
  country?: string | null;
  contact?: string | null;
  phone?: string | number | null;
  email?: string | null;
  network?: boolean | null;
  justification?: string | null;
  estimated: number | string;
  reason?: string | null;
  probabilityClosing?: number | null;
  acceptedTerm?: boolean | null;
  seller?: string | null;
  sellerSalesforceId?: string | null;
  register?: string | null;
  opportunityOrigin?: string | null;
  resale?: string | null;
  resaleId?: string | null;
  userId: string;
  ownerName?: string | null;
  ownerEmail?: string | null;
  createdAt: string;
  approveDate?: string | null;
  renovationDate?: string | null;
  requestRenovationAt?: string | null;
  /** The register did not confirm the customer company at creation (a service without the flag: false). */
  companyUnverified?: boolean;
  /** The customer's registration status as the register last gave it (null: never verified), and when. */
  companyStatus?: string | null;
  companyStatusCheckedAt?: string | null;
  /** That status is known and not ATIVA (a service without the field: false). */
  companyInactive?: boolean;
  /** Lists and details alike (the service computes both with one rule). */
  expireDays: number | null;
  elapsedDays: number;
  /** Business days waiting for a decision (null once decided) and whether past the brand's target (design section 17). */
  waitingBusinessDays?: number | null;
  decisionOverdue?: boolean;
  projects?: RestProject[];
  products?: RestProduct[];
  conflicts?: RestConflict[];
  /** Every conflict, where `conflicts` holds the newest (a service without it: their number). */
  conflictsTotal?: number;
  /** More conflicts than `conflictsTotal` (the count stops there). */
  conflictsTotalIsLowerBound?: boolean;
  protectedUntil?: string | null;
  /** How many wait for the customer to be free (representatives and support; null otherwise). */
  customerWatchCount?: number | null;
}

export interface RestOpportunitySummary {
  id: string;
  name?: string | null;
  status: RestOpportunityStatus;
  corporateName?: string | null;
  cnpj: string;
}

export interface RestCrmSeller {
  name: string;
  user_id: string;
  /** The brand slug the seller sells for. */
  company: string;
}

/** GET /opportunity/protection/{cnpj}: `{ data: RestCustomerProtection }`. */
export interface RestCustomerProtection {
  cnpj: string;
  protectedUntil: string | null;
}

/** A waiting request of GET/POST /customer-watch (design section 16). */
export type RestCustomerWatch = CustomerWatch;

export interface RestCreated {
  message?: string;
  data: { id: string; status: string; estimated?: number; name?: string | null };
}

export interface RestResale {
  id: string;
  status: RestResaleStatus;
  createdAt: string;
  cnpj: string;
  cep?: string | null;
  city?: string | null;
  street?: string | null;
  state?: string | null;
  fantasyName?: string | null;
  corporateName?: string | null;
  contactName: string;
  phone: string;
  email: string;
  reason?: string | null;
}

export interface RestSeller {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  active?: boolean;
  createdAt?: string | null;
  /** The list's rows carry it; a created seller's reply does not (it is a seller). */
  role?: 'SELLER' | 'RESALE';
}

/** GET /seller/name: `{ data, total, quantityPage }`. */
export interface RestSellerSearch {
  data: RestSeller[];
  total: number;
  quantityPage: number;
}

export interface RestHistoryEntry {
  id: string;
  type: 'opportunity' | 'resale' | 'user';
  typeId: string;
  actionType: 'create' | 'update';
  /** `note`: written through POST /history/create, a user's text rather than a change. */
  kind: 'change' | 'note';
  userId?: string | null;
  username?: string | null;
  modifications: Array<{ attribute: string; oldValue: string | null; newValue: string | null }>;
  createdAt: string;
}

/** Counts per status over the brand; `all` = every status. */
export type RestStatusTotals = Record<RestOpportunityStatus | 'all', number>;

export interface RestMonthFigures {
  approved: number;
  disapproved: number;
  analysis: number;
  total: number;
  estimated: number;
}

/** GET /dashboard/status: `{ data: RestDashboard }`. */
export interface RestDashboard {
  year: number;
  month: number;
  monthly: { approved: number[]; disapproved: number[]; analysis: number[]; total: number[] };
  totals: RestStatusTotals;
  currentMonth: RestMonthFigures;
  previousMonth: RestMonthFigures;
  /** Time to decision per month of the current year (design section 17). */
  decisionTimes: Array<{
    month: number;
    decisions: number;
    medianBusinessDays: number | null;
    p90BusinessDays: number | null;
    overdue: number;
  }>;
  last: RestOpportunity[];
}

/** GET /cnpj/{cnpj}: the spec's Portuguese field names. */
export interface RestCompany {
  cnpj: string;
  razao_social: string;
  nome_fantasia?: string | null;
  cep?: string | null;
  rua?: string | null;
  cidade?: string | null;
  estado?: string | null;
  /** Situação cadastral ("ATIVA", "BAIXADA"...); null or absent when the register gives none. */
  situacao_cadastral?: string | null;
}

export interface RestState {
  id: number | string;
  sigla: string;
  nome: string;
}

export interface RestMunicipality {
  id: number | string;
  nome: string;
}

export interface RestImage {
  src: string;
  alt: string;
}

/** GET /company/owner/{userId}. */
export interface RestOwnerCompany {
  doc: string | null;
  name: string | null;
}

export interface RestMessage {
  message?: string;
}

/** Every error reply of the services. */
export interface RestErrorBody {
  statusCode?: number;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  protectedUntil?: string;
  retryAfter?: number;
  /** The registration status of a company refused as not active (COMPANY_INACTIVE). */
  companyStatus?: string;
}

/** What an opportunity mutation resolves to: the id, read again (fresh) only when the client selects it. */
export interface OpportunityRef {
  opportunityId: string;
  message?: string | null;
  /** What the creation's reply already says of the new opportunity. */
  created?: RestCreated['data'];
}

/** POST /personal-data/export: `{ data: RestPersonalDataExport }` (design section 18). */
export interface RestPersonalDataExport extends PersonalDataExport<RestOpportunityStatus, RestResaleStatus> {
  /** The same records as the person reads them (Portuguese keys and values; the service's privacy/document.ts). */
  document: Record<string, unknown>;
}

/** POST /personal-data/erase: `{ data: RestErasure }`. */
export type RestErasure = ErasureResult;
