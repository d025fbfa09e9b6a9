/**
 * The REST shape of a data-subject request's replies (POST /personal-data/export and /personal-data/erase, design
 * section 18): the API writes it, the gateway reads it. The statuses are typed by whoever knows their values.
 */

/** A customer contact at one of the brand's opportunities (the person at a customer company). */
export interface ContactRecord<Status extends string = string> {
  opportunityId: string;
  opportunityName: string | null;
  status: Status;
  customerCnpj: string;
  customerName: string | null;
  contact: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
  acceptedTermVersion: string | null;
  acceptedTermAt: string | null;
}

/** A resale sign-up whose contact is the person. */
export interface ResaleRecord<Status extends string = string> {
  resaleId: string;
  cnpj: string;
  corporateName: string | null;
  contactName: string;
  email: string;
  phone: string;
  status: Status;
  createdAt: string;
}

/** A seller account of the brand with that address. */
export interface SellerRecord {
  sellerId: string;
  name: string;
  email: string;
  phone: string;
  active: boolean;
  createdAt: string;
}

/** A request of that address to be told when a protected customer is free. */
export interface WatchRecord {
  cnpj: string;
  userName: string;
  requestedAt: string;
  expiresAt: string;
}

/** Everything the brand holds about one e-mail address (design section 18). */
export interface PersonalDataExport<OpportunityStatus extends string = string, ResaleStatus extends string = string> {
  email: string;
  brand: string;
  exportedAt: string;
  contacts: ContactRecord<OpportunityStatus>[];
  resales: ResaleRecord<ResaleStatus>[];
  sellers: SellerRecord[];
  customerWatches: WatchRecord[];
}

/** The reply of an erasure. */
export interface ErasureResult {
  email: string;
  /** Opportunities whose customer contact was anonymised now (earlier ones are not counted again). */
  anonymisedContacts: number;
}
