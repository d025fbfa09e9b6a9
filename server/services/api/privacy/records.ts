/*
 * What an export of one person's data holds (design section 18): requests.ts reads it from the database and
 * document.ts renders it, so it sits apart from both.
 */

/** A customer contact at one of the brand's opportunities (the person at a customer company). */
export interface ContactRecord {
  opportunityId: string;
  opportunityName: string | null;
  status: string;
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
export interface ResaleRecord {
  resaleId: string;
  cnpj: string;
  corporateName: string | null;
  contactName: string;
  email: string;
  phone: string;
  status: string;
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
export interface PersonalDataExport {
  email: string;
  brand: string;
  exportedAt: string;
  contacts: ContactRecord[];
  resales: ResaleRecord[];
  sellers: SellerRecord[];
  customerWatches: WatchRecord[];
}
