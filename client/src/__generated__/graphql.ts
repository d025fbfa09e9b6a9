/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The approval of an opportunity in analysis. */
export type ApproveOpportunityInput = {
  /** Opportunity id. */
  id: string | number;
  /** Opportunity name (required to approve). */
  name: string;
  /** New closing probability; omitted keeps the current one. */
  probabilityClosing?: ClosingProbability | null | undefined;
};

/** The sign-up to approve. */
export type ApproveResaleInput = {
  /** Sign-up id. */
  id: string | number;
};

/** Closing probability chosen for an opportunity. */
export type ClosingProbability =
  /** 0% - 49% (the default). */
  | 'P25'
  /** 50% - 70%. */
  | 'P50'
  /** 71% - 99%. */
  | 'P75'
  /** 100%. */
  | 'P100';

/**
 * A company's registration status at the Receita Federal (situação cadastral), as the CNPJ register gives it. Only an
 * ATIVA company may receive opportunities.
 */
export type CompanyRegistrationStatus =
  /** Ativa: the company operates and may receive opportunities. */
  | 'ATIVA'
  /** Baixada: the company was closed (by its owners or by the Receita Federal); refused. */
  | 'BAIXADA'
  /** Inapta: the company failed its filings (omissa) or was not found at its address; refused. */
  | 'INAPTA'
  /** Nula: the registration was declared void (fraud, duplicate); refused. */
  | 'NULA'
  /** Suspensa: the registration is suspended (an inconsistency the company must settle); refused. */
  | 'SUSPENSA';

/** The registration form of an opportunity. */
export type CreateOpportunityInput = {
  /** The terms checkbox; must be true. */
  acceptedTerm: boolean;
  /**
   * The version of the registration terms the form showed (the client's TERMS_VERSION); another version than the one in
   * force is refused on the field, absent means the one in force. The service stores it with the time of acceptance.
   */
  acceptedTermVersion?: string | null | undefined;
  /** Postal code (digits or masked). */
  cep?: string | null | undefined;
  /** Customer city. */
  city?: string | null | undefined;
  /** Customer CNPJ (mask optional). */
  cnpj: string;
  /**
   * The company fields were typed because the CNPJ lookup was unavailable. The server looks the CNPJ up again and stores
   * the opportunity as `companyUnverified` when this is true or when the register does not confirm the company.
   */
  companyTyped?: boolean | null | undefined;
  /** Customer contact name. */
  contact?: string | null | undefined;
  /** Customer corporate name. */
  corporateName?: string | null | undefined;
  /** Customer e-mail. */
  email?: string | null | undefined;
  /** Customer trade name. */
  fantasyName?: string | null | undefined;
  /** Why the reseller registers this deal. */
  justification?: string | null | undefined;
  /** Opportunity name: representatives only (from anyone else BAD_USER_INPUT); empty = "Oportunidade {company} - {date}". */
  name?: string | null | undefined;
  /** Whether the customer belongs to a group. */
  network?: boolean | null | undefined;
  /** How the reseller found the opportunity. */
  opportunityOrigin?: OpportunityOrigin | null | undefined;
  /** Customer phone (digits or masked). */
  phone?: string | null | undefined;
  /** Chance of closing the deal. */
  probabilityClosing?: ClosingProbability | null | undefined;
  /** Product lines: main products, accessories and competitors' products. */
  products: Array<ProductLineInput>;
  /** The project. */
  project: ProjectInput;
  /** Name of the distributor's seller (required except on the brand `yep`). */
  seller?: string | null | undefined;
  /** CRM id of that seller. */
  sellerSalesforceId?: string | null | undefined;
  /** State (UF). */
  state?: string | null | undefined;
  /** Customer street address. */
  street?: string | null | undefined;
};

/** The "Adicionar vendedores" form. */
export type CreateSellerInput = {
  /** Corporate e-mail (the seller's login). */
  email: string;
  /** Full name. */
  name: string;
  /** Corporate phone (digits or masked). */
  phone: string;
};

/** The seller to deactivate. */
export type DeactivateSellerInput = {
  /** User id of the seller. */
  id: string | number;
};

/** A representative's decision on a renewal request (AWAITING_RENOVATION). */
export type DecideRenewalInput = {
  /** Approve or reject the renewal. */
  decision: RenewalDecision;
  /** Opportunity id. */
  id: string | number;
  /** New opportunity name; omitted keeps the current one. */
  name?: string | null | undefined;
  /** New closing probability; omitted keeps the current one. */
  probabilityClosing?: ClosingProbability | null | undefined;
  /** Required when rejecting. */
  reason?: string | null | undefined;
};

/** Input of `erasePersonalData`. */
export type ErasePersonalDataInput = {
  /** The e-mail address of the person whose data is erased. */
  email: string;
};

/** What happened. */
export type HistoryAction =
  /** The record was created. */
  | 'CREATE'
  /** The record was changed. */
  | 'UPDATE';

/** Whether a history row records a change or is a note. */
export type HistoryKind =
  /** A change, recorded by the portal with the change itself: the only rows any figure counts. */
  | 'CHANGE'
  /**
   * A note a representative wrote through the REST history call: it changed nothing and counts nowhere. Its
   * modifications are the author's text as written, not in the schema's vocabulary.
   */
  | 'NOTE';

