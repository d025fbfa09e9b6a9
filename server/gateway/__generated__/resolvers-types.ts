import type { OpportunityStatus } from '../datasources/enums.js';
import type { ResaleStatus } from '../datasources/enums.js';
import type { ClosingProbability } from '../datasources/enums.js';
import type { OpportunityOrigin } from '../datasources/enums.js';
import type { SoftwareOwner } from '../datasources/enums.js';
import type { OpportunitySortField } from '../datasources/enums.js';
import type { SortDirection } from '../datasources/enums.js';
import type { RenewalDecision } from '../datasources/enums.js';
import type { HistoryType } from '../datasources/enums.js';
import type { HistoryAction } from '../datasources/enums.js';
import type { HistoryKind } from '../datasources/enums.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Brand as BrandModel, BrandTheme as BrandThemeModel } from '../../../brands/brands.js';
import type { RestImage, RestCompany, RestCrmSeller, RestCustomerProtection, RestDashboard, RestStatusTotals, RestHistoryEntry, RestPage, RestMunicipality, RestOpportunity, RestConflict, RestOpportunitySummary, RestPersonalDataExport, RestProduct, RestProject, RestResale, RestSeller, RestState, RestUser, OpportunityRef } from '../datasources/types.js';
import type { TokenViewer as ViewerModel } from '../../lib/roles.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, `yyyy-mm-dd` (e.g. the conclusion date of a project). */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with time zone (e.g. `2026-03-01T14:30:00.000Z`). */
  DateTime: { input: string; output: string | Date; }
  /** An e-mail address (RFC 5322). */
  EmailAddress: { input: string; output: string; }
};

/** The approval of an opportunity in analysis. */
export type ApproveOpportunityInput = {
  /** Opportunity id. */
  id: Scalars['ID']['input'];
  /** Opportunity name (required to approve). */
  name: Scalars['String']['input'];
  /** New closing probability; omitted keeps the current one. */
  probabilityClosing?: InputMaybe<ClosingProbability>;
};

/** Result of `approveOpportunity`. */
export type ApproveOpportunityPayload = {
  __typename?: 'ApproveOpportunityPayload';
  /** The opportunity, approved, with its CRM record id. */
  opportunity: Opportunity;
};

/** The sign-up to approve. */
export type ApproveResaleInput = {
  /** Sign-up id. */
  id: Scalars['ID']['input'];
};

/** Result of `approveResale`. */
export type ApproveResalePayload = {
  __typename?: 'ApproveResalePayload';
  /** The service's confirmation text. */
  message?: Maybe<Scalars['String']['output']>;
  /** The sign-up as the decision left it (approved), so that screens show it without asking again. */
  resale: Resale;
};

/** One of the eleven hardware brands the portal serves. */
export type Brand = {
  __typename?: 'Brand';
  /** Address of the contact page's messages. */
  contactEmail: Scalars['EmailAddress']['output'];
  /** Path of the SVG favicon (`/brands/<slug>/favicon.svg`). */
  faviconUrl: Scalars['String']['output'];
  /** Path of the SVG logo served by the gateway (`/brands/<slug>/logo.svg`). */
  logoUrl: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Sender of the portal's e-mails, shown in the login page's delivery notice. */
  senderEmail: Scalars['EmailAddress']['output'];
  /** Identifier, also the `company` value of every call (e.g. `scanora`, `yep`). */
  slug: Scalars['String']['output'];
  /** One line shown on the login page. */
  tagline: Scalars['String']['output'];
  /** Colours, radius and fonts of the brand. */
  theme: BrandTheme;
  /** The brand's "virtual account" site (an https URL), the dashboard's shortcut; null when the brand has none. */
  virtualAccountUrl?: Maybe<Scalars['String']['output']>;
};

/** Theme tokens of a brand; the client builds its Chakra system from them. */
export type BrandTheme = {
  __typename?: 'BrandTheme';
  /** Secondary colour (highlights, charts), `#rrggbb`. */
  accent: Scalars['String']['output'];
  /** Heading font stack (system fonts only). */
  headingFont: Scalars['String']['output'];
  /** Main colour (buttons, links, menu), `#rrggbb`. */
  primary: Scalars['String']['output'];
  /** Chakra radius token for buttons and cards: none, sm, md, lg or xl. */
  radius: Scalars['String']['output'];
  /** Background of the side menu and login panel, `#rrggbb`. */
  surface: Scalars['String']['output'];
};

/** An image of the login page's carousel. */
export type CarouselImage = {
  __typename?: 'CarouselImage';
  /** Alternative text. */
  alt: Scalars['String']['output'];
  /** Image URL (an absolute path on this host or a full URL). */
  src: Scalars['String']['output'];
};

export { ClosingProbability };

/** A company of the CNPJ register. */
export type Company = {
  __typename?: 'Company';
  /** Postal code (digits). */
  cep?: Maybe<Scalars['String']['output']>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** CNPJ, 14 characters without mask. */
  cnpj: Scalars['String']['output'];
  /** Razão social. */
  corporateName: Scalars['String']['output'];
  /** Nome fantasia (null when the register has none; the form shows "N/C"). */
  fantasyName?: Maybe<Scalars['String']['output']>;
  /**
   * Registration status at the Receita Federal; null when the register gives none the portal knows. A registration for
   * a company that is not ATIVA is refused (BAD_USER_INPUT, the reason on `fields.cnpj`).
   */
  registrationStatus?: Maybe<CompanyRegistrationStatus>;
  /** State (UF). */
  state?: Maybe<Scalars['String']['output']>;
  /** Street address. */
  street?: Maybe<Scalars['String']['output']>;
};

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
  acceptedTerm: Scalars['Boolean']['input'];
  /**
   * The version of the registration terms the form showed (the client's TERMS_VERSION); another version than the one in
   * force is refused on the field, absent means the one in force. The service stores it with the time of acceptance.
   */
  acceptedTermVersion?: InputMaybe<Scalars['String']['input']>;
  /** Postal code (digits or masked). */
  cep?: InputMaybe<Scalars['String']['input']>;
  /** Customer city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Customer CNPJ (mask optional). */
  cnpj: Scalars['String']['input'];
  /**
   * The company fields were typed because the CNPJ lookup was unavailable. The server looks the CNPJ up again and stores
   * the opportunity as `companyUnverified` when this is true or when the register does not confirm the company.
   */
  companyTyped?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer contact name. */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Customer corporate name. */
  corporateName?: InputMaybe<Scalars['String']['input']>;
  /** Customer e-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Customer trade name. */
  fantasyName?: InputMaybe<Scalars['String']['input']>;
  /** Why the reseller registers this deal. */
  justification?: InputMaybe<Scalars['String']['input']>;
  /** Opportunity name: representatives only (from anyone else BAD_USER_INPUT); empty = "Oportunidade {company} - {date}". */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether the customer belongs to a group. */
  network?: InputMaybe<Scalars['Boolean']['input']>;
  /** How the reseller found the opportunity. */
  opportunityOrigin?: InputMaybe<OpportunityOrigin>;
  /** Customer phone (digits or masked). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Chance of closing the deal. */
  probabilityClosing?: InputMaybe<ClosingProbability>;
  /** Product lines: main products, accessories and competitors' products. */
  products: Array<ProductLineInput>;
  /** The project. */
  project: ProjectInput;
  /** Name of the distributor's seller (required except on the brand `yep`). */
  seller?: InputMaybe<Scalars['String']['input']>;
  /** CRM id of that seller. */
  sellerSalesforceId?: InputMaybe<Scalars['String']['input']>;
  /** State (UF). */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Customer street address. */
  street?: InputMaybe<Scalars['String']['input']>;
};

/** Every opportunity mutation returns the opportunity as it is after the change. */
export type CreateOpportunityPayload = {
  __typename?: 'CreateOpportunityPayload';
  /** The service's confirmation text. */
  message?: Maybe<Scalars['String']['output']>;
  /** The new opportunity, in analysis. */
  opportunity: Opportunity;
};

/** The "Adicionar vendedores" form. */
export type CreateSellerInput = {
  /** Corporate e-mail (the seller's login). */
  email: Scalars['EmailAddress']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
  /** Corporate phone (digits or masked). */
  phone: Scalars['String']['input'];
};

/** Result of `createSeller`. */
export type CreateSellerPayload = {
  __typename?: 'CreateSellerPayload';
  /** The service's confirmation text. */
  message?: Maybe<Scalars['String']['output']>;
  /**
   * True when the e-mail was a seller this reseller had deleted: the same user is back (same id, its opportunities and
   * history kept), active, with the name and phone given, its old password void; it receives an e-mail to create a
   * new one. Another reseller's user, or a user of another role, under that e-mail is still a CONFLICT.
   */
  reactivated: Scalars['Boolean']['output'];
  /** The new seller; it receives an e-mail to set its password. */
  seller: Seller;
};

/** A seller of the distributor in the CRM ("Vendedor Prime"). */
export type CrmSeller = {
  __typename?: 'CrmSeller';
  /** The company (brand) the seller sells for. */
  company: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Id in the CRM (sent as `sellerSalesforceId`). */
  userId: Scalars['String']['output'];
};

/** Whether a customer is already protected by a registration in this brand; never says who holds it. */
export type CustomerProtection = {
  __typename?: 'CustomerProtection';
  /** Customer CNPJ, 14 characters without mask. */
  cnpj: Scalars['String']['output'];
  /** Until when the customer is protected; null when it is free to register. */
  protectedUntil?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * A reseller's request to be told when a protected customer is free to register again ("Avise-me quando liberar"). It
 * waits while another registration of the brand protects the customer (matched on the CNPJ root, so head office and
 * branches together) and ends when the protection lapses (its requester is e-mailed a link to the registration form with
 * the CNPJ filled), when its requester cancels it, or 180 days after it was asked. It never says who holds the customer.
 */
export type CustomerWatch = {
  __typename?: 'CustomerWatch';
  /** The customer's CNPJ as asked, 14 characters without mask (numeric or alphanumeric). */
  cnpj: Scalars['String']['output'];
  /**
   * The customer company's corporate name, as its registrations in this brand give it (one the CNPJ register verified
   * first); null when none names it. The customer's name only: nothing of the reseller or seller who holds it.
   */
  companyName?: Maybe<Scalars['String']['output']>;
  /** When it ends by itself if the customer is still protected (180 days after it was asked). */
  expiresAt: Scalars['DateTime']['output'];
  /** Request id (for `unwatchCustomer`). */
  id: Scalars['ID']['output'];
  /**
   * Until when the customer stays protected, by the rule that refuses a registration (the same date the refusal gives);
   * null once nothing protects it any more (the request is about to be released and its e-mail sent). A date, never who.
   */
  protectedUntil?: Maybe<Scalars['DateTime']['output']>;
  /** When it was asked: the waiting resellers are e-mailed in this order. */
  requestedAt: Scalars['DateTime']['output'];
};

/** Figures of the dashboard. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** This month: decisions taken in it, opportunities registered in it. */
  currentMonth: MonthFigures;
  /** Time to decision per month of the current year, January first (one entry per month up to the current one), for the whole brand. */
  decisionTimes: Array<DecisionTimeMonth>;
  /** The 11 most recently registered opportunities (the `opportunities` query with a status filter gives the approved ones). */
  latest: Array<OpportunityRow>;
  /** Current month, 1-12. */
  month: Scalars['Int']['output'];
  /** The chart: approved versus disapproved per month of decision (and, per month of registration, the rest). */
  monthly: DashboardMonthly;
  /** The previous month, counted the same way (December of last year in January). */
  previousMonth: MonthFigures;
  /** Counts per current status over every opportunity of the brand. */
  totals: StatusTotals;
  /** Current year. */
  year: Scalars['Int']['output'];
};

