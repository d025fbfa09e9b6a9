/**
 * The REST values behind the schema's enums (GraphQL `ANALYSIS` is the services' `analysis`). codegen.ts points
 * `enumValues` here, so the generated types speak REST values, and modules/enums.ts hands the same tables to
 * graphql-js, which translates both ways at run time: resolvers and data sources only ever see REST values.
 */
type Values<T> = T[keyof T];

export const OpportunityStatus = {
  ANALYSIS: 'analysis',
  APPROVED: 'approved',
  DISAPPROVED: 'disapproved',
  AWAITING_RENOVATION: 'awaiting_renovation',
  RENOVATION: 'renovation',
  EXPIRED: 'expired',
} as const;
export type OpportunityStatus = Values<typeof OpportunityStatus>;

export const ResaleStatus = { ANALYSIS: 'analysis', APPROVED: 'approved', DISAPPROVED: 'disapproved' } as const;
export type ResaleStatus = Values<typeof ResaleStatus>;

/** Spec section 3: 25 = "0% - 49%", 50 = "50% - 70%", 75 = "71% - 99%", 100 = "100%". */
export const ClosingProbability = { P25: 25, P50: 50, P75: 75, P100: 100 } as const;
export type ClosingProbability = Values<typeof ClosingProbability>;

/** Spec section 3: the values the registration form sends. */
export const OpportunityOrigin = {
  EMPLOYEE: 'Employee',
  PARTNER: 'Partner',
  TRADE_SHOW: 'Trade Show',
  EMAIL: 'Email',
  PROSPECT: 'Prospect',
  LEAD_GRUPO_ARTICO: 'LeadGrupoArtico',
  RESALE_WEBSITE: 'ResaleWebsite',
  OTHER: 'Other',
} as const;
export type OpportunityOrigin = Values<typeof OpportunityOrigin>;

export const SoftwareOwner = {
  RESALE: 'Software da Revenda',
  OWN: 'Software Próprio',
  PARTNERS: 'Software de Parceiros',
} as const;
export type SoftwareOwner = Values<typeof SoftwareOwner>;

/** `order[field]` and `order[direction]` of the list calls. */
export const OpportunitySortField = { CREATED_AT: 'createdAt', ESTIMATED: 'estimated' } as const;
export type OpportunitySortField = Values<typeof OpportunitySortField>;

export const SortDirection = { ASC: 1, DESC: -1 } as const;
export type SortDirection = Values<typeof SortDirection>;

/** The `status` a renewal decision sends. */
export const RenewalDecision = { APPROVE: 'approved', REJECT: 'disapproved' } as const;
export type RenewalDecision = Values<typeof RenewalDecision>;

export const HistoryType = { OPPORTUNITY: 'opportunity', RESALE: 'resale', USER: 'user' } as const;
export type HistoryType = Values<typeof HistoryType>;

export const HistoryAction = { CREATE: 'create', UPDATE: 'update' } as const;
export type HistoryAction = Values<typeof HistoryAction>;

export const HistoryKind = { CHANGE: 'change', NOTE: 'note' } as const;
export type HistoryKind = Values<typeof HistoryKind>;