/** What a history row is about. */
export type HistoryType =
  /** An opportunity. */
  | 'OPPORTUNITY'
  /** A reseller sign-up. */
  | 'RESALE'
  /** A user (seller or reseller account). */
  | 'USER';

/** Credentials of the login page. */
export type LoginInput = {
  /** "Mantenha-me conectado": the session cookies last 7 days instead of ending with the browser. */
  keepConnected?: boolean;
  /** Password (trimmed). */
  password: string;
  /** Login e-mail (trimmed). */
  username: string;
};

/** Filters of the opportunity list; every one is optional and they combine with AND. */
export type OpportunityFilter = {
  /** Customer city. */
  city?: string | null | undefined;
  /** Beginning of the customer CNPJ: mask optional, numeric or alphanumeric, letters in any case; a root finds branches. */
  cnpj?: string | null | undefined;
  /** Only opportunities whose customer company is no longer active (`companyInactive`: true), or only the others (false). */
  companyInactive?: boolean | null | undefined;
  /** Only opportunities whose customer company is unverified (true), or only verified ones (false). */
  companyUnverified?: boolean | null | undefined;
  /** Creation day. */
  date?: string | null | undefined;
  /** First creation day of a range (inclusive). */
  dateFrom?: string | null | undefined;
  /** Last creation day of a range (inclusive). */
  dateTo?: string | null | undefined;
  /** Only opportunities waiting for a decision past their brand's target (`decisionOverdue`: true, "Fora do prazo"), or only the others (false). */
  decisionOverdue?: boolean | null | undefined;
  /** Customer e-mail. */
  email?: string | null | undefined;
  /** Customer trade name. */
  fantasyName?: string | null | undefined;
  /** Part of the opportunity name. */
  name?: string | null | undefined;
  /** CRM record id. */
  register?: string | null | undefined;
  /** State (UF). */
  state?: string | null | undefined;
  /** Statuses to show (any of them). */
  statuses?: Array<OpportunityStatus> | null | undefined;
};

/** Order of the opportunity list. */
export type OpportunityOrder = {
  /** Which way. */
  direction?: SortDirection;
  /** What to sort by. */
  field?: OpportunitySortField;
};

/** How the reseller found the opportunity. */
export type OpportunityOrigin =
  /** E-mail. */
  | 'EMAIL'
  /** Colaborador. */
  | 'EMPLOYEE'
  /** Lead do grupo. */
  | 'LEAD_GRUPO_ARTICO'
  /** Outro. */
  | 'OTHER'
  /** Parceiro (also e-mail marketing). */
  | 'PARTNER'
  /** Prospecção. */
  | 'PROSPECT'
  /** Site da revenda. */
  | 'RESALE_WEBSITE'
  /** Feira/Evento. */
  | 'TRADE_SHOW';

/** Field an opportunity list is sorted by. */
export type OpportunitySortField =
  /** Creation instant (the default, newest first). */
  | 'CREATED_AT'
  /** Estimated value. */
  | 'ESTIMATED';

/** Where an opportunity is in its life cycle (design section 4). */
export type OpportunityStatus =
  /** Em Análise: waiting for a representative. */
  | 'ANALYSIS'
  /** Aprovada: registered in the CRM, protected for 90 days. */
  | 'APPROVED'
  /** Aguardando Renovação: the owner asked for a renewal (see `reason`). */
  | 'AWAITING_RENOVATION'
  /** Reprovada: refused by a representative (see `reason`). */
  | 'DISAPPROVED'
  /** Expirada: no renewal was asked in time, or it was refused. */
  | 'EXPIRED'
  /** Renovação Pendente: the validity ended; the owner may ask for a renewal. */
  | 'RENOVATION';

/** What an e-mailed password link can still do, read when its page opens (the link is not spent). */
export type PasswordLinkStatus =
  /** Past its validity (1 hour for a reset, 1 day for a first password): the person asks for a new one. */
  | 'EXPIRED'
  /** Not a link of this portal (mistyped or cut short), or its account is no longer active. */
  | 'INVALID'
  /** The link sets a password. */
  | 'USABLE'
  /** Already used, or replaced by a newer link: the person asks for a new one. */
  | 'USED';

/** One product line of a registration; lines with neither part number nor description are left out. */
export type ProductLineInput = {
  /** True for an accessory line. */
  accessory?: boolean;
  /** Quantity (at least 1 on a main line; accessory and competitor lines may leave it empty). */
  amount?: number | null | undefined;
  /** True for a competitor's product (not counted in the total). */
  competition?: boolean;
  /** Description. */
  description?: string | null | undefined;
  /** Part number. */
  partNumber?: string | null | undefined;
  /** Unit price in reais (may be empty on accessory and competitor lines). */
  price?: number | null | undefined;
};

