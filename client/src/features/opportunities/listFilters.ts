/**
 * The opportunity list's filters as the screen keeps them (what the inputs show, remembered per user and brand) and
 * as the `opportunities` query takes them.
 */
import type { OpportunityFilter, OpportunitySortField, OpportunityStatus } from '../../__generated__/graphql.js';
import type { ListOrder } from '../../ui/list/useListState.js';
import { cnpjCharsOf } from '../../ui/masks.js';
import { RENEWAL_STATUSES } from './model.js';

export interface OpportunityListFilters {
  statuses: OpportunityStatus[];
  name: string;
  /** Creation day, yyyy-mm-dd (a date input's value). */
  date: string;
  /** As typed, mask included. */
  cnpj: string;
  email: string;
  /** The client's trade name (spec: fantasyName, "client"). */
  fantasyName: string;
  /** UF. */
  state: string;
  city: string;
  /** CRM record id. */
  register: string;
  /** Only registrations whose company the CNPJ register did not confirm (a representative's filter). */
  companyUnverified: boolean;
  /** Only registrations whose customer the CNPJ register no longer gives as active (a representative's filter). */
  companyInactive: boolean;
  /** Only those waiting for a decision past the brand's target, "Fora do prazo" (a representative's filter). */
  decisionOverdue: boolean;
}

export const EMPTY_OPPORTUNITY_FILTERS: OpportunityListFilters = {
  statuses: [],
  name: '',
  date: '',
  cnpj: '',
  email: '',
  fantasyName: '',
  state: '',
  city: '',
  register: '',
  companyUnverified: false,
  companyInactive: false,
  decisionOverdue: false,
};

/** Typed key by key: they reach the query after the debounce. The status list and the state are choices. */
export const TYPED_OPPORTUNITY_FILTERS = [
  'name',
  'date',
  'cnpj',
  'email',
  'fantasyName',
  'city',
  'register',
] as const satisfies readonly (keyof OpportunityListFilters)[];

/** The filters behind "mais filtros" besides the renovation statuses: the less common ones. */
const MORE_FILTERS = ['date', 'email', 'state', 'city', 'register'] as const;

export type OpportunityListOrder = ListOrder<OpportunitySortField>;
export const DEFAULT_OPPORTUNITY_ORDER: OpportunityListOrder = { field: 'CREATED_AT', direction: 'DESC' };

const TEXT_FILTERS = ['name', 'email', 'fantasyName', 'state', 'city', 'register'] as const;

/** What the query asks: empty filters left out, texts trimmed, the CNPJ without its mask (a prefix). */
export function toOpportunityFilter(filters: OpportunityListFilters): OpportunityFilter {
  const out: OpportunityFilter = {};
  if (filters.statuses.length) out.statuses = [...filters.statuses];
  for (const key of TEXT_FILTERS) {
    const value = filters[key].trim();
    if (value) out[key] = value;
  }
  const cnpj = cnpjCharsOf(filters.cnpj);
  if (cnpj) out.cnpj = cnpj;
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.date)) out.date = filters.date;
  if (filters.companyUnverified) out.companyUnverified = true;
  if (filters.companyInactive) out.companyInactive = true;
  if (filters.decisionOverdue) out.decisionOverdue = true;
  return out;
}

/** Whether a filter behind "mais filtros" is in use: the screen then opens with them shown. */
export function usesMoreFilters(filters: OpportunityListFilters): boolean {
  return (
    filters.statuses.some((s) => RENEWAL_STATUSES.includes(s)) ||
    filters.companyUnverified ||
    filters.companyInactive ||
    filters.decisionOverdue ||
    MORE_FILTERS.some((key) => filters[key].trim() !== '')
  );
}

export const hasAnyFilter = (filters: OpportunityListFilters) => Object.keys(toOpportunityFilter(filters)).length > 0;