/** Counts per month of the current year, January first (one entry per month up to the current one). */
export type DashboardMonthly = {
  __typename?: 'DashboardMonthly';
  /** Opportunities registered per month that are still in analysis. */
  analysis: Array<Scalars['Int']['output']>;
  /** Approvals per month in which the representative decided them. */
  approved: Array<Scalars['Int']['output']>;
  /** Refusals per month in which the representative decided them. */
  disapproved: Array<Scalars['Int']['output']>;
  /** Every opportunity created per month, whatever its status. */
  total: Array<Scalars['Int']['output']>;
};

/** The seller to deactivate. */
export type DeactivateSellerInput = {
  /** User id of the seller. */
  id: Scalars['ID']['input'];
};

/** Result of `deactivateSeller`. */
export type DeactivateSellerPayload = {
  __typename?: 'DeactivateSellerPayload';
  /** The service's confirmation text. */
  message?: Maybe<Scalars['String']['output']>;
  /** Id of the seller that can no longer log in. */
  sellerId: Scalars['ID']['output'];
};

/** A representative's decision on a renewal request (AWAITING_RENOVATION). */
export type DecideRenewalInput = {
  /** Approve or reject the renewal. */
  decision: RenewalDecision;
  /** Opportunity id. */
  id: Scalars['ID']['input'];
  /** New opportunity name; omitted keeps the current one. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New closing probability; omitted keeps the current one. */
  probabilityClosing?: InputMaybe<ClosingProbability>;
  /** Required when rejecting. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `decideRenewal`. */
export type DecideRenewalPayload = {
  __typename?: 'DecideRenewalPayload';
  /** The opportunity after the decision. */
  opportunity: Opportunity;
};

/**
 * Time to decision in one month: the representatives' decisions taken in it (an opportunity approved or refused, a
 * renewal request decided), each counted in business days from the start of its wait (registration, or the renewal
 * request) to the decision; weekdays less Brazil's national holidays, São Paulo calendar.
 */
export type DecisionTimeMonth = {
  __typename?: 'DecisionTimeMonth';
  /** Decisions taken in the month. */
  decisions: Scalars['Int']['output'];
  /** Median business days to decision (nearest rank); null when no decision was taken in the month. */
  medianBusinessDays?: Maybe<Scalars['Int']['output']>;
  /** Month of the current year, 1-12. */
  month: Scalars['Int']['output'];
  /** Decisions of the month taken past the brand's decision target. */
  overdue: Scalars['Int']['output'];
  /** 90th percentile of business days to decision (nearest rank); null when no decision was taken in the month. */
  p90BusinessDays?: Maybe<Scalars['Int']['output']>;
};

/** Input of `erasePersonalData`. */
export type ErasePersonalDataInput = {
  /** The e-mail address of the person whose data is erased. */
  email: Scalars['String']['input'];
};

/** Result of `erasePersonalData`. */
export type ErasePersonalDataPayload = {
  __typename?: 'ErasePersonalDataPayload';
  /** Opportunities whose customer contact was anonymised by this request (0 when none held it any more). */
  anonymisedContacts: Scalars['Int']['output'];
  /** The address erased, trimmed and in lower case. */
  email: Scalars['String']['output'];
};

export { HistoryAction };

/** One change to a record, or a note about it. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  /** Creation or change (as a note's author wrote it, for a note). */
  actionType: HistoryAction;
  /** When the change was made. */
  createdAt: Scalars['DateTime']['output'];
  /** History row id. */
  id: Scalars['ID']['output'];
  /** A change the portal recorded, or a note a user wrote. */
  kind: HistoryKind;
  /** The attributes that changed, with their values before and after; for a note, its text as written. */
  modifications: Array<HistoryModification>;
  /** Kind of record that changed. */
  type: HistoryType;
  /** Id of the record that changed. */
  typeId: Scalars['ID']['output'];
  /** Who made the change (representatives only). */
  userId?: Maybe<Scalars['ID']['output']>;
  /** Name of who made the change (representatives only). */
  username?: Maybe<Scalars['String']['output']>;
};

export { HistoryKind };

/**
 * One changed attribute, in the schema's vocabulary (never the services' stored words): `attribute` is the field name
 * of the record's GraphQL type (`status`, `probabilityClosing`, `estimated`, `project.application`,
 * `project.conclusionDate`, `products`); enum values are the enum's names (`AWAITING_RENOVATION`, `P75`, `EMPLOYEE`,
 * `PARTNERS`); instants ISO 8601, days `yyyy-mm-dd`, money a decimal number of reais (`1234.5`), booleans `true` /
 * `false`; `products` a JSON list of `ProductLine`; each project field its own `project.*` row. Internal keys are left
 * out (the reseller's, the owner's and the CRM seller's ids, the brand): the names beside them say who.
 */
export type HistoryModification = {
  __typename?: 'HistoryModification';
  /** Field name in the schema (e.g. `status`, `name`, `probabilityClosing`, `project.application`). */
  attribute: Scalars['String']['output'];
  /** Value after. */
  newValue?: Maybe<Scalars['String']['output']>;
  /** Value before (null on creation). */
  oldValue?: Maybe<Scalars['String']['output']>;
};

/** A page of history rows, newest first. */
export type HistoryPage = {
  __typename?: 'HistoryPage';
  /** The rows of this page. */
  items: Array<HistoryEntry>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

export { HistoryType };

/** Credentials of the login page. */
export type LoginInput = {
  /** "Mantenha-me conectado": the session cookies last 7 days instead of ending with the browser. */
  keepConnected?: Scalars['Boolean']['input'];
  /** Password (trimmed). */
  password: Scalars['String']['input'];
  /** Login e-mail (trimmed). */
  username: Scalars['String']['input'];
};

/** Result of `login`. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The user now signed in; the session cookies are set on the reply. */
  viewer: Viewer;
};

/** Result of `logout`. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always true: the session is revoked at the authenticator and its cookies are cleared (the LGPD consent stays). */
  loggedOut: Scalars['Boolean']['output'];
};

/** Figures of one month: the representatives' decisions taken in it, and the opportunities registered in it. */
export type MonthFigures = {
  __typename?: 'MonthFigures';
  /** Opportunities registered this month that are still in analysis. */
  analysis: Scalars['Int']['output'];
  /** Approvals decided this month (whenever the opportunity was registered). */
  approved: Scalars['Int']['output'];
  /** Refusals decided this month (whenever the opportunity was registered). */
  disapproved: Scalars['Int']['output'];
  /** Sum of the estimated values of the opportunities registered this month, in reais (BRL). */
  estimated: Scalars['Float']['output'];
  /** Opportunities registered this month, whatever their status. */
  total: Scalars['Int']['output'];
};

/** A municipality of a state. */
export type Municipality = {
  __typename?: 'Municipality';
  /** IBGE id (7 digits, e.g. 3106200 = Belo Horizonte). */
  id: Scalars['ID']['output'];
  /** Name (e.g. Belo Horizonte). */
  name: Scalars['String']['output'];
};