/** The project of a registration (fields as in `Project`). */
export type ProjectInput = {
  /** Free text about the project. */
  additionalInformation?: string | null | undefined;
  /** Application of the equipment (Aplicação). */
  application?: string | null | undefined;
  /**
   * Expected closing day, `yyyy-mm-dd` (`dd/mm/yy`, `dd-mm-yy` and `dd/mm/yyyy` are accepted too, as on the form); a real
   * day, not before today. A text rather than `Date`: a wrong day is then reported by the service together with every
   * other wrong field (BAD_USER_INPUT `fields`, "Data de conclusão deve ser uma data futura"), instead of alone before
   * the form is read.
   */
  conclusionDate?: string | null | undefined;
  /** Whether the customer already has similar equipment. */
  haveCollector?: boolean | null | undefined;
  /** The similar equipment the customer has, when `haveCollector` is true. */
  haveCollectorDescription?: string | null | undefined;
  /** Whether the product is already approved (homologated) by the customer. */
  homologated?: boolean | null | undefined;
  /** Justification of the project. */
  justification?: string | null | undefined;
  /** True for a public organ, false for a private company. */
  opportunityType?: boolean | null | undefined;
  /** Progress of the public bidding, when `opportunityType` is true. */
  opportunityTypeStatus?: string | null | undefined;
  /** Whether partner software is involved. */
  partner?: boolean | null | undefined;
  /** Name of the software partner, when `partnerOwner` is PARTNERS. */
  partnerName?: string | null | undefined;
  /** Who owns the software, when `partner` is true. */
  partnerOwner?: SoftwareOwner | null | undefined;
  /** Specification of the equipment. */
  specification?: string | null | undefined;
};

/** The reseller sign-up form ("Crie seu usuário"). */
export type RegisterResaleInput = {
  /** Postal code (digits or masked). */
  cep?: string | null | undefined;
  /** City. */
  city?: string | null | undefined;
  /** CNPJ (mask optional). */
  cnpj: string;
  /** Contact person. */
  contactName: string;
  /** Corporate name (razão social), as the CNPJ register names the company; required (empty: BAD_USER_INPUT). */
  corporateName: string;
  /** E-mail of the reseller's user (the login). */
  email: string;
  /** Trade name (nome fantasia). */
  fantasyName?: string | null | undefined;
  /** Phone (digits or masked). */
  phone: string;
  /** State (UF). */
  state?: string | null | undefined;
  /** Street address. */
  street?: string | null | undefined;
};

/** The refusal of an opportunity in analysis. */
export type RejectOpportunityInput = {
  /** Opportunity id. */
  id: string | number;
  /** Why it is refused (required). */
  reason: string;
};

/** The sign-up to refuse and why. */
export type RejectResaleInput = {
  /** Sign-up id. */
  id: string | number;
  /** Why it is refused (required; e-mailed to the applicant). */
  reason: string;
};

/** A representative's decision on a renewal request. */
export type RenewalDecision =
  /** The opportunity goes back to analysis with a new validity. */
  | 'APPROVE'
  /** The opportunity expires (a reason is required). */
  | 'REJECT';

/** The "Esqueceu sua senha?" form. */
export type RequestPasswordResetInput = {
  /** E-mail of the account that forgot its password. */
  email: string;
  /** Page of this portal that opens the e-mailed link; defaults to `/recovery-password` on the current host. */
  redirectUrl?: string | null | undefined;
};

/** A renewal request of an opportunity in RENOVATION or EXPIRED. */
export type RequestRenewalInput = {
  /** Opportunity id. */
  id: string | number;
  /** Chance of closing the deal now. */
  probabilityClosing: ClosingProbability;
  /** How the project is going (required). */
  reason: string;
};

/** Filters of the sign-up list; every one is optional and they combine with AND. */
export type ResaleFilter = {
  /** Sign-up day. */
  date?: string | null | undefined;
  /** First sign-up day of a range (inclusive). */
  dateFrom?: string | null | undefined;
  /** Last sign-up day of a range (inclusive). */
  dateTo?: string | null | undefined;
  /** Statuses to show (any of them). */
  statuses?: Array<ResaleStatus> | null | undefined;
};

/** Status of a reseller sign-up. */
export type ResaleStatus =
  /** Waiting for a representative. */
  | 'ANALYSIS'
  /** Approved: the reseller received its access. */
  | 'APPROVED'
  /** Refused (see `reason`). */
  | 'DISAPPROVED';

/** What a user may do on one brand (spec section 6). */
export type Role =
  /** Representative of the distributor: decides opportunities, renewals and reseller sign-ups. */
  | 'REPRESENTATIVE'
  /** Reseller: registers opportunities, requests renewals, manages its sellers. */
  | 'RESALE'
  /** Seller of a reseller: registers opportunities and requests renewals. */
  | 'SELLER'
  /** Support staff: reads lists, dashboard, resales and users. */
  | 'SUPPORT';

/** Filter of the users list. */
export type SellerFilter = {
  /** Part of the name. */
  name?: string | null | undefined;
};

/** The contact page's form. */
export type SendContactInput = {
  /** The message. */
  description: string;
  /** E-mail to answer to. */
  email: string;
  /** Name of the sender. */
  fullName: string;
  /** Subject of the message. */
  title: string;
};

/** The form of an e-mailed password link. */
export type SetPasswordWithTokenInput = {
  /** New password: at least 8 characters with a lower-case and an upper-case letter, a digit and one of @$!%*?&. */
  password: string;
  /** Single-use token from the e-mailed link (`/recovery-password?token=…`). */
  token: string;
};

