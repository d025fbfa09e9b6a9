import { type QueryValue, toQuery } from './query.js';
import type {
  RestCompany,
  RestCreated,
  RestCrmSeller,
  RestCustomerProtection,
  RestCustomerWatch,
  RestDashboard,
  RestErasure,
  RestHistoryEntry,
  RestImage,
  RestMessage,
  RestMunicipality,
  RestOpportunity,
  RestOpportunitySummary,
  RestOwnerCompany,
  RestPage,
  RestPayload,
  RestPersonalDataExport,
  RestResale,
  RestSeller,
  RestSellerSearch,
  RestState,
  RoleAssignment,
} from './types.js';
import { UpstreamDataSource } from './upstream.js';

type Params = Record<string, QueryValue | Record<string, string | number | undefined>>;

/** Which list call a viewer's role uses (spec section 6: RESALE, then SELLER, then REPRESENTATIVE or SUPPORT). */
export type OpportunityListEndpoint = 'resale' | 'user' | 'all';
export type SellerListEndpoint = 'seller/all' | 'representative/all';

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** The main API (docs/rest-api.md, "Main API"): one method per call, reply shapes as the service sends them. */
export class ApiDataSource extends UpstreamDataSource {
  // A write cut before its reply (the API restarting) is sent again; the API does it at most once.
  protected override readonly idempotentWrites = true;

  // Session and accounts

  /** GET /auth/payload with a token just issued by the login (not yet the session's). */
  payload(accessToken: string) {
    return this.call<{ payload: RestPayload }>('auth/payload', {
      headers: { authorization: `Bearer ${accessToken}` },
      retryOn401: false,
    });
  }

  /** GET /user/{id}/role; `accessToken` when called during the login. */
  roles(userId: string, accessToken?: string) {
    return this.call<{ roles: RoleAssignment[] }>(`user/${path(userId)}/role`, {
      ...(accessToken ? { headers: { authorization: `Bearer ${accessToken}` }, retryOn401: false } : {}),
    });
  }

  requestPasswordReset(email: string, redirectUrl: string | undefined) {
    return this.call<string>('auth/reset_password', {
      method: 'POST',
      body: { company: this.brand.toLowerCase(), email, redirect_url: redirectUrl },
    });
  }

  passwordLinkStatus(token: string) {
    return this.call<{ status: 'USABLE' | 'USED' | 'EXPIRED' | 'INVALID' }>('auth/reset_password/check', {
      method: 'POST',
      body: { token },
    });
  }

  confirmPasswordReset(token: string, password: string) {
    return this.call<string>('auth/reset_password/confirm', { method: 'POST', body: { token, password } });
  }

  updatePassword(password: string) {
    return this.call<RestMessage>('auth/update_password', { method: 'POST', body: { password } });
  }

  /** GET /company/owner/{userId}: the company (doc, name) of an opportunity's owner. */
  ownerCompany(userId: string) {
    return this.call<{ data: RestOwnerCompany }>(`company/owner/${path(userId)}`).then((r) => r.data);
  }

  // Opportunities

  opportunities(endpoint: OpportunityListEndpoint, params: Params) {
    return this.call<RestPage<RestOpportunity>>(`opportunity/${endpoint}`, {
      params: toQuery({ ...params, brandName: this.brand }),
    });
  }

  /**
   * GET /opportunity/export: the list's rows for the same query (toQuery of the list's parameters) as NDJSON, the
   * total first and an end line last, handed over as they arrive. `signal` ends the call and the API's query.
   */
  opportunityExport(params: URLSearchParams, signal: AbortSignal) {
    return this.stream('opportunity/export', { params, signal });
  }

  /** GET /opportunity/name: one page of the name search, as a page of any list (its rows travel as `data`). */
  async opportunitiesByName(
    name: string,
    paging?: { page: number; amount: number },
  ): Promise<RestPage<RestOpportunitySummary>> {
    const { data, ...page } = await this.call<
      Omit<RestPage<RestOpportunitySummary>, 'result'> & {
        data: RestOpportunitySummary[];
      }
    >('opportunity/name', { params: toQuery({ company: this.brand, name, ...paging }) });
    return { result: data, ...page };
  }

  /** GET /opportunity/id/{id}: `{ data: [opportunity] }` (404 when out of scope). */
  async opportunity(id: string): Promise<RestOpportunity | undefined> {
    const reply = await this.call<{ data: RestOpportunity[] }>(`opportunity/id/${path(id)}`);
    return reply.data[0];
  }

  createOpportunity(body: Record<string, unknown>) {
    return this.call<RestCreated>('opportunity/create', { method: 'POST', body: { ...body, company: this.brand } });
  }

  /** PATCH /opportunity/{id}: approve, reject, rename, probability. */
  changeOpportunity(id: string, body: Record<string, unknown>) {
    return this.call<{ status: string; data?: RestOpportunity }>(`opportunity/${path(id)}`, { method: 'PATCH', body });
  }

  /** PATCH /opportunity: the closing probability alone. */
  setProbability(id: string, probabilityClosing: number) {
    return this.call<{ status: string; data?: RestOpportunity }>('opportunity', {
      method: 'PATCH',
      body: { id, probabilityClosing },
    });
  }