/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Approves an opportunity in analysis and syncs it to the CRM (CRM_NOT_FOUND / CRM_UNAVAILABLE on CRM errors). */
  approveOpportunity: ApproveOpportunityPayload;
  /** Approves a sign-up in analysis: the reseller's user is created and e-mailed a link to set its password. */
  approveResale: ApproveResalePayload;
  /**
   * Registers an opportunity (status ANALYSIS). A customer protected by another registration: LOCKED. Invalid fields:
   * BAD_USER_INPUT with `extensions.fields` keyed by the input path (`cnpj`, `project.application`,
   * `products.0.amount`), every problem at once. A customer company the Receita Federal lists as not active:
   * COMPANY_INACTIVE with `extensions.companyStatus` (BAIXADA, INAPTA, SUSPENSA, NULA) and the reason on `fields.cnpj`.
   */
  createOpportunity: CreateOpportunityPayload;
  /**
   * Adds a seller to the signed-in reseller, or brings back one it deleted under that e-mail (`reactivated`). E-mail
   * used by anyone else: CONFLICT.
   */
  createSeller: CreateSellerPayload;
  /** Deactivates one of the reseller's sellers (shown as a deletion); it loses access at once. */
  deactivateSeller: DeactivateSellerPayload;
  /** Approves or rejects a renewal request. */
  decideRenewal: DecideRenewalPayload;
  /**
   * Anonymises the customer contact (name, e-mail, phone) of every opportunity of the brand with this e-mail address,
   * in the opportunities and in the values their history copied, with a history entry "dados pessoais anonimizados
   * (LGPD)" on each; figures, statuses and dates stay. Resale sign-ups and sellers are accounts under contract and are
   * not erased here. Writes an audit entry. An invalid address: BAD_USER_INPUT (`fields.email`).
   */
  erasePersonalData: ErasePersonalDataPayload;
  /** Logs in on the brand of the request and sets the session cookies. Wrong credentials: UNAUTHENTICATED. */
  login: LoginPayload;
  /**
   * Ends the session: revokes it at the authenticator (a copy of its refresh token no longer works) and clears every
   * cookie except the LGPD consent. Always succeeds, even when the authenticator does not answer.
   */
  logout: LogoutPayload;
  /**
   * Rotates the session's refresh token now and sets the session cookies again. The web client calls it, one tab at a
   * time, shortly before the access token expires (the readable `exp` cookie), and holds its other operations until it
   * is done, so that no request ever presents a rotated refresh token (a reuse, which revokes the session). No session:
   * UNAUTHENTICATED; a refresh refused: SESSION_EXPIRED and the cookies cleared.
   */
  refreshSession: RefreshSessionPayload;
  /** Self-registration of a reseller (public). Too many attempts: RATE_LIMITED. */
  registerResale: RegisterResalePayload;
  /** Rejects an opportunity in analysis. */
  rejectOpportunity: RejectOpportunityPayload;
  /** Refuses a sign-up in analysis. */
  rejectResale: RejectResalePayload;
  /** E-mails a link to set a new password. Unknown e-mail: NOT_FOUND. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Asks for a renewal of an opportunity in RENOVATION or EXPIRED (its owner). */
  requestRenewal: RequestRenewalPayload;
  /** Sends the contact form to the brand's contact address. Too many messages: RATE_LIMITED. */
  sendContact: SendContactPayload;
  /** Sets a password from an e-mailed invitation or reset link. */
  setPasswordWithToken: SetPasswordWithTokenPayload;
  /** Cancels one of the user's own waiting requests; anyone else's, or one that ended: NOT_FOUND. */
  unwatchCustomer: UnwatchCustomerPayload;
  /** Edits the name and/or the closing probability. */
  updateOpportunity: UpdateOpportunityPayload;
  /** Changes the signed-in user's password (Configurações). */
  updatePassword: UpdatePasswordPayload;
  /**
   * Asks to be e-mailed when the customer of this CNPJ is no longer protected in this brand. Asking again while a
   * request waits returns it unchanged (`alreadyWatching`). Invalid CNPJ: BAD_USER_INPUT (`fields.cnpj`); a customer
   * that is not protected, or 100 requests already waiting: CONFLICT, with the reason in Portuguese.
   */
  watchCustomer: WatchCustomerPayload;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationApproveOpportunityArgs = {
  input: ApproveOpportunityInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationApproveResaleArgs = {
  input: ApproveResaleInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationCreateOpportunityArgs = {
  input: CreateOpportunityInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationCreateSellerArgs = {
  input: CreateSellerInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationDeactivateSellerArgs = {
  input: DeactivateSellerInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationDecideRenewalArgs = {
  input: DecideRenewalInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationErasePersonalDataArgs = {
  input: ErasePersonalDataInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationRegisterResaleArgs = {
  input: RegisterResaleInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationRejectOpportunityArgs = {
  input: RejectOpportunityInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationRejectResaleArgs = {
  input: RejectResaleInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationRequestRenewalArgs = {
  input: RequestRenewalInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationSendContactArgs = {
  input: SendContactInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationSetPasswordWithTokenArgs = {
  input: SetPasswordWithTokenInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationUnwatchCustomerArgs = {
  input: UnwatchCustomerInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationUpdateOpportunityArgs = {
  input: UpdateOpportunityInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationUpdatePasswordArgs = {
  input: UpdatePasswordInput;
};


/** Changes. Every field is extended by a domain file; each takes `input` and returns a payload. */
export type MutationWatchCustomerArgs = {
  input: WatchCustomerInput;
};

/** A deal registration of a reseller for an end customer. */
export type Opportunity = {
  __typename?: 'Opportunity';
  /** Whether the registrant accepted the registration terms. */
  acceptedTerm?: Maybe<Scalars['Boolean']['output']>;
  /**
   * When its current approval was given (APPROVED, and RENOVATION, AWAITING_RENOVATION or EXPIRED after it); null in
   * analysis (a renewed one too) or refused. Lists show it for APPROVED only ("Sem Data" otherwise).
   */
  approveDate?: Maybe<Scalars['DateTime']['output']>;
  /** Customer postal code (digits). */
  cep?: Maybe<Scalars['String']['output']>;
  /** Customer city. */
  city?: Maybe<Scalars['String']['output']>;
  /** Customer CNPJ, 14 characters without mask (numeric or alphanumeric). */
  cnpj: Scalars['String']['output'];
  /**
   * The CNPJ register last gave the customer company as not active (SUSPENSA, INAPTA, BAIXADA or NULA): it stopped
   * being active after the registration, found by the opportunity job's weekly re-check. False when never verified.
   */
  companyInactive: Scalars['Boolean']['output'];
  /**
   * The customer company's registration status at the Receita Federal as the CNPJ register last gave it: at the
   * registration, then at the opportunity job's weekly re-check while in analysis or approved. Null when never verified.
   */
  companyStatus?: Maybe<CompanyRegistrationStatus>;
  /** When the CNPJ register last gave `companyStatus`; null when never verified. */
  companyStatusCheckedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The customer company (names and address) was typed by the registrant or not confirmed by the CNPJ register when the
   * opportunity was created (the lookup service was unavailable, or the register names it otherwise). Set by the server.
   */
  companyUnverified: Scalars['Boolean']['output'];
  /** Other registrations of the same customer (representatives, on an opportunity in analysis); empty otherwise. */
  conflicts: Array<OpportunityConflict>;
  /** How many other registrations of the customer there are in all, counted up to 1,000: `conflicts` lists the newest 50. */
  conflictsTotal: Scalars['Int']['output'];
  /** There are more conflicts than `conflictsTotal` (the count stopped at 1,000). */
  conflictsTotalIsLowerBound: Scalars['Boolean']['output'];
  /** Customer contact name. */
  contact?: Maybe<Scalars['String']['output']>;
  /** Customer corporate name. */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Customer country (always Brasil). */
  country?: Maybe<Scalars['String']['output']>;
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * How many people of resellers wait to be told that this opportunity's customer (its CNPJ root, in this brand) is free
   * to register: a count, never who. For representatives and support; null for resellers and sellers.
   */
  customerWatchCount?: Maybe<Scalars['Int']['output']>;
  /** The wait for a decision (`waitingBusinessDays`) is past the brand's decision target (2 business days unless the brand sets another). */
  decisionOverdue: Scalars['Boolean']['output'];
  /** Days since the validity began (creation, or the last approved renewal), in São Paulo calendar days, capped at 60 (the age bar). */
  elapsedDays: Scalars['Int']['output'];
  /** Customer e-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** Total value in reais (BRL): the sum of amount × price over the lines that are not competition. */
  estimated: Scalars['Float']['output'];
  /** Days of validity left while in analysis (90 minus the days since the validity began, never below 0); null in any other status. */
  expireDays?: Maybe<Scalars['Int']['output']>;
  /** Customer trade name. */
  fantasyName?: Maybe<Scalars['String']['output']>;
  /** Opportunity id. */
  id: Scalars['ID']['output'];
  /** Why the reseller registers this deal. */
  justification?: Maybe<Scalars['String']['output']>;
  /** Opportunity name (set by a representative on approval). */
  name?: Maybe<Scalars['String']['output']>;
  /** Whether the customer belongs to a group. */
  network?: Maybe<Scalars['Boolean']['output']>;
  /** How the reseller found the opportunity. */
  opportunityOrigin?: Maybe<OpportunityOrigin>;
  /** Who registered it. Name and e-mail are filled for representatives only. */
  owner: OpportunityOwner;
  /** Customer phone (digits). */
  phone?: Maybe<Scalars['String']['output']>;
  /** Chance of closing the deal. */
  probabilityClosing?: Maybe<ClosingProbability>;
  /** Every product line; lists omit competition lines. */
  products: Array<ProductLine>;
  /** The project (the first one). */
  project?: Maybe<Project>;
  /** Until when the customer is protected by this registration, when it protects it. */
  protectedUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Rejection reason (DISAPPROVED) or renewal reason (AWAITING_RENOVATION). */
  reason?: Maybe<Scalars['String']['output']>;
  /** CRM record id, set on approval. */
  register?: Maybe<Scalars['String']['output']>;
  /** When its last renewal was approved. */
  renovationDate?: Maybe<Scalars['DateTime']['output']>;
  /** When its owner last asked for a renewal. */
  requestRenovationAt?: Maybe<Scalars['DateTime']['output']>;
  /** Reseller name: the opportunity's resale, or the company of the owner's document when the resale is unknown. */
  resaleName?: Maybe<Scalars['String']['output']>;
  /** Name of the distributor's seller ("Vendedor Prime"). */
  seller?: Maybe<Scalars['String']['output']>;
  /** Id of that seller in the CRM. */
  sellerSalesforceId?: Maybe<Scalars['String']['output']>;
  /** State (UF). */
  state?: Maybe<Scalars['String']['output']>;
  /** Where it is in its life cycle. */
  status: OpportunityStatus;
  /** Customer street address. */
  street?: Maybe<Scalars['String']['output']>;
  /**
   * Business days this opportunity has waited for a representative's decision: while in analysis, since its
   * registration or, back in analysis after an approved renewal, since that approval (`renovationDate`: the start of the
   * validity `elapsedDays` counts, one clock); since the renewal request while awaiting its renewal's decision. Weekdays
   * less Brazil's national holidays, counted in the São Paulo calendar (the day it began is not counted). Null once
   * decided (any other status).
   */
  waitingBusinessDays?: Maybe<Scalars['Int']['output']>;
};

/** Another registration of the same customer (same CNPJ root), shown to representatives on an opportunity in analysis. */
export type OpportunityConflict = {
  __typename?: 'OpportunityConflict';
  /** Customer CNPJ, 14 characters without mask. */
  cnpj: Scalars['String']['output'];
  /** Customer corporate name. */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** Id of the other opportunity. */
  id: Scalars['ID']['output'];
  /** Opportunity name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Name of the reseller that registered it. */
  resale?: Maybe<Scalars['String']['output']>;
  /** Where the other opportunity is in its life cycle. */
  status: OpportunityStatus;
};

/** Filters of the opportunity list; every one is optional and they combine with AND. */
export type OpportunityFilter = {
  /** Customer city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Beginning of the customer CNPJ: mask optional, numeric or alphanumeric, letters in any case; a root finds branches. */
  cnpj?: InputMaybe<Scalars['String']['input']>;
  /** Only opportunities whose customer company is no longer active (`companyInactive`: true), or only the others (false). */
  companyInactive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only opportunities whose customer company is unverified (true), or only verified ones (false). */
  companyUnverified?: InputMaybe<Scalars['Boolean']['input']>;
  /** Creation day. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** First creation day of a range (inclusive). */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Last creation day of a range (inclusive). */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Only opportunities waiting for a decision past their brand's target (`decisionOverdue`: true, "Fora do prazo"), or only the others (false). */
  decisionOverdue?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer e-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Customer trade name. */
  fantasyName?: InputMaybe<Scalars['String']['input']>;
  /** Part of the opportunity name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** CRM record id. */
  register?: InputMaybe<Scalars['String']['input']>;
  /** State (UF). */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Statuses to show (any of them). */
  statuses?: InputMaybe<Array<OpportunityStatus>>;
};

/** Order of the opportunity list. */
export type OpportunityOrder = {
  /** Which way. */
  direction?: SortDirection;
  /** What to sort by. */
  field?: OpportunitySortField;
};

export { OpportunityOrigin };

/** Owner of an opportunity (the reseller or seller who registered it); shown to representatives. */
export type OpportunityOwner = {
  __typename?: 'OpportunityOwner';
  /** E-mail, when the caller may see it. */
  email?: Maybe<Scalars['String']['output']>;
  /** User id. */
  id: Scalars['ID']['output'];
  /** Name, when the caller may see it. */
  name?: Maybe<Scalars['String']['output']>;
};

/** A page of opportunities. */
export type OpportunityPage = {
  __typename?: 'OpportunityPage';
  /** The opportunities of this page. */
  items: Array<OpportunityRow>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/**
 * A row of the opportunity lists and of the dashboard: what a list call gives, nothing more. The project, the
 * conflicts and the protection are on `Opportunity` (the details), read one at a time.
 */
export type OpportunityRow = {
  __typename?: 'OpportunityRow';
  /**
   * When its current approval was given (APPROVED, and RENOVATION, AWAITING_RENOVATION or EXPIRED after it); null in
   * analysis (a renewed one too) or refused. Lists show it for APPROVED only ("Sem Data" otherwise).
   */
  approveDate?: Maybe<Scalars['DateTime']['output']>;
  /** Customer city. */
  city?: Maybe<Scalars['String']['output']>;
  /** Customer CNPJ, 14 characters without mask (numeric or alphanumeric). */
  cnpj: Scalars['String']['output'];
  /**
   * The CNPJ register last gave the customer company as not active (SUSPENSA, INAPTA, BAIXADA or NULA): it stopped
   * being active after the registration, found by the opportunity job's weekly re-check. False when never verified.
   */
  companyInactive: Scalars['Boolean']['output'];
  /** The customer company's registration status at the Receita Federal as the CNPJ register last gave it; null when never verified. */
  companyStatus?: Maybe<CompanyRegistrationStatus>;
  /**
   * The customer company (names and address) was typed by the registrant or not confirmed by the CNPJ register when the
   * opportunity was created. Set by the server.
   */
  companyUnverified: Scalars['Boolean']['output'];
  /** Customer contact name. */
  contact?: Maybe<Scalars['String']['output']>;
  /** Customer corporate name. */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The wait for a decision (`waitingBusinessDays`) is past the brand's decision target (2 business days unless the brand sets another). */
  decisionOverdue: Scalars['Boolean']['output'];
  /** Days since the validity began (creation, or the last approved renewal), in São Paulo calendar days, capped at 60 (the age bar). */
  elapsedDays: Scalars['Int']['output'];
  /** Customer e-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** Total value in reais (BRL): the sum of amount × price over the lines that are not competition. */
  estimated: Scalars['Float']['output'];
  /** Days of validity left while in analysis (90 minus the days since the validity began, never below 0); null in any other status. */
  expireDays?: Maybe<Scalars['Int']['output']>;
  /** Customer trade name. */
  fantasyName?: Maybe<Scalars['String']['output']>;
  /** Opportunity id. */
  id: Scalars['ID']['output'];
  /** Opportunity name. */
  name?: Maybe<Scalars['String']['output']>;
  /** How the reseller found the opportunity. */
  opportunityOrigin?: Maybe<OpportunityOrigin>;
  /** Who registered it. Name and e-mail are filled for representatives only. */
  owner: OpportunityOwner;
  /** Customer phone (digits). */
  phone?: Maybe<Scalars['String']['output']>;
  /** Chance of closing the deal. */
  probabilityClosing?: Maybe<ClosingProbability>;
  /** The product lines that count in the total (competition lines are hidden from lists). */
  products: Array<ProductLine>;
  /** CRM record id, set on approval. */
  register?: Maybe<Scalars['String']['output']>;
  /** Reseller name: the opportunity's resale, or the company of the owner's document when the resale is unknown. */
  resaleName?: Maybe<Scalars['String']['output']>;
  /** Name of the distributor's seller ("Vendedor Prime"). */
  seller?: Maybe<Scalars['String']['output']>;
  /** State (UF). */
  state?: Maybe<Scalars['String']['output']>;
  /** Where it is in its life cycle. */
  status: OpportunityStatus;
  /**
   * Business days this opportunity has waited for a representative's decision: while in analysis, since its
   * registration or, back in analysis after an approved renewal, since that approval (`renovationDate`: the start of the
   * validity `elapsedDays` counts, one clock); since the renewal request while awaiting its renewal's decision. Weekdays
   * less Brazil's national holidays, counted in the São Paulo calendar (the day it began is not counted). Null once
   * decided (any other status).
   */
  waitingBusinessDays?: Maybe<Scalars['Int']['output']>;
};

export { OpportunitySortField };

export { OpportunityStatus };

/** A result of the opportunity name search. */
export type OpportunitySummary = {
  __typename?: 'OpportunitySummary';
  /** Customer CNPJ, 14 characters without mask. */
  cnpj: Scalars['String']['output'];
  /** Customer corporate name. */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Opportunity id. */
  id: Scalars['ID']['output'];
  /** Opportunity name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Where it is in its life cycle. */
  status: OpportunityStatus;
};

/** One page of the opportunity name search, by name. */
export type OpportunitySummaryPage = {
  __typename?: 'OpportunitySummaryPage';
  /** The opportunities of this page. */
  items: Array<OpportunitySummary>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/**
 * Where a page sits in its list. Pages are 1-based; `pageCount` = ceiling of `total` / `pageSize`, except when `total`
 * is a lower bound: then `pageCount` offers one page more after a full page.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Number of the page returned (1-based). */
  page: Scalars['Int']['output'];
  /** Number of pages. */
  pageCount: Scalars['Int']['output'];
  /** Rows per page asked for. */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filters, over every page; when `totalIsLowerBound`, only a lower bound. */
  total: Scalars['Int']['output'];
  /**
   * True when the list holds more than `total` rows and was not counted exactly (lists past 10,000 rows: shown as
   * "mais de 10.000").
   */
  totalIsLowerBound: Scalars['Boolean']['output'];
};

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

/**
 * A customer contact: the person at a customer company whose name, e-mail and phone a reseller gave when registering an
 * opportunity. That person never signed up; the legal basis is the reseller's acceptance of the registration terms.
 */
export type PersonalDataContact = {
  __typename?: 'PersonalDataContact';
  /** When the reseller accepted them (null as the version). */
  acceptedTermAt?: Maybe<Scalars['DateTime']['output']>;
  /** The version of the registration terms the reseller accepted (null for registrations older than that record). */
  acceptedTermVersion?: Maybe<Scalars['String']['output']>;
  /** The contact's name as stored ("Anonimizado (LGPD)" once anonymised). */
  contact?: Maybe<Scalars['String']['output']>;
  /** When the opportunity was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The customer's CNPJ, 14 characters without mask. */
  customerCnpj: Scalars['String']['output'];
  /** The customer's corporate name (razão social). */
  customerName?: Maybe<Scalars['String']['output']>;
  /** The contact's e-mail as stored (null once anonymised). */
  email?: Maybe<Scalars['String']['output']>;
  /** The opportunity that holds the contact. */
  opportunityId: Scalars['ID']['output'];
  /** The opportunity's name. */
  opportunityName?: Maybe<Scalars['String']['output']>;
  /** The contact's phone as stored, digits (null once anonymised). */
  phone?: Maybe<Scalars['String']['output']>;
  /** The opportunity's status today. */
  status: OpportunityStatus;
};

/** A waiting request of the address to be told when a protected customer is free to register. */
export type PersonalDataCustomerWatch = {
  __typename?: 'PersonalDataCustomerWatch';
  /** The customer's CNPJ as asked. */
  cnpj: Scalars['String']['output'];
  /** When it ends by itself. */
  expiresAt: Scalars['DateTime']['output'];
  /** When it was asked. */
  requestedAt: Scalars['DateTime']['output'];
  /** The requester's name. */
  userName: Scalars['String']['output'];
};

/**
 * Every record of the brand that holds one e-mail address (matched without regard to case): the answer to a
 * data-subject access request. The fields are for tools: English names, the schema's enums, ISO 8601 instants, CNPJ and
 * phones unmasked. `document` is the same answer for the person it is about, which the portal's screen downloads.
 */
export type PersonalDataExport = {
  __typename?: 'PersonalDataExport';
  /** Opportunities whose customer contact has the address. */
  contacts: Array<PersonalDataContact>;
  /** Waiting requests for protected customers made by a user with the address. */
  customerWatches: Array<PersonalDataCustomerWatch>;
  /**
   * The same records as the person reads them: a JSON document (text, indented) with Portuguese field names, statuses
   * in the screens' words ("Aprovada"), CNPJ and phones masked, days as dd/mm/aaaa and moments as dd/mm/aaaa hh:mm in
   * São Paulo time. Written for people: its keys may change with the screens' words, so tools read the fields above.
   */
  document: Scalars['String']['output'];
  /** The address asked, trimmed and in lower case. */
  email: Scalars['String']['output'];
  /** When the export was made (the time of its audit entry). */
  exportedAt: Scalars['DateTime']['output'];
  /** Resale sign-ups whose contact has the address. */
  resales: Array<PersonalDataResale>;
  /** Seller accounts with the address. */
  sellers: Array<PersonalDataSeller>;
};

/** A resale sign-up of the brand whose contact has the address. */
export type PersonalDataResale = {
  __typename?: 'PersonalDataResale';
  /** The resale's CNPJ, 14 characters without mask. */
  cnpj: Scalars['String']['output'];
  /** The contact's name. */
  contactName: Scalars['String']['output'];
  /** The resale's corporate name. */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** When the sign-up was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The contact's e-mail. */
  email: Scalars['String']['output'];
  /** The contact's phone, digits. */
  phone: Scalars['String']['output'];
  /** The sign-up's id. */
  resaleId: Scalars['ID']['output'];
  /** The sign-up's status. */
  status: ResaleStatus;
};

/** A seller account of the brand with the address. */
export type PersonalDataSeller = {
  __typename?: 'PersonalDataSeller';
  /** False once the reseller deactivated the seller. */
  active: Scalars['Boolean']['output'];
  /** When the seller was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The seller's e-mail. */
  email: Scalars['String']['output'];
  /** The seller's name. */
  name: Scalars['String']['output'];
  /** The seller's phone, digits. */
  phone: Scalars['String']['output'];
  /** The seller's id. */
  sellerId: Scalars['ID']['output'];
};

/** One product line: a main product, an accessory (`accessory`) or a competitor's product (`competition`). */
export type ProductLine = {
  __typename?: 'ProductLine';
  /** True for an accessory line. */
  accessory: Scalars['Boolean']['output'];
  /** Quantity. */
  amount: Scalars['Int']['output'];
  /** True for a competitor's product (never counted in the total, hidden from lists). */
  competition: Scalars['Boolean']['output'];
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Part number. */
  partNumber?: Maybe<Scalars['String']['output']>;
  /** Unit price in reais (BRL). */
  price: Scalars['Float']['output'];
};

/** One product line of a registration; lines with neither part number nor description are left out. */
export type ProductLineInput = {
  /** True for an accessory line. */
  accessory?: Scalars['Boolean']['input'];
  /** Quantity (at least 1 on a main line; accessory and competitor lines may leave it empty). */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** True for a competitor's product (not counted in the total). */
  competition?: Scalars['Boolean']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Part number. */
  partNumber?: InputMaybe<Scalars['String']['input']>;
  /** Unit price in reais (may be empty on accessory and competitor lines). */
  price?: InputMaybe<Scalars['Float']['input']>;
};

/** The project of an opportunity (the first one, when the service holds several). */
export type Project = {
  __typename?: 'Project';
  /** Free text about the project. */
  additionalInformation?: Maybe<Scalars['String']['output']>;
  /** Application of the equipment (Aplicação). */
  application?: Maybe<Scalars['String']['output']>;
  /** Expected closing day. */
  conclusionDate?: Maybe<Scalars['Date']['output']>;
  /** Whether the customer already has similar equipment. */
  haveCollector?: Maybe<Scalars['Boolean']['output']>;
  /** The similar equipment the customer has. */
  haveCollectorDescription?: Maybe<Scalars['String']['output']>;
  /** Whether the product is already approved (homologated) by the customer. */
  homologated?: Maybe<Scalars['Boolean']['output']>;
  /** Justification of the project. */
  justification?: Maybe<Scalars['String']['output']>;
  /** True for a public organ, false for a private company. */
  opportunityType?: Maybe<Scalars['Boolean']['output']>;
  /** Progress of the public bidding, when `opportunityType` is true. */
  opportunityTypeStatus?: Maybe<Scalars['String']['output']>;
  /** Whether partner software is involved. */
  partner?: Maybe<Scalars['Boolean']['output']>;
  /** Name of the software partner, when `partnerOwner` is PARTNERS. */
  partnerName?: Maybe<Scalars['String']['output']>;
  /** Who owns the software, when `partner` is true. */
  partnerOwner?: Maybe<SoftwareOwner>;
  /** Specification of the equipment. */
  specification?: Maybe<Scalars['String']['output']>;
};

/** The project of a registration (fields as in `Project`). */
export type ProjectInput = {
  /** Free text about the project. */
  additionalInformation?: InputMaybe<Scalars['String']['input']>;
  /** Application of the equipment (Aplicação). */
  application?: InputMaybe<Scalars['String']['input']>;
  /**
   * Expected closing day, `yyyy-mm-dd` (`dd/mm/yy`, `dd-mm-yy` and `dd/mm/yyyy` are accepted too, as on the form); a real
   * day, not before today. A text rather than `Date`: a wrong day is then reported by the service together with every
   * other wrong field (BAD_USER_INPUT `fields`, "Data de conclusão deve ser uma data futura"), instead of alone before
   * the form is read.
   */
  conclusionDate?: InputMaybe<Scalars['String']['input']>;
  /** Whether the customer already has similar equipment. */
  haveCollector?: InputMaybe<Scalars['Boolean']['input']>;
  /** The similar equipment the customer has, when `haveCollector` is true. */
  haveCollectorDescription?: InputMaybe<Scalars['String']['input']>;
  /** Whether the product is already approved (homologated) by the customer. */
  homologated?: InputMaybe<Scalars['Boolean']['input']>;
  /** Justification of the project. */
  justification?: InputMaybe<Scalars['String']['input']>;
  /** True for a public organ, false for a private company. */
  opportunityType?: InputMaybe<Scalars['Boolean']['input']>;
  /** Progress of the public bidding, when `opportunityType` is true. */
  opportunityTypeStatus?: InputMaybe<Scalars['String']['input']>;
  /** Whether partner software is involved. */
  partner?: InputMaybe<Scalars['Boolean']['input']>;
  /** Name of the software partner, when `partnerOwner` is PARTNERS. */
  partnerName?: InputMaybe<Scalars['String']['input']>;
  /** Who owns the software, when `partner` is true. */
  partnerOwner?: InputMaybe<SoftwareOwner>;
  /** Specification of the equipment. */
  specification?: InputMaybe<Scalars['String']['input']>;
};

/** Reads. Every field is extended by a domain file. */
export type Query = {
  __typename?: 'Query';
  /** The brand of this host (`<slug>.localhost` picks `<slug>`; an unknown host gets the first brand). */
  brand: Brand;
  /** Carousel images of the brand, in order. */
  carouselImages: Array<CarouselImage>;
  /**
   * Looks a company up by CNPJ (numeric or alphanumeric, mask optional). Invalid: BAD_USER_INPUT; unknown: NOT_FOUND;
   * more than 3 lookups a minute: RATE_LIMITED; the lookup service itself failing (timeout, its error):
   * CNPJ_LOOKUP_UNAVAILABLE, and the registration form lets the company be typed.
   */
  cnpjLookup: Company;
  /** The distributor's sellers in the CRM, for the seller choice of a registration. */
  crmSellers: Array<CrmSeller>;
  /**
   * Whether a customer (matched on the CNPJ root, so head office and branches together) is protected in this brand,
   * asked by the registration form as soon as the CNPJ is complete. Invalid CNPJ: BAD_USER_INPUT.
   */
  customerProtection: CustomerProtection;
  /** The user's own requests still waiting, newest first. */
  customerWatches: Array<CustomerWatch>;
  /** Dashboard of this brand. */
  dashboard: Dashboard;
  /**
   * Every record of the brand that holds this e-mail address, for a data-subject request; writes an audit entry (who,
   * when, a hash of the address). An invalid address: BAD_USER_INPUT (`fields.email`). A read-only API token cannot
   * export: the audit entry is a write.
   */
  exportPersonalData: PersonalDataExport;
  /** Changes of one record the user may see. */
  history: HistoryPage;
  /**
   * The signed-in user, or null when the request carries no credential at all. Credentials that do not hold are
   * refused here as on every field (HTTP 401, no data): SESSION_EXPIRED for a session that ended, was refused on
   * refresh or whose user was deactivated (its cookies are then cleared), TOKEN_REVOKED for an API token that no
   * longer holds, WRONG_BRAND for another brand's. The web client's session guard goes to login on null or a refusal.
   */
  me?: Maybe<Viewer>;
  /** Municipalities of a state. Unknown state: NOT_FOUND. */
  municipalities: Array<Municipality>;
  /**
   * Opportunities the user may see on this brand: a reseller its own and its sellers', a seller its own,
   * representatives and support the whole brand. `pageSize` 1..99999 (99999 = every row, for the export).
   */
  opportunities: OpportunityPage;
  /**
   * Opportunities whose name contains `name`, among those the user may see: the first 20 by name, with no total.
   * @deprecated Stops at 20 rows with no total: use `opportunitiesNamed`, paged like every other list.
   */
  opportunitiesByName: Array<OpportunitySummary>;
  /**
   * Opportunities whose name contains `name` (any case and accents), among those the user may see, by name, one page
   * at a time with the total (`pageInfo`), like every other list. `pageSize` 1..99999.
   */
  opportunitiesNamed: OpportunitySummaryPage;
  /** One opportunity with its project, products, conflicts and protection. Out of scope or unknown: NOT_FOUND. */
  opportunity?: Maybe<Opportunity>;
  /**
   * Whether an e-mailed password link (reset, or a new user's first password) would still set a password, checked
   * without spending it, so that its page can say at once that it can no longer be used. Names no account or e-mail.
   * Rate-limited per address (30 in 15 minutes): RATE_LIMITED.
   */
  passwordLinkStatus: PasswordLinkStatus;
  /** One sign-up of this brand; NOT_FOUND when unknown or another brand's. */
  resale?: Maybe<Resale>;
  /** Reseller sign-ups of this brand, newest first. */
  resales: ResalePage;
  /**
   * The users list: a reseller sees its active sellers; representatives and support the active users of the brand
   * (reseller accounts and sellers). A `name` filter searches by name; a deactivated seller never appears.
   */
  sellers: SellerPage;
  /** Every state, by name. */
  states: Array<State>;
  /** One user's details. Not visible to the caller: FORBIDDEN; unknown: NOT_FOUND. */
  user?: Maybe<User>;
  /** Version of the portal: package version and short commit (e.g. `0.1.0+a1b2c3d`), as `/version.txt`. */
  version: Scalars['String']['output'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryCnpjLookupArgs = {
  cnpj: Scalars['String']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryCustomerProtectionArgs = {
  cnpj: Scalars['String']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryExportPersonalDataArgs = {
  email: Scalars['String']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryHistoryArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  typeId: Scalars['ID']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryMunicipalitiesArgs = {
  stateId: Scalars['ID']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryOpportunitiesArgs = {
  filter?: InputMaybe<OpportunityFilter>;
  order?: InputMaybe<OpportunityOrder>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryOpportunitiesByNameArgs = {
  name: Scalars['String']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryOpportunitiesNamedArgs = {
  name: Scalars['String']['input'];
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryOpportunityArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryPasswordLinkStatusArgs = {
  token: Scalars['String']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryResaleArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryResalesArgs = {
  filter?: InputMaybe<ResaleFilter>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QuerySellersArgs = {
  filter?: InputMaybe<SellerFilter>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** Reads. Every field is extended by a domain file. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

/** Result of `refreshSession`. */
export type RefreshSessionPayload = {
  __typename?: 'RefreshSessionPayload';
  /** The signed-in user with the new access token's expiry; the session cookies are set again on the reply. */
  viewer: Viewer;
};

/** The reseller sign-up form ("Crie seu usuário"). */
export type RegisterResaleInput = {
  /** Postal code (digits or masked). */
  cep?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** CNPJ (mask optional). */
  cnpj: Scalars['String']['input'];
  /** Contact person. */
  contactName: Scalars['String']['input'];
  /** Corporate name (razão social), as the CNPJ register names the company; required (empty: BAD_USER_INPUT). */
  corporateName: Scalars['String']['input'];
  /** E-mail of the reseller's user (the login). */
  email: Scalars['EmailAddress']['input'];
  /** Trade name (nome fantasia). */
  fantasyName?: InputMaybe<Scalars['String']['input']>;
  /** Phone (digits or masked). */
  phone: Scalars['String']['input'];
  /** State (UF). */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Street address. */
  street?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `registerResale`. */
export type RegisterResalePayload = {
  __typename?: 'RegisterResalePayload';
  /** The service's confirmation text. */
  message?: Maybe<Scalars['String']['output']>;
  /** The sign-up, in analysis. */
  resaleId: Scalars['ID']['output'];
  /** Status of the new sign-up (ANALYSIS). */
  status: ResaleStatus;
};

/** The refusal of an opportunity in analysis. */
export type RejectOpportunityInput = {
  /** Opportunity id. */
  id: Scalars['ID']['input'];
  /** Why it is refused (required). */
  reason: Scalars['String']['input'];
};

/** Result of `rejectOpportunity`. */
export type RejectOpportunityPayload = {
  __typename?: 'RejectOpportunityPayload';
  /** The opportunity, refused. */
  opportunity: Opportunity;
};

/** The sign-up to refuse and why. */
export type RejectResaleInput = {
  /** Sign-up id. */
  id: Scalars['ID']['input'];
  /** Why it is refused (required; e-mailed to the applicant). */
  reason: Scalars['String']['input'];
};

/** Result of `rejectResale`. */
export type RejectResalePayload = {
  __typename?: 'RejectResalePayload';
  /** The service's confirmation text. */
  message?: Maybe<Scalars['String']['output']>;
  /** The sign-up as the decision left it (refused), so that screens show it without asking again. */
  resale: Resale;
};

export { RenewalDecision };

/** The "Esqueceu sua senha?" form. */
export type RequestPasswordResetInput = {
  /** E-mail of the account that forgot its password. */
  email: Scalars['EmailAddress']['input'];
  /** Page of this portal that opens the e-mailed link; defaults to `/recovery-password` on the current host. */
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `requestPasswordReset`. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True once the reset e-mail is queued (the link is valid for 1 hour). */
  sent: Scalars['Boolean']['output'];
};

/** A renewal request of an opportunity in RENOVATION or EXPIRED. */
export type RequestRenewalInput = {
  /** Opportunity id. */
  id: Scalars['ID']['input'];
  /** Chance of closing the deal now. */
  probabilityClosing: ClosingProbability;
  /** How the project is going (required). */
  reason: Scalars['String']['input'];
};

/** Result of `requestRenewal`. */
export type RequestRenewalPayload = {
  __typename?: 'RequestRenewalPayload';
  /** The opportunity, awaiting the renewal decision. */
  opportunity: Opportunity;
};

/** A reseller company that signed up on a brand. */
export type Resale = {
  __typename?: 'Resale';
  /** Postal code (digits). */
  cep?: Maybe<Scalars['String']['output']>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** CNPJ, 14 characters without mask. */
  cnpj: Scalars['String']['output'];
  /** Contact person. */
  contactName: Scalars['String']['output'];
  /** Corporate name (razão social). */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** When it signed up. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail of the reseller's user (its login once approved). */
  email: Scalars['EmailAddress']['output'];
  /** Trade name (nome fantasia). */
  fantasyName?: Maybe<Scalars['String']['output']>;
  /** Sign-up id. */
  id: Scalars['ID']['output'];
  /** Phone (digits). */
  phone: Scalars['String']['output'];
  /** Why it was refused. */
  reason?: Maybe<Scalars['String']['output']>;
  /** State (UF). */
  state?: Maybe<Scalars['String']['output']>;
  /** Where the sign-up is: in analysis, approved or refused. */
  status: ResaleStatus;
  /** Street address. */
  street?: Maybe<Scalars['String']['output']>;
};

/** Filters of the sign-up list; every one is optional and they combine with AND. */
export type ResaleFilter = {
  /** Sign-up day. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** First sign-up day of a range (inclusive). */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Last sign-up day of a range (inclusive). */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Statuses to show (any of them). */
  statuses?: InputMaybe<Array<ResaleStatus>>;
};

/** A page of reseller sign-ups. */
export type ResalePage = {
  __typename?: 'ResalePage';
  /** The sign-ups of this page. */
  items: Array<Resale>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

export { ResaleStatus };

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

/** A row of the users list (a reseller's seller, or a user of the brand for representatives and support). */
export type Seller = {
  __typename?: 'Seller';
  /** False once deactivated ("Excluir usuário"). */
  active: Scalars['Boolean']['output'];
  /** When the user was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Login e-mail. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Phone (digits). */
  phone?: Maybe<Scalars['String']['output']>;
  /** What the user is on the brand: SELLER (a reseller's seller) or RESALE (a reseller's account). */
  role: Role;
};

/** Filter of the users list. */
export type SellerFilter = {
  /** Part of the name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A page of users. */
export type SellerPage = {
  __typename?: 'SellerPage';
  /** The users of this page. */
  items: Array<Seller>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
};

/** The contact page's form. */
export type SendContactInput = {
  /** The message. */
  description: Scalars['String']['input'];
  /** E-mail to answer to. */
  email: Scalars['EmailAddress']['input'];
  /** Name of the sender. */
  fullName: Scalars['String']['input'];
  /** Subject of the message. */
  title: Scalars['String']['input'];
};

/** Result of `sendContact`. */
export type SendContactPayload = {
  __typename?: 'SendContactPayload';
  /** The service's confirmation text ("Email enviado com sucesso!"). */
  message: Scalars['String']['output'];
};

/** The form of an e-mailed password link. */
export type SetPasswordWithTokenInput = {
  /** New password: at least 8 characters with a lower-case and an upper-case letter, a digit and one of @$!%*?&. */
  password: Scalars['String']['input'];
  /** Single-use token from the e-mailed link (`/recovery-password?token=…`). */
  token: Scalars['String']['input'];
};

/** Result of `setPasswordWithToken`. */
export type SetPasswordWithTokenPayload = {
  __typename?: 'SetPasswordWithTokenPayload';
  /** True when the password was set; the user can log in with it. */
  passwordSet: Scalars['Boolean']['output'];
};

export { SoftwareOwner };

export { SortDirection };

/** A Brazilian state. */
export type State = {
  __typename?: 'State';
  /** UF (e.g. MG). */
  abbreviation: Scalars['String']['output'];
  /** IBGE id (e.g. 31 = Minas Gerais). */
  id: Scalars['ID']['output'];
  /** Name (e.g. Minas Gerais). */
  name: Scalars['String']['output'];
};

/** Opportunity counts per status, over every opportunity of the brand (whatever the year it was registered). */
export type StatusTotals = {
  __typename?: 'StatusTotals';
  /** In analysis (ANALYSIS). */
  analysis: Scalars['Int']['output'];
  /** Approved (APPROVED). */
  approved: Scalars['Int']['output'];
  /** Waiting for a renewal decision (AWAITING_RENOVATION). */
  awaitingRenovation: Scalars['Int']['output'];
  /** Refused (DISAPPROVED). */
  disapproved: Scalars['Int']['output'];
  /** Expired (EXPIRED). */
  expired: Scalars['Int']['output'];
  /** Validity ended, renewal possible (RENOVATION). */
  renovation: Scalars['Int']['output'];
  /** Every status together. */
  total: Scalars['Int']['output'];
};

/** Input of `unwatchCustomer`. */
export type UnwatchCustomerInput = {
  /** Id of one of the user's own requests. */
  id: Scalars['ID']['input'];
};

/** Result of `unwatchCustomer`. */
export type UnwatchCustomerPayload = {
  __typename?: 'UnwatchCustomerPayload';
  /** Id of the request that ended. */
  id: Scalars['ID']['output'];
};

/** A change of name and/or closing probability; at least one of them. */
export type UpdateOpportunityInput = {
  /** Opportunity id. */
  id: Scalars['ID']['input'];
  /** New name; omitted keeps the current one. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New closing probability; omitted keeps the current one. */
  probabilityClosing?: InputMaybe<ClosingProbability>;
};

/** Result of `updateOpportunity`. */
export type UpdateOpportunityPayload = {
  __typename?: 'UpdateOpportunityPayload';
  /** The opportunity as changed. */
  opportunity: Opportunity;
};

/** The password form of Configurações. */
export type UpdatePasswordInput = {
  /** New password of the signed-in user (same policy as `setPasswordWithToken`). */
  password: Scalars['String']['input'];
};

/** Result of `updatePassword`. */
export type UpdatePasswordPayload = {
  __typename?: 'UpdatePasswordPayload';
  /** The service's confirmation text. */
  message: Scalars['String']['output'];
};

/** A user's details (Detalhes do usuário / do vendedor). */
export type User = {
  __typename?: 'User';
  /** False once deactivated: the user can no longer log in. */
  active: Scalars['Boolean']['output'];
  /** CNPJ of the reseller the user belongs to. */
  doc?: Maybe<Scalars['String']['output']>;
  /** Login e-mail. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Phone (digits). */
  phone?: Maybe<Scalars['String']['output']>;
  /** Roles of the user that count on this brand. */
  roles: Array<Role>;
};

/** The signed-in user, as seen on the brand of the request. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Slug of the brand the session belongs to. */
  brand: Scalars['String']['output'];
  /** Login e-mail; null for an internal tool's API token, which is not a person and has none. */
  email?: Maybe<Scalars['EmailAddress']['output']>;
  /** When the current access token expires (the gateway renews it by itself while the session lasts). */
  expiresAt: Scalars['DateTime']['output'];
  /** User id (the authenticator's). */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Roles that count on this brand (assignments for the brand or for every brand). */
  roles: Array<Role>;
};

/** Input of `watchCustomer`. */
export type WatchCustomerInput = {
  /** The protected customer's CNPJ (mask optional; numeric or alphanumeric). */
  cnpj: Scalars['String']['input'];
};

/** Result of `watchCustomer`. */
export type WatchCustomerPayload = {
  __typename?: 'WatchCustomerPayload';
  /** True when the request already existed and nothing changed. */
  alreadyWatching: Scalars['Boolean']['output'];
  /** The request: the one just made, or the one already waiting (asking twice is one request). */
  watch: CustomerWatch;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ApproveOpportunityInput: ApproveOpportunityInput;
  ApproveOpportunityPayload: ResolverTypeWrapper<OpportunityRef>;
  ApproveResaleInput: ApproveResaleInput;
  ApproveResalePayload: ResolverTypeWrapper<Omit<ApproveResalePayload, 'resale'> & { resale: ResolversTypes['Resale'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandModel>;
  BrandTheme: ResolverTypeWrapper<BrandThemeModel>;
  CarouselImage: ResolverTypeWrapper<RestImage>;
  ClosingProbability: ClosingProbability;
  Company: ResolverTypeWrapper<RestCompany>;
  CompanyRegistrationStatus: CompanyRegistrationStatus;
  CreateOpportunityInput: CreateOpportunityInput;
  CreateOpportunityPayload: ResolverTypeWrapper<OpportunityRef>;
  CreateSellerInput: CreateSellerInput;
  CreateSellerPayload: ResolverTypeWrapper<Omit<CreateSellerPayload, 'seller'> & { seller: ResolversTypes['Seller'] }>;
  CrmSeller: ResolverTypeWrapper<RestCrmSeller>;
  CustomerProtection: ResolverTypeWrapper<RestCustomerProtection>;
  CustomerWatch: ResolverTypeWrapper<CustomerWatch>;
  Dashboard: ResolverTypeWrapper<RestDashboard>;
  DashboardMonthly: ResolverTypeWrapper<DashboardMonthly>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeactivateSellerInput: DeactivateSellerInput;
  DeactivateSellerPayload: ResolverTypeWrapper<DeactivateSellerPayload>;
  DecideRenewalInput: DecideRenewalInput;
  DecideRenewalPayload: ResolverTypeWrapper<OpportunityRef>;
  DecisionTimeMonth: ResolverTypeWrapper<DecisionTimeMonth>;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  ErasePersonalDataInput: ErasePersonalDataInput;
  ErasePersonalDataPayload: ResolverTypeWrapper<ErasePersonalDataPayload>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HistoryAction: HistoryAction;
  HistoryEntry: ResolverTypeWrapper<RestHistoryEntry>;
  HistoryKind: HistoryKind;
  HistoryModification: ResolverTypeWrapper<HistoryModification>;
  HistoryPage: ResolverTypeWrapper<RestPage<RestHistoryEntry>>;
  HistoryType: HistoryType;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MonthFigures: ResolverTypeWrapper<MonthFigures>;
  Municipality: ResolverTypeWrapper<RestMunicipality>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Opportunity: ResolverTypeWrapper<RestOpportunity>;
  OpportunityConflict: ResolverTypeWrapper<RestConflict>;
  OpportunityFilter: OpportunityFilter;
  OpportunityOrder: OpportunityOrder;
  OpportunityOrigin: OpportunityOrigin;
  OpportunityOwner: ResolverTypeWrapper<OpportunityOwner>;
  OpportunityPage: ResolverTypeWrapper<RestPage<RestOpportunity>>;
  OpportunityRow: ResolverTypeWrapper<RestOpportunity>;
  OpportunitySortField: OpportunitySortField;
  OpportunityStatus: OpportunityStatus;
  OpportunitySummary: ResolverTypeWrapper<RestOpportunitySummary>;
  OpportunitySummaryPage: ResolverTypeWrapper<RestPage<RestOpportunitySummary>>;
  PageInfo: ResolverTypeWrapper<RestPage<unknown>>;
  PasswordLinkStatus: PasswordLinkStatus;
  PersonalDataContact: ResolverTypeWrapper<PersonalDataContact>;
  PersonalDataCustomerWatch: ResolverTypeWrapper<PersonalDataCustomerWatch>;
  PersonalDataExport: ResolverTypeWrapper<RestPersonalDataExport>;
  PersonalDataResale: ResolverTypeWrapper<PersonalDataResale>;
  PersonalDataSeller: ResolverTypeWrapper<PersonalDataSeller>;
  ProductLine: ResolverTypeWrapper<RestProduct>;
  ProductLineInput: ProductLineInput;
  Project: ResolverTypeWrapper<RestProject>;
  ProjectInput: ProjectInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefreshSessionPayload: ResolverTypeWrapper<Omit<RefreshSessionPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  RegisterResaleInput: RegisterResaleInput;
  RegisterResalePayload: ResolverTypeWrapper<RegisterResalePayload>;
  RejectOpportunityInput: RejectOpportunityInput;
  RejectOpportunityPayload: ResolverTypeWrapper<OpportunityRef>;
  RejectResaleInput: RejectResaleInput;
  RejectResalePayload: ResolverTypeWrapper<Omit<RejectResalePayload, 'resale'> & { resale: ResolversTypes['Resale'] }>;
  RenewalDecision: RenewalDecision;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  RequestRenewalInput: RequestRenewalInput;
  RequestRenewalPayload: ResolverTypeWrapper<OpportunityRef>;
  Resale: ResolverTypeWrapper<RestResale>;
  ResaleFilter: ResaleFilter;
  ResalePage: ResolverTypeWrapper<RestPage<RestResale>>;
  ResaleStatus: ResaleStatus;
  Role: Role;
  Seller: ResolverTypeWrapper<RestSeller>;
  SellerFilter: SellerFilter;
  SellerPage: ResolverTypeWrapper<RestPage<RestSeller>>;
  SendContactInput: SendContactInput;
  SendContactPayload: ResolverTypeWrapper<SendContactPayload>;
  SetPasswordWithTokenInput: SetPasswordWithTokenInput;
  SetPasswordWithTokenPayload: ResolverTypeWrapper<SetPasswordWithTokenPayload>;
  SoftwareOwner: SoftwareOwner;
  SortDirection: SortDirection;
  State: ResolverTypeWrapper<RestState>;
  StatusTotals: ResolverTypeWrapper<RestStatusTotals>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UnwatchCustomerInput: UnwatchCustomerInput;
  UnwatchCustomerPayload: ResolverTypeWrapper<UnwatchCustomerPayload>;
  UpdateOpportunityInput: UpdateOpportunityInput;
  UpdateOpportunityPayload: ResolverTypeWrapper<OpportunityRef>;
  UpdatePasswordInput: UpdatePasswordInput;
  UpdatePasswordPayload: ResolverTypeWrapper<UpdatePasswordPayload>;
  User: ResolverTypeWrapper<RestUser>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  WatchCustomerInput: WatchCustomerInput;
  WatchCustomerPayload: ResolverTypeWrapper<WatchCustomerPayload>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ApproveOpportunityInput: ApproveOpportunityInput;
  ApproveOpportunityPayload: OpportunityRef;
  ApproveResaleInput: ApproveResaleInput;
  ApproveResalePayload: Omit<ApproveResalePayload, 'resale'> & { resale: ResolversParentTypes['Resale'] };
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandModel;
  BrandTheme: BrandThemeModel;
  CarouselImage: RestImage;
  Company: RestCompany;
  CreateOpportunityInput: CreateOpportunityInput;
  CreateOpportunityPayload: OpportunityRef;
  CreateSellerInput: CreateSellerInput;
  CreateSellerPayload: Omit<CreateSellerPayload, 'seller'> & { seller: ResolversParentTypes['Seller'] };
  CrmSeller: RestCrmSeller;
  CustomerProtection: RestCustomerProtection;
  CustomerWatch: CustomerWatch;
  Dashboard: RestDashboard;
  DashboardMonthly: DashboardMonthly;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeactivateSellerInput: DeactivateSellerInput;
  DeactivateSellerPayload: DeactivateSellerPayload;
  DecideRenewalInput: DecideRenewalInput;
  DecideRenewalPayload: OpportunityRef;
  DecisionTimeMonth: DecisionTimeMonth;
  EmailAddress: Scalars['EmailAddress']['output'];
  ErasePersonalDataInput: ErasePersonalDataInput;
  ErasePersonalDataPayload: ErasePersonalDataPayload;
  Float: Scalars['Float']['output'];
  HistoryEntry: RestHistoryEntry;
  HistoryModification: HistoryModification;
  HistoryPage: RestPage<RestHistoryEntry>;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  LogoutPayload: LogoutPayload;
  MonthFigures: MonthFigures;
  Municipality: RestMunicipality;
  Mutation: Record<PropertyKey, never>;
  Opportunity: RestOpportunity;
  OpportunityConflict: RestConflict;
  OpportunityFilter: OpportunityFilter;
  OpportunityOrder: OpportunityOrder;
  OpportunityOwner: OpportunityOwner;
  OpportunityPage: RestPage<RestOpportunity>;
  OpportunityRow: RestOpportunity;
  OpportunitySummary: RestOpportunitySummary;
  OpportunitySummaryPage: RestPage<RestOpportunitySummary>;
  PageInfo: RestPage<unknown>;
  PersonalDataContact: PersonalDataContact;
  PersonalDataCustomerWatch: PersonalDataCustomerWatch;
  PersonalDataExport: RestPersonalDataExport;
  PersonalDataResale: PersonalDataResale;
  PersonalDataSeller: PersonalDataSeller;
  ProductLine: RestProduct;
  ProductLineInput: ProductLineInput;
  Project: RestProject;
  ProjectInput: ProjectInput;
  Query: Record<PropertyKey, never>;
  RefreshSessionPayload: Omit<RefreshSessionPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  RegisterResaleInput: RegisterResaleInput;
  RegisterResalePayload: RegisterResalePayload;
  RejectOpportunityInput: RejectOpportunityInput;
  RejectOpportunityPayload: OpportunityRef;
  RejectResaleInput: RejectResaleInput;
  RejectResalePayload: Omit<RejectResalePayload, 'resale'> & { resale: ResolversParentTypes['Resale'] };
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  RequestRenewalInput: RequestRenewalInput;
  RequestRenewalPayload: OpportunityRef;
  Resale: RestResale;
  ResaleFilter: ResaleFilter;
  ResalePage: RestPage<RestResale>;
  Seller: RestSeller;
  SellerFilter: SellerFilter;
  SellerPage: RestPage<RestSeller>;
  SendContactInput: SendContactInput;
  SendContactPayload: SendContactPayload;
  SetPasswordWithTokenInput: SetPasswordWithTokenInput;
  SetPasswordWithTokenPayload: SetPasswordWithTokenPayload;
  State: RestState;
  StatusTotals: RestStatusTotals;
  String: Scalars['String']['output'];
  UnwatchCustomerInput: UnwatchCustomerInput;
  UnwatchCustomerPayload: UnwatchCustomerPayload;
  UpdateOpportunityInput: UpdateOpportunityInput;
  UpdateOpportunityPayload: OpportunityRef;
  UpdatePasswordInput: UpdatePasswordInput;
  UpdatePasswordPayload: UpdatePasswordPayload;
  User: RestUser;
  Viewer: ViewerModel;
  WatchCustomerInput: WatchCustomerInput;
  WatchCustomerPayload: WatchCustomerPayload;
};

export type AuthDirectiveArgs = {
  requires: Array<Role>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ApproveOpportunityPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApproveOpportunityPayload'] = ResolversParentTypes['ApproveOpportunityPayload']> = {
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
};

export type ApproveResalePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApproveResalePayload'] = ResolversParentTypes['ApproveResalePayload']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resale?: Resolver<ResolversTypes['Resale'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  contactEmail?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  faviconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderEmail?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['BrandTheme'], ParentType, ContextType>;
  virtualAccountUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandThemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandTheme'] = ResolversParentTypes['BrandTheme']> = {
  accent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headingFont?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  radius?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surface?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarouselImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarouselImage'] = ResolversParentTypes['CarouselImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClosingProbabilityResolvers = EnumResolverSignature<{ P25?: any, P50?: any, P75?: any, P100?: any }, ResolversTypes['ClosingProbability']>;

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  cep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fantasyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationStatus?: Resolver<Maybe<ResolversTypes['CompanyRegistrationStatus']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateOpportunityPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateOpportunityPayload'] = ResolversParentTypes['CreateOpportunityPayload']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
};

export type CreateSellerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateSellerPayload'] = ResolversParentTypes['CreateSellerPayload']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
};

export type CrmSellerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrmSeller'] = ResolversParentTypes['CrmSeller']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerProtectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerProtection'] = ResolversParentTypes['CustomerProtection']> = {
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  protectedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CustomerWatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerWatch'] = ResolversParentTypes['CustomerWatch']> = {
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  protectedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  currentMonth?: Resolver<ResolversTypes['MonthFigures'], ParentType, ContextType>;
  decisionTimes?: Resolver<Array<ResolversTypes['DecisionTimeMonth']>, ParentType, ContextType>;
  latest?: Resolver<Array<ResolversTypes['OpportunityRow']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthly?: Resolver<ResolversTypes['DashboardMonthly'], ParentType, ContextType>;
  previousMonth?: Resolver<ResolversTypes['MonthFigures'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatusTotals'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardMonthlyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardMonthly'] = ResolversParentTypes['DashboardMonthly']> = {
  analysis?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  approved?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  disapproved?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeactivateSellerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeactivateSellerPayload'] = ResolversParentTypes['DeactivateSellerPayload']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DecideRenewalPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DecideRenewalPayload'] = ResolversParentTypes['DecideRenewalPayload']> = {
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
};

export type DecisionTimeMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DecisionTimeMonth'] = ResolversParentTypes['DecisionTimeMonth']> = {
  decisions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianBusinessDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p90BusinessDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type ErasePersonalDataPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErasePersonalDataPayload'] = ResolversParentTypes['ErasePersonalDataPayload']> = {
  anonymisedContacts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HistoryActionResolvers = EnumResolverSignature<{ CREATE?: any, UPDATE?: any }, ResolversTypes['HistoryAction']>;

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = {
  actionType?: Resolver<ResolversTypes['HistoryAction'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryKind'], ParentType, ContextType>;
  modifications?: Resolver<Array<ResolversTypes['HistoryModification']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HistoryType'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HistoryKindResolvers = EnumResolverSignature<{ CHANGE?: any, NOTE?: any }, ResolversTypes['HistoryKind']>;

export type HistoryModificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryModification'] = ResolversParentTypes['HistoryModification']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = {
  items?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type HistoryTypeResolvers = EnumResolverSignature<{ OPPORTUNITY?: any, RESALE?: any, USER?: any }, ResolversTypes['HistoryType']>;

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  loggedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MonthFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthFigures'] = ResolversParentTypes['MonthFigures']> = {
  analysis?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disapproved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MunicipalityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Municipality'] = ResolversParentTypes['Municipality']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  approveOpportunity?: Resolver<ResolversTypes['ApproveOpportunityPayload'], ParentType, ContextType, RequireFields<MutationApproveOpportunityArgs, 'input'>>;
  approveResale?: Resolver<ResolversTypes['ApproveResalePayload'], ParentType, ContextType, RequireFields<MutationApproveResaleArgs, 'input'>>;
  createOpportunity?: Resolver<ResolversTypes['CreateOpportunityPayload'], ParentType, ContextType, RequireFields<MutationCreateOpportunityArgs, 'input'>>;
  createSeller?: Resolver<ResolversTypes['CreateSellerPayload'], ParentType, ContextType, RequireFields<MutationCreateSellerArgs, 'input'>>;
  deactivateSeller?: Resolver<ResolversTypes['DeactivateSellerPayload'], ParentType, ContextType, RequireFields<MutationDeactivateSellerArgs, 'input'>>;
  decideRenewal?: Resolver<ResolversTypes['DecideRenewalPayload'], ParentType, ContextType, RequireFields<MutationDecideRenewalArgs, 'input'>>;
  erasePersonalData?: Resolver<ResolversTypes['ErasePersonalDataPayload'], ParentType, ContextType, RequireFields<MutationErasePersonalDataArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  refreshSession?: Resolver<ResolversTypes['RefreshSessionPayload'], ParentType, ContextType>;
  registerResale?: Resolver<ResolversTypes['RegisterResalePayload'], ParentType, ContextType, RequireFields<MutationRegisterResaleArgs, 'input'>>;
  rejectOpportunity?: Resolver<ResolversTypes['RejectOpportunityPayload'], ParentType, ContextType, RequireFields<MutationRejectOpportunityArgs, 'input'>>;
  rejectResale?: Resolver<ResolversTypes['RejectResalePayload'], ParentType, ContextType, RequireFields<MutationRejectResaleArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestRenewal?: Resolver<ResolversTypes['RequestRenewalPayload'], ParentType, ContextType, RequireFields<MutationRequestRenewalArgs, 'input'>>;
  sendContact?: Resolver<ResolversTypes['SendContactPayload'], ParentType, ContextType, RequireFields<MutationSendContactArgs, 'input'>>;
  setPasswordWithToken?: Resolver<ResolversTypes['SetPasswordWithTokenPayload'], ParentType, ContextType, RequireFields<MutationSetPasswordWithTokenArgs, 'input'>>;
  unwatchCustomer?: Resolver<ResolversTypes['UnwatchCustomerPayload'], ParentType, ContextType, RequireFields<MutationUnwatchCustomerArgs, 'input'>>;
  updateOpportunity?: Resolver<ResolversTypes['UpdateOpportunityPayload'], ParentType, ContextType, RequireFields<MutationUpdateOpportunityArgs, 'input'>>;
  updatePassword?: Resolver<ResolversTypes['UpdatePasswordPayload'], ParentType, ContextType, RequireFields<MutationUpdatePasswordArgs, 'input'>>;
  watchCustomer?: Resolver<ResolversTypes['WatchCustomerPayload'], ParentType, ContextType, RequireFields<MutationWatchCustomerArgs, 'input'>>;
};

export type OpportunityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Opportunity'] = ResolversParentTypes['Opportunity']> = {
  acceptedTerm?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  approveDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyInactive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyStatus?: Resolver<Maybe<ResolversTypes['CompanyRegistrationStatus']>, ParentType, ContextType>;
  companyStatusCheckedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  companyUnverified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conflicts?: Resolver<Array<ResolversTypes['OpportunityConflict']>, ParentType, ContextType>;
  conflictsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conflictsTotalIsLowerBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerWatchCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  decisionOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  elapsedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expireDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fantasyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  justification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  network?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  opportunityOrigin?: Resolver<Maybe<ResolversTypes['OpportunityOrigin']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['OpportunityOwner'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  probabilityClosing?: Resolver<Maybe<ResolversTypes['ClosingProbability']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductLine']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  protectedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  register?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  renovationDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestRenovationAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resaleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellerSalesforceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpportunityStatus'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waitingBusinessDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OpportunityConflictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpportunityConflict'] = ResolversParentTypes['OpportunityConflict']> = {
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpportunityStatus'], ParentType, ContextType>;
};

export type OpportunityOriginResolvers = EnumResolverSignature<{ EMAIL?: any, EMPLOYEE?: any, LEAD_GRUPO_ARTICO?: any, OTHER?: any, PARTNER?: any, PROSPECT?: any, RESALE_WEBSITE?: any, TRADE_SHOW?: any }, ResolversTypes['OpportunityOrigin']>;

export type OpportunityOwnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpportunityOwner'] = ResolversParentTypes['OpportunityOwner']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OpportunityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpportunityPage'] = ResolversParentTypes['OpportunityPage']> = {
  items?: Resolver<Array<ResolversTypes['OpportunityRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OpportunityRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpportunityRow'] = ResolversParentTypes['OpportunityRow']> = {
  approveDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyInactive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyStatus?: Resolver<Maybe<ResolversTypes['CompanyRegistrationStatus']>, ParentType, ContextType>;
  companyUnverified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decisionOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  elapsedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expireDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fantasyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opportunityOrigin?: Resolver<Maybe<ResolversTypes['OpportunityOrigin']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['OpportunityOwner'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  probabilityClosing?: Resolver<Maybe<ResolversTypes['ClosingProbability']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductLine']>, ParentType, ContextType>;
  register?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resaleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpportunityStatus'], ParentType, ContextType>;
  waitingBusinessDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OpportunitySortFieldResolvers = EnumResolverSignature<{ CREATED_AT?: any, ESTIMATED?: any }, ResolversTypes['OpportunitySortField']>;

export type OpportunityStatusResolvers = EnumResolverSignature<{ ANALYSIS?: any, APPROVED?: any, AWAITING_RENOVATION?: any, DISAPPROVED?: any, EXPIRED?: any, RENOVATION?: any }, ResolversTypes['OpportunityStatus']>;

export type OpportunitySummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpportunitySummary'] = ResolversParentTypes['OpportunitySummary']> = {
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpportunityStatus'], ParentType, ContextType>;
};

export type OpportunitySummaryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpportunitySummaryPage'] = ResolversParentTypes['OpportunitySummaryPage']> = {
  items?: Resolver<Array<ResolversTypes['OpportunitySummary']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIsLowerBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PersonalDataContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataContact'] = ResolversParentTypes['PersonalDataContact']> = {
  acceptedTermAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  acceptedTermVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerCnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opportunityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opportunityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OpportunityStatus'], ParentType, ContextType>;
};

export type PersonalDataCustomerWatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataCustomerWatch'] = ResolversParentTypes['PersonalDataCustomerWatch']> = {
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonalDataExportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataExport'] = ResolversParentTypes['PersonalDataExport']> = {
  contacts?: Resolver<Array<ResolversTypes['PersonalDataContact']>, ParentType, ContextType>;
  customerWatches?: Resolver<Array<ResolversTypes['PersonalDataCustomerWatch']>, ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exportedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resales?: Resolver<Array<ResolversTypes['PersonalDataResale']>, ParentType, ContextType>;
  sellers?: Resolver<Array<ResolversTypes['PersonalDataSeller']>, ParentType, ContextType>;
};

export type PersonalDataResaleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataResale'] = ResolversParentTypes['PersonalDataResale']> = {
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resaleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ResaleStatus'], ParentType, ContextType>;
};

export type PersonalDataSellerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataSeller'] = ResolversParentTypes['PersonalDataSeller']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductLine'] = ResolversParentTypes['ProductLine']> = {
  accessory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  competition?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  additionalInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  application?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conclusionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  haveCollector?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  haveCollectorDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homologated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  justification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opportunityType?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  opportunityTypeStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partner?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  partnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partnerOwner?: Resolver<Maybe<ResolversTypes['SoftwareOwner']>, ParentType, ContextType>;
  specification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  carouselImages?: Resolver<Array<ResolversTypes['CarouselImage']>, ParentType, ContextType>;
  cnpjLookup?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<QueryCnpjLookupArgs, 'cnpj'>>;
  crmSellers?: Resolver<Array<ResolversTypes['CrmSeller']>, ParentType, ContextType>;
  customerProtection?: Resolver<ResolversTypes['CustomerProtection'], ParentType, ContextType, RequireFields<QueryCustomerProtectionArgs, 'cnpj'>>;
  customerWatches?: Resolver<Array<ResolversTypes['CustomerWatch']>, ParentType, ContextType>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  exportPersonalData?: Resolver<ResolversTypes['PersonalDataExport'], ParentType, ContextType, RequireFields<QueryExportPersonalDataArgs, 'email'>>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryHistoryArgs, 'page' | 'pageSize' | 'typeId'>>;
  me?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  municipalities?: Resolver<Array<ResolversTypes['Municipality']>, ParentType, ContextType, RequireFields<QueryMunicipalitiesArgs, 'stateId'>>;
  opportunities?: Resolver<ResolversTypes['OpportunityPage'], ParentType, ContextType, RequireFields<QueryOpportunitiesArgs, 'page' | 'pageSize'>>;
  opportunitiesByName?: Resolver<Array<ResolversTypes['OpportunitySummary']>, ParentType, ContextType, RequireFields<QueryOpportunitiesByNameArgs, 'name'>>;
  opportunitiesNamed?: Resolver<ResolversTypes['OpportunitySummaryPage'], ParentType, ContextType, RequireFields<QueryOpportunitiesNamedArgs, 'name' | 'page' | 'pageSize'>>;
  opportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType, RequireFields<QueryOpportunityArgs, 'id'>>;
  passwordLinkStatus?: Resolver<ResolversTypes['PasswordLinkStatus'], ParentType, ContextType, RequireFields<QueryPasswordLinkStatusArgs, 'token'>>;
  resale?: Resolver<Maybe<ResolversTypes['Resale']>, ParentType, ContextType, RequireFields<QueryResaleArgs, 'id'>>;
  resales?: Resolver<ResolversTypes['ResalePage'], ParentType, ContextType, RequireFields<QueryResalesArgs, 'page' | 'pageSize'>>;
  sellers?: Resolver<ResolversTypes['SellerPage'], ParentType, ContextType, RequireFields<QuerySellersArgs, 'page' | 'pageSize'>>;
  states?: Resolver<Array<ResolversTypes['State']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RefreshSessionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefreshSessionPayload'] = ResolversParentTypes['RefreshSessionPayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RegisterResalePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterResalePayload'] = ResolversParentTypes['RegisterResalePayload']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resaleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ResaleStatus'], ParentType, ContextType>;
};

export type RejectOpportunityPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RejectOpportunityPayload'] = ResolversParentTypes['RejectOpportunityPayload']> = {
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
};

export type RejectResalePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RejectResalePayload'] = ResolversParentTypes['RejectResalePayload']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resale?: Resolver<ResolversTypes['Resale'], ParentType, ContextType>;
};

export type RenewalDecisionResolvers = EnumResolverSignature<{ APPROVE?: any, REJECT?: any }, ResolversTypes['RenewalDecision']>;

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RequestRenewalPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestRenewalPayload'] = ResolversParentTypes['RequestRenewalPayload']> = {
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
};

export type ResaleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Resale'] = ResolversParentTypes['Resale']> = {
  cep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  fantasyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ResaleStatus'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResalePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResalePage'] = ResolversParentTypes['ResalePage']> = {
  items?: Resolver<Array<ResolversTypes['Resale']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ResaleStatusResolvers = EnumResolverSignature<{ ANALYSIS?: any, APPROVED?: any, DISAPPROVED?: any }, ResolversTypes['ResaleStatus']>;

export type SellerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type SellerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SellerPage'] = ResolversParentTypes['SellerPage']> = {
  items?: Resolver<Array<ResolversTypes['Seller']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SendContactPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendContactPayload'] = ResolversParentTypes['SendContactPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetPasswordWithTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetPasswordWithTokenPayload'] = ResolversParentTypes['SetPasswordWithTokenPayload']> = {
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SoftwareOwnerResolvers = EnumResolverSignature<{ OWN?: any, PARTNERS?: any, RESALE?: any }, ResolversTypes['SoftwareOwner']>;

export type SortDirectionResolvers = EnumResolverSignature<{ ASC?: any, DESC?: any }, ResolversTypes['SortDirection']>;

export type StateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['State'] = ResolversParentTypes['State']> = {
  abbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusTotals'] = ResolversParentTypes['StatusTotals']> = {
  analysis?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  awaitingRenovation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disapproved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renovation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UnwatchCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnwatchCustomerPayload'] = ResolversParentTypes['UnwatchCustomerPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UpdateOpportunityPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateOpportunityPayload'] = ResolversParentTypes['UpdateOpportunityPayload']> = {
  opportunity?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
};

export type UpdatePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdatePasswordPayload'] = ResolversParentTypes['UpdatePasswordPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['EmailAddress']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type WatchCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WatchCustomerPayload'] = ResolversParentTypes['WatchCustomerPayload']> = {
  alreadyWatching?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  watch?: Resolver<ResolversTypes['CustomerWatch'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ApproveOpportunityPayload?: ApproveOpportunityPayloadResolvers<ContextType>;
  ApproveResalePayload?: ApproveResalePayloadResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandTheme?: BrandThemeResolvers<ContextType>;
  CarouselImage?: CarouselImageResolvers<ContextType>;
  ClosingProbability?: ClosingProbabilityResolvers;
  Company?: CompanyResolvers<ContextType>;
  CreateOpportunityPayload?: CreateOpportunityPayloadResolvers<ContextType>;
  CreateSellerPayload?: CreateSellerPayloadResolvers<ContextType>;
  CrmSeller?: CrmSellerResolvers<ContextType>;
  CustomerProtection?: CustomerProtectionResolvers<ContextType>;
  CustomerWatch?: CustomerWatchResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardMonthly?: DashboardMonthlyResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeactivateSellerPayload?: DeactivateSellerPayloadResolvers<ContextType>;
  DecideRenewalPayload?: DecideRenewalPayloadResolvers<ContextType>;
  DecisionTimeMonth?: DecisionTimeMonthResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  ErasePersonalDataPayload?: ErasePersonalDataPayloadResolvers<ContextType>;
  HistoryAction?: HistoryActionResolvers;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryKind?: HistoryKindResolvers;
  HistoryModification?: HistoryModificationResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  HistoryType?: HistoryTypeResolvers;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MonthFigures?: MonthFiguresResolvers<ContextType>;
  Municipality?: MunicipalityResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Opportunity?: OpportunityResolvers<ContextType>;
  OpportunityConflict?: OpportunityConflictResolvers<ContextType>;
  OpportunityOrigin?: OpportunityOriginResolvers;
  OpportunityOwner?: OpportunityOwnerResolvers<ContextType>;
  OpportunityPage?: OpportunityPageResolvers<ContextType>;
  OpportunityRow?: OpportunityRowResolvers<ContextType>;
  OpportunitySortField?: OpportunitySortFieldResolvers;
  OpportunityStatus?: OpportunityStatusResolvers;
  OpportunitySummary?: OpportunitySummaryResolvers<ContextType>;
  OpportunitySummaryPage?: OpportunitySummaryPageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PersonalDataContact?: PersonalDataContactResolvers<ContextType>;
  PersonalDataCustomerWatch?: PersonalDataCustomerWatchResolvers<ContextType>;
  PersonalDataExport?: PersonalDataExportResolvers<ContextType>;
  PersonalDataResale?: PersonalDataResaleResolvers<ContextType>;
  PersonalDataSeller?: PersonalDataSellerResolvers<ContextType>;
  ProductLine?: ProductLineResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefreshSessionPayload?: RefreshSessionPayloadResolvers<ContextType>;
  RegisterResalePayload?: RegisterResalePayloadResolvers<ContextType>;
  RejectOpportunityPayload?: RejectOpportunityPayloadResolvers<ContextType>;
  RejectResalePayload?: RejectResalePayloadResolvers<ContextType>;
  RenewalDecision?: RenewalDecisionResolvers;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestRenewalPayload?: RequestRenewalPayloadResolvers<ContextType>;
  Resale?: ResaleResolvers<ContextType>;
  ResalePage?: ResalePageResolvers<ContextType>;
  ResaleStatus?: ResaleStatusResolvers;
  Seller?: SellerResolvers<ContextType>;
  SellerPage?: SellerPageResolvers<ContextType>;
  SendContactPayload?: SendContactPayloadResolvers<ContextType>;
  SetPasswordWithTokenPayload?: SetPasswordWithTokenPayloadResolvers<ContextType>;
  SoftwareOwner?: SoftwareOwnerResolvers;
  SortDirection?: SortDirectionResolvers;
  State?: StateResolvers<ContextType>;
  StatusTotals?: StatusTotalsResolvers<ContextType>;
  UnwatchCustomerPayload?: UnwatchCustomerPayloadResolvers<ContextType>;
  UpdateOpportunityPayload?: UpdateOpportunityPayloadResolvers<ContextType>;
  UpdatePasswordPayload?: UpdatePasswordPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WatchCustomerPayload?: WatchCustomerPayloadResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