/** Who owns the software that runs on the equipment. */
export type SoftwareOwner =
  /** Software Próprio (developed by the customer). */
  | 'OWN'
  /** Software de Parceiros (see `partnerName`). */
  | 'PARTNERS'
  /** Software da Revenda. */
  | 'RESALE';

/** Sort direction of a list. */
export type SortDirection =
  /** Smallest / oldest first. */
  | 'ASC'
  /** Largest / newest first. */
  | 'DESC';

/** Input of `unwatchCustomer`. */
export type UnwatchCustomerInput = {
  /** Id of one of the user's own requests. */
  id: string | number;
};

/** A change of name and/or closing probability; at least one of them. */
export type UpdateOpportunityInput = {
  /** Opportunity id. */
  id: string | number;
  /** New name; omitted keeps the current one. */
  name?: string | null | undefined;
  /** New closing probability; omitted keeps the current one. */
  probabilityClosing?: ClosingProbability | null | undefined;
};

/** The password form of Configurações. */
export type UpdatePasswordInput = {
  /** New password of the signed-in user (same policy as `setPasswordWithToken`). */
  password: string;
};

/** Input of `watchCustomer`. */
export type WatchCustomerInput = {
  /** The protected customer's CNPJ (mask optional; numeric or alphanumeric). */
  cnpj: string;
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { viewer: { id: string, name: string, roles: Array<Role>, brand: string, expiresAt: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { loggedOut: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string | null, roles: Array<Role>, brand: string, expiresAt: string } | null };

export type PasswordLinkStatusQueryVariables = Exact<{
  token: string;
}>;


export type PasswordLinkStatusQuery = { passwordLinkStatus: PasswordLinkStatus };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { sent: boolean } };

export type SetPasswordWithTokenMutationVariables = Exact<{
  input: SetPasswordWithTokenInput;
}>;


export type SetPasswordWithTokenMutation = { setPasswordWithToken: { passwordSet: boolean } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { viewer: { id: string, expiresAt: string } } };

export type UpdatePasswordMutationVariables = Exact<{
  input: UpdatePasswordInput;
}>;


export type UpdatePasswordMutation = { updatePassword: { message: string } };

export type BrandQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandQuery = { brand: { slug: string, name: string, tagline: string, logoUrl: string, faviconUrl: string, contactEmail: string, senderEmail: string, virtualAccountUrl: string | null, theme: { primary: string, accent: string, surface: string, radius: string, headingFont: string } } };

export type CarouselImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type CarouselImagesQuery = { carouselImages: Array<{ src: string, alt: string }> };

export type CnpjLookupQueryVariables = Exact<{
  cnpj: string;
}>;


export type CnpjLookupQuery = { cnpjLookup: { cnpj: string, corporateName: string, fantasyName: string | null, cep: string | null, street: string | null, city: string | null, state: string | null, registrationStatus: CompanyRegistrationStatus | null } };

export type SendContactMutationVariables = Exact<{
  input: SendContactInput;
}>;


export type SendContactMutation = { sendContact: { message: string } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { year: number, month: number, monthly: { approved: Array<number>, disapproved: Array<number> }, totals: { analysis: number, approved: number, disapproved: number, awaitingRenovation: number, renovation: number, expired: number, total: number }, currentMonth: { ' $fragmentRefs'?: { 'MonthFiguresFieldsFragment': MonthFiguresFieldsFragment } }, previousMonth: { ' $fragmentRefs'?: { 'MonthFiguresFieldsFragment': MonthFiguresFieldsFragment } }, decisionTimes: Array<{ month: number, decisions: number, medianBusinessDays: number | null, p90BusinessDays: number | null, overdue: number }>, latest: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'OpportunityRowFieldsFragment': OpportunityRowFieldsFragment } }
    )> } };

export type MonthFiguresFieldsFragment = { approved: number, disapproved: number, analysis: number, total: number, estimated: number } & { ' $fragmentName'?: 'MonthFiguresFieldsFragment' };

export type DashboardLatestApprovedQueryVariables = Exact<{
  pageSize: number;
}>;


export type DashboardLatestApprovedQuery = { opportunities: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'OpportunityRowFieldsFragment': OpportunityRowFieldsFragment } }
    )> } };

export type MunicipalitiesQueryVariables = Exact<{
  stateId: string | number;
}>;


export type MunicipalitiesQuery = { municipalities: Array<{ id: string, name: string }> };

export type StatesQueryVariables = Exact<{ [key: string]: never; }>;


export type StatesQuery = { states: Array<{ id: string, abbreviation: string, name: string }> };

export type HistoryQueryVariables = Exact<{
  typeId: string | number;
  page: number;
  pageSize: number;
}>;


export type HistoryQuery = { history: { items: Array<{ id: string, type: HistoryType, actionType: HistoryAction, kind: HistoryKind, username: string | null, createdAt: string, modifications: Array<{ attribute: string, oldValue: string | null, newValue: string | null }> }>, pageInfo: { page: number, pageSize: number, total: number, pageCount: number } } };