  requestRenewal(id: string, body: { reason: string; probabilityClosing: number }) {
    return this.call<{ status: string; data?: RestOpportunity }>(`opportunity/renovation/${path(id)}/request`, {
      method: 'PATCH',
      body,
    });
  }

  decideRenewal(id: string, body: Record<string, unknown>) {
    return this.call<{ status: string; data?: RestOpportunity }>(`opportunity/renovation/${path(id)}`, {
      method: 'PATCH',
      body,
    });
  }

  /** GET /opportunity/protection/{cnpj}: until when the brand's registrations protect that customer. */
  customerProtection(cnpj: string) {
    return this.call<{ data: RestCustomerProtection }>(`opportunity/protection/${path(cnpj)}`).then((r) => r.data);
  }

  /** GET /customer-watch: the viewer's own waiting requests. */
  customerWatches() {
    return this.call<{ data: RestCustomerWatch[] }>('customer-watch').then((r) => r.data);
  }

  /** POST /customer-watch: asks to be told when the customer is free; `created` false when it already waited. */
  watchCustomer(cnpj: string) {
    return this.call<{ data: RestCustomerWatch; created: boolean }>('customer-watch', {
      method: 'POST',
      body: { cnpj },
    });
  }

  /** DELETE /customer-watch/{id}: cancels one of the viewer's own requests. */
  unwatchCustomer(id: string) {
    return this.call<{ data: { id: string } }>(`customer-watch/${path(id)}`, { method: 'DELETE' }).then((r) => r.data);
  }

  /** POST /personal-data/export: the brand's records of an e-mail address (the address in the body, never the URL). */
  exportPersonalData(email: string) {
    return this.call<{ data: RestPersonalDataExport }>('personal-data/export', {
      method: 'POST',
      body: { email },
    }).then((r) => r.data);
  }

  /** POST /personal-data/erase: anonymises the customer contacts with that address. */
  erasePersonalData(email: string) {
    return this.call<{ data: RestErasure }>('personal-data/erase', { method: 'POST', body: { email } }).then(
      (r) => r.data,
    );
  }

  crmSellers() {
    return this.call<{ data: RestCrmSeller[] }>('opportunity/getSellersOnSalesforce').then((r) => r.data);
  }

  dashboard() {
    return this.call<{ data: RestDashboard }>('dashboard/status', { params: { brand: this.brand } }).then(
      (r) => r.data,
    );
  }

  // Resales

  resales(params: Params) {
    return this.call<RestPage<RestResale>>('resale/all', { params: toQuery({ ...params, brand: this.brand }) });
  }

  registerResale(body: Record<string, unknown>) {
    return this.call<{ message?: string; data: { id: string; status: RestResale['status'] } }>('register/resale', {
      method: 'POST',
      body: { ...body, role: [], brand: this.brand },
    });
  }

  /** GET /resale/{id}: one sign-up of the brand (404 unknown or another brand's). */
  async resale(id: string): Promise<RestResale> {
    return (await this.call<{ data: RestResale }>(`resale/${path(id)}`)).data;
  }

  /** PATCH /resale/update/{id}: the decision, answered with the sign-up as it left it. */
  decideResale(id: string, body: { status: 'approved' | 'disapproved'; reason?: string }) {
    return this.call<RestMessage & { data: RestResale }>(`resale/update/${path(id)}`, {
      method: 'PATCH',
      body: { ...body, host: this.origin },
    });
  }

  // Sellers (users)

  sellers(endpoint: SellerListEndpoint, params: Params) {
    const brand = endpoint === 'representative/all' ? this.brand : undefined;
    return this.call<RestPage<RestSeller>>(endpoint, { params: toQuery({ ...params, status: true, brand }) });
  }

  sellersByName(params: Params) {
    return this.call<RestSellerSearch>('seller/name', { params: toQuery({ ...params, brand: this.brand }) });
  }

  createSeller(body: { name: string; email: string; phone: string }) {
    return this.call<{ message?: string; data: RestSeller; reactivated?: boolean }>('seller', {
      method: 'POST',
      body: { ...body, host: this.origin },
    });
  }

  deactivateSeller(id: string) {
    return this.call<RestMessage>(`seller/inative/${path(id)}`, { method: 'PATCH' });
  }

  // History, lookups, public

  history(params: Params) {
    return this.call<RestPage<RestHistoryEntry>>('history/getByTypeId', { params: toQuery(params) });
  }

  company(cnpj: string) {
    return this.call<RestCompany>(`cnpj/${path(cnpj)}`);
  }

  states() {
    return this.call<{ data: RestState[] }>('geo/states').then((r) => r.data);
  }

  municipalities(stateId: string) {
    return this.call<{ data: RestMunicipality[] }>(`geo/states/${path(stateId)}/municipalities`).then((r) => r.data);
  }

  images() {
    return this.call<RestImage[]>('image', { params: { brand: this.brand } });
  }

  sendContact(body: { fullName: string; email: string; title: string; description: string }) {
    return this.call<RestMessage>('contact', { method: 'POST', body: { ...body, company: this.brand } });
  }

  health() {
    return this.call<{ status: string; data?: RestOpportunity }>('healthz', { retryOn401: false });
  }
}