export type OpportunityRowFieldsFragment = { id: string, name: string | null, status: OpportunityStatus, cnpj: string, fantasyName: string | null, corporateName: string | null, state: string | null, city: string | null, email: string | null, estimated: number, register: string | null, resaleName: string | null, createdAt: string, approveDate: string | null, expireDays: number | null, elapsedDays: number, companyInactive: boolean, waitingBusinessDays: number | null, decisionOverdue: boolean } & { ' $fragmentName'?: 'OpportunityRowFieldsFragment' };

export type ProductLineFieldsFragment = { partNumber: string | null, description: string | null, amount: number, price: number, accessory: boolean, competition: boolean } & { ' $fragmentName'?: 'ProductLineFieldsFragment' };

export type OpportunityDetailFieldsFragment = { id: string, name: string | null, status: OpportunityStatus, cnpj: string, fantasyName: string | null, corporateName: string | null, cep: string | null, street: string | null, state: string | null, city: string | null, country: string | null, contact: string | null, phone: string | null, email: string | null, network: boolean | null, justification: string | null, estimated: number, reason: string | null, probabilityClosing: ClosingProbability | null, acceptedTerm: boolean | null, seller: string | null, sellerSalesforceId: string | null, register: string | null, opportunityOrigin: OpportunityOrigin | null, resaleName: string | null, createdAt: string, approveDate: string | null, renovationDate: string | null, requestRenovationAt: string | null, expireDays: number | null, elapsedDays: number, protectedUntil: string | null, companyUnverified: boolean, companyStatus: CompanyRegistrationStatus | null, companyStatusCheckedAt: string | null, companyInactive: boolean, waitingBusinessDays: number | null, decisionOverdue: boolean, customerWatchCount: number | null, conflictsTotal: number, conflictsTotalIsLowerBound: boolean, owner: { id: string, name: string | null, email: string | null }, project: { application: string | null, specification: string | null, additionalInformation: string | null, conclusionDate: string | null, homologated: boolean | null, haveCollector: boolean | null, haveCollectorDescription: string | null, partner: boolean | null, partnerOwner: SoftwareOwner | null, partnerName: string | null, opportunityType: boolean | null, opportunityTypeStatus: string | null, justification: string | null } | null, products: Array<{ ' $fragmentRefs'?: { 'ProductLineFieldsFragment': ProductLineFieldsFragment } }>, conflicts: Array<{ id: string, name: string | null, status: OpportunityStatus, cnpj: string, corporateName: string | null, resale: string | null, createdAt: string }> } & { ' $fragmentName'?: 'OpportunityDetailFieldsFragment' };

export type ApproveOpportunityMutationVariables = Exact<{
  input: ApproveOpportunityInput;
}>;


export type ApproveOpportunityMutation = { approveOpportunity: { opportunity: (
      { id: string }
      & { ' $fragmentRefs'?: { 'OpportunityDetailFieldsFragment': OpportunityDetailFieldsFragment } }
    ) } };

export type RejectOpportunityMutationVariables = Exact<{
  input: RejectOpportunityInput;
}>;


export type RejectOpportunityMutation = { rejectOpportunity: { opportunity: (
      { id: string }
      & { ' $fragmentRefs'?: { 'OpportunityDetailFieldsFragment': OpportunityDetailFieldsFragment } }
    ) } };

export type UpdateOpportunityMutationVariables = Exact<{
  input: UpdateOpportunityInput;
}>;


export type UpdateOpportunityMutation = { updateOpportunity: { opportunity: (
      { id: string }
      & { ' $fragmentRefs'?: { 'OpportunityDetailFieldsFragment': OpportunityDetailFieldsFragment } }
    ) } };

export type RequestRenewalMutationVariables = Exact<{
  input: RequestRenewalInput;
}>;


export type RequestRenewalMutation = { requestRenewal: { opportunity: (
      { id: string }
      & { ' $fragmentRefs'?: { 'OpportunityDetailFieldsFragment': OpportunityDetailFieldsFragment } }
    ) } };

export type DecideRenewalMutationVariables = Exact<{
  input: DecideRenewalInput;
}>;


export type DecideRenewalMutation = { decideRenewal: { opportunity: (
      { id: string }
      & { ' $fragmentRefs'?: { 'OpportunityDetailFieldsFragment': OpportunityDetailFieldsFragment } }
    ) } };

export type OpportunityDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type OpportunityDetailsQuery = { opportunity: (
    { id: string }
    & { ' $fragmentRefs'?: { 'OpportunityDetailFieldsFragment': OpportunityDetailFieldsFragment } }
  ) | null };

export type OpportunityListQueryVariables = Exact<{
  filter?: OpportunityFilter | null | undefined;
  order?: OpportunityOrder | null | undefined;
  page: number;
  pageSize: number;
}>;


export type OpportunityListQuery = { opportunities: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'OpportunityRowFieldsFragment': OpportunityRowFieldsFragment } }
    )>, pageInfo: { page: number, pageSize: number, total: number, totalIsLowerBound: boolean, pageCount: number } } };

export type CustomerProtectionQueryVariables = Exact<{
  cnpj: string;
}>;


export type CustomerProtectionQuery = { customerProtection: { cnpj: string, protectedUntil: string | null } };

export type CrmSellersQueryVariables = Exact<{ [key: string]: never; }>;


export type CrmSellersQuery = { crmSellers: Array<{ userId: string, name: string, company: string }> };

export type CreateOpportunityMutationVariables = Exact<{
  input: CreateOpportunityInput;
}>;


export type CreateOpportunityMutation = { createOpportunity: { message: string | null, opportunity: { id: string, status: OpportunityStatus } } };

export type ExportPersonalDataQueryVariables = Exact<{
  email: string;
}>;


export type ExportPersonalDataQuery = { exportPersonalData: { email: string, exportedAt: string, document: string, contacts: Array<{ opportunityId: string, opportunityName: string | null, status: OpportunityStatus, customerCnpj: string, customerName: string | null, contact: string | null, email: string | null, phone: string | null, createdAt: string, acceptedTermVersion: string | null, acceptedTermAt: string | null }>, resales: Array<{ resaleId: string, cnpj: string, corporateName: string | null, contactName: string, email: string, phone: string, status: ResaleStatus, createdAt: string }>, sellers: Array<{ sellerId: string, name: string, email: string, phone: string, active: boolean, createdAt: string }>, customerWatches: Array<{ cnpj: string, userName: string, requestedAt: string, expiresAt: string }> } };

export type ErasePersonalDataMutationVariables = Exact<{
  input: ErasePersonalDataInput;
}>;


export type ErasePersonalDataMutation = { erasePersonalData: { email: string, anonymisedContacts: number } };

export type ResaleRowFieldsFragment = { id: string, status: ResaleStatus, createdAt: string, cnpj: string, fantasyName: string | null, corporateName: string | null, contactName: string, phone: string } & { ' $fragmentName'?: 'ResaleRowFieldsFragment' };

export type ResaleDetailFieldsFragment = { id: string, status: ResaleStatus, createdAt: string, cnpj: string, cep: string | null, city: string | null, street: string | null, state: string | null, fantasyName: string | null, corporateName: string | null, contactName: string, phone: string, email: string, reason: string | null } & { ' $fragmentName'?: 'ResaleDetailFieldsFragment' };

export type RegisterResaleMutationVariables = Exact<{
  input: RegisterResaleInput;
}>;


export type RegisterResaleMutation = { registerResale: { resaleId: string, status: ResaleStatus, message: string | null } };

export type ApproveResaleMutationVariables = Exact<{
  input: ApproveResaleInput;
}>;


export type ApproveResaleMutation = { approveResale: { resale: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ResaleDetailFieldsFragment': ResaleDetailFieldsFragment } }
    ) } };

export type RejectResaleMutationVariables = Exact<{
  input: RejectResaleInput;
}>;


export type RejectResaleMutation = { rejectResale: { resale: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ResaleDetailFieldsFragment': ResaleDetailFieldsFragment } }
    ) } };

export type ResaleDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ResaleDetailsQuery = { resale: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ResaleDetailFieldsFragment': ResaleDetailFieldsFragment } }
  ) | null };

export type ResaleListQueryVariables = Exact<{
  filter?: ResaleFilter | null | undefined;
  page: number;
  pageSize: number;
}>;


export type ResaleListQuery = { resales: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ResaleRowFieldsFragment': ResaleRowFieldsFragment } }
    )>, pageInfo: { total: number } } };

export type UserRowFieldsFragment = { id: string, name: string, email: string, phone: string | null, role: Role } & { ' $fragmentName'?: 'UserRowFieldsFragment' };

export type UserDetailFieldsFragment = { id: string, name: string, email: string, phone: string | null, active: boolean } & { ' $fragmentName'?: 'UserDetailFieldsFragment' };

export type CreateSellerMutationVariables = Exact<{
  input: CreateSellerInput;
}>;


export type CreateSellerMutation = { createSeller: { reactivated: boolean, seller: { id: string } } };

export type DeactivateSellerMutationVariables = Exact<{
  input: DeactivateSellerInput;
}>;


export type DeactivateSellerMutation = { deactivateSeller: { sellerId: string } };

export type UserDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type UserDetailsQuery = { user: (
    { id: string }
    & { ' $fragmentRefs'?: { 'UserDetailFieldsFragment': UserDetailFieldsFragment } }
  ) | null };

export type UserListQueryVariables = Exact<{
  filter?: SellerFilter | null | undefined;
  page: number;
  pageSize: number;
}>;


export type UserListQuery = { sellers: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'UserRowFieldsFragment': UserRowFieldsFragment } }
    )>, pageInfo: { page: number, pageSize: number, total: number, pageCount: number } } };

export type CustomerWatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerWatchesQuery = { customerWatches: Array<{ id: string, cnpj: string, companyName: string | null, protectedUntil: string | null, requestedAt: string, expiresAt: string }> };

export type WatchCustomerMutationVariables = Exact<{
  input: WatchCustomerInput;
}>;


export type WatchCustomerMutation = { watchCustomer: { alreadyWatching: boolean, watch: { id: string, cnpj: string, companyName: string | null, protectedUntil: string | null, requestedAt: string, expiresAt: string } } };

export type UnwatchCustomerMutationVariables = Exact<{
  input: UnwatchCustomerInput;
}>;


export type UnwatchCustomerMutation = { unwatchCustomer: { id: string } };

export const MonthFiguresFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"disapproved"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}}]} as unknown as DocumentNode<MonthFiguresFieldsFragment, unknown>;
export const OpportunityRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}}]}}]} as unknown as DocumentNode<OpportunityRowFieldsFragment, unknown>;
export const ProductLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"accessory"}},{"kind":"Field","name":{"kind":"Name","value":"competition"}}]}}]} as unknown as DocumentNode<ProductLineFieldsFragment, unknown>;
export const OpportunityDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"probabilityClosing"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"seller"}},{"kind":"Field","name":{"kind":"Name","value":"sellerSalesforceId"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"renovationDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestRenovationAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"companyUnverified"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatusCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"customerWatchCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionDate"}},{"kind":"Field","name":{"kind":"Name","value":"homologated"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollector"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollectorDescription"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerOwner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityType"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityTypeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"resale"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotalIsLowerBound"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"accessory"}},{"kind":"Field","name":{"kind":"Name","value":"competition"}}]}}]} as unknown as DocumentNode<OpportunityDetailFieldsFragment, unknown>;
export const ResaleRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResaleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<ResaleRowFieldsFragment, unknown>;
export const ResaleDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResaleDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<ResaleDetailFieldsFragment, unknown>;
export const UserRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Seller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<UserRowFieldsFragment, unknown>;
export const UserDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UserDetailFieldsFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loggedOut"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const PasswordLinkStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordLinkStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordLinkStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<PasswordLinkStatusQuery, PasswordLinkStatusQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const SetPasswordWithTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPasswordWithToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPasswordWithTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPasswordWithToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordSet"}}]}}]}}]} as unknown as DocumentNode<SetPasswordWithTokenMutation, SetPasswordWithTokenMutationVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const UpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const BrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"faviconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"virtualAccountUrl"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"headingFont"}}]}}]}}]}}]} as unknown as DocumentNode<BrandQuery, BrandQueryVariables>;
export const CarouselImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CarouselImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carouselImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]} as unknown as DocumentNode<CarouselImagesQuery, CarouselImagesQueryVariables>;
export const CnpjLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CnpjLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cnpj"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpjLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cnpj"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cnpj"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}}]}}]}}]} as unknown as DocumentNode<CnpjLookupQuery, CnpjLookupQueryVariables>;
export const SendContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendContactMutation, SendContactMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"disapproved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"disapproved"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingRenovation"}},{"kind":"Field","name":{"kind":"Name","value":"renovation"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonthFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonthFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisionTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"decisions"}},{"kind":"Field","name":{"kind":"Name","value":"medianBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"p90BusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"disapproved"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const DashboardLatestApprovedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardLatestApproved"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"statuses"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"APPROVED"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}}]}}]} as unknown as DocumentNode<DashboardLatestApprovedQuery, DashboardLatestApprovedQueryVariables>;
export const MunicipalitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Municipalities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"municipalities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MunicipalitiesQuery, MunicipalitiesQueryVariables>;
export const StatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"States"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StatesQuery, StatesQueryVariables>;
export const HistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"History"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"typeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"actionType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryQuery, HistoryQueryVariables>;
export const ApproveOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"accessory"}},{"kind":"Field","name":{"kind":"Name","value":"competition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"probabilityClosing"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"seller"}},{"kind":"Field","name":{"kind":"Name","value":"sellerSalesforceId"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"renovationDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestRenovationAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"companyUnverified"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatusCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"customerWatchCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionDate"}},{"kind":"Field","name":{"kind":"Name","value":"homologated"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollector"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollectorDescription"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerOwner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityType"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityTypeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"resale"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotalIsLowerBound"}}]}}]} as unknown as DocumentNode<ApproveOpportunityMutation, ApproveOpportunityMutationVariables>;
export const RejectOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"accessory"}},{"kind":"Field","name":{"kind":"Name","value":"competition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"probabilityClosing"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"seller"}},{"kind":"Field","name":{"kind":"Name","value":"sellerSalesforceId"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"renovationDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestRenovationAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"companyUnverified"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatusCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"customerWatchCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionDate"}},{"kind":"Field","name":{"kind":"Name","value":"homologated"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollector"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollectorDescription"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerOwner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityType"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityTypeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"resale"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotalIsLowerBound"}}]}}]} as unknown as DocumentNode<RejectOpportunityMutation, RejectOpportunityMutationVariables>;
export const UpdateOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"accessory"}},{"kind":"Field","name":{"kind":"Name","value":"competition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"probabilityClosing"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"seller"}},{"kind":"Field","name":{"kind":"Name","value":"sellerSalesforceId"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"renovationDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestRenovationAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"companyUnverified"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatusCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"customerWatchCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionDate"}},{"kind":"Field","name":{"kind":"Name","value":"homologated"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollector"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollectorDescription"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerOwner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityType"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityTypeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"resale"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotalIsLowerBound"}}]}}]} as unknown as DocumentNode<UpdateOpportunityMutation, UpdateOpportunityMutationVariables>;
export const RequestRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestRenewalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRenewal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"accessory"}},{"kind":"Field","name":{"kind":"Name","value":"competition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"probabilityClosing"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"seller"}},{"kind":"Field","name":{"kind":"Name","value":"sellerSalesforceId"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"renovationDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestRenovationAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"companyUnverified"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatusCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"customerWatchCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionDate"}},{"kind":"Field","name":{"kind":"Name","value":"homologated"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollector"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollectorDescription"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerOwner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityType"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityTypeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"resale"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotalIsLowerBound"}}]}}]} as unknown as DocumentNode<RequestRenewalMutation, RequestRenewalMutationVariables>;
export const DecideRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideRenewalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideRenewal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"accessory"}},{"kind":"Field","name":{"kind":"Name","value":"competition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"probabilityClosing"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"seller"}},{"kind":"Field","name":{"kind":"Name","value":"sellerSalesforceId"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"renovationDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestRenovationAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"companyUnverified"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatusCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"customerWatchCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionDate"}},{"kind":"Field","name":{"kind":"Name","value":"homologated"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollector"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollectorDescription"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerOwner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityType"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityTypeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"resale"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotalIsLowerBound"}}]}}]} as unknown as DocumentNode<DecideRenewalMutation, DecideRenewalMutationVariables>;
export const OpportunityDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"accessory"}},{"kind":"Field","name":{"kind":"Name","value":"competition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"probabilityClosing"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"seller"}},{"kind":"Field","name":{"kind":"Name","value":"sellerSalesforceId"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"renovationDate"}},{"kind":"Field","name":{"kind":"Name","value":"requestRenovationAt"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"companyUnverified"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"companyStatusCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"customerWatchCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"}},{"kind":"Field","name":{"kind":"Name","value":"specification"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionDate"}},{"kind":"Field","name":{"kind":"Name","value":"homologated"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollector"}},{"kind":"Field","name":{"kind":"Name","value":"haveCollectorDescription"}},{"kind":"Field","name":{"kind":"Name","value":"partner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerOwner"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityType"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityTypeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"resale"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsTotalIsLowerBound"}}]}}]} as unknown as DocumentNode<OpportunityDetailsQuery, OpportunityDetailsQueryVariables>;
export const OpportunityListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunityRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsLowerBound"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"resaleName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approveDate"}},{"kind":"Field","name":{"kind":"Name","value":"expireDays"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedDays"}},{"kind":"Field","name":{"kind":"Name","value":"companyInactive"}},{"kind":"Field","name":{"kind":"Name","value":"waitingBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"decisionOverdue"}}]}}]} as unknown as DocumentNode<OpportunityListQuery, OpportunityListQueryVariables>;
export const CustomerProtectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerProtection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cnpj"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerProtection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cnpj"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cnpj"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}}]}}]}}]} as unknown as DocumentNode<CustomerProtectionQuery, CustomerProtectionQueryVariables>;
export const CrmSellersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrmSellers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crmSellers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]} as unknown as DocumentNode<CrmSellersQuery, CrmSellersQueryVariables>;
export const CreateOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateOpportunityMutation, CreateOpportunityMutationVariables>;
export const ExportPersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportPersonalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportPersonalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"exportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerCnpj"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTermVersion"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTermAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resaleId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sellers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sellerId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerWatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]} as unknown as DocumentNode<ExportPersonalDataQuery, ExportPersonalDataQueryVariables>;
export const ErasePersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErasePersonalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ErasePersonalDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasePersonalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"anonymisedContacts"}}]}}]}}]} as unknown as DocumentNode<ErasePersonalDataMutation, ErasePersonalDataMutationVariables>;
export const RegisterResaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterResale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterResaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerResale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resaleId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterResaleMutation, RegisterResaleMutationVariables>;
export const ApproveResaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveResale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveResaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveResale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResaleDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResaleDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<ApproveResaleMutation, ApproveResaleMutationVariables>;
export const RejectResaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectResale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectResaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectResale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResaleDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResaleDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<RejectResaleMutation, RejectResaleMutationVariables>;
export const ResaleDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResaleDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResaleDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResaleDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<ResaleDetailsQuery, ResaleDetailsQueryVariables>;
export const ResaleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResaleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResaleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resales"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResaleRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResaleRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"fantasyName"}},{"kind":"Field","name":{"kind":"Name","value":"corporateName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<ResaleListQuery, ResaleListQueryVariables>;
export const CreateSellerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSeller"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSellerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reactivated"}}]}}]}}]} as unknown as DocumentNode<CreateSellerMutation, CreateSellerMutationVariables>;
export const DeactivateSellerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateSeller"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateSellerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateSeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sellerId"}}]}}]}}]} as unknown as DocumentNode<DeactivateSellerMutation, DeactivateSellerMutationVariables>;
export const UserDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UserDetailsQuery, UserDetailsQueryVariables>;
export const UserListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SellerFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sellers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Seller"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<UserListQuery, UserListQueryVariables>;
export const CustomerWatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerWatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerWatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CustomerWatchesQuery, CustomerWatchesQueryVariables>;
export const WatchCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WatchCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadyWatching"}}]}}]}}]} as unknown as DocumentNode<WatchCustomerMutation, WatchCustomerMutationVariables>;
export const UnwatchCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnwatchCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnwatchCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unwatchCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UnwatchCustomerMutation, UnwatchCustomerMutationVariables>;