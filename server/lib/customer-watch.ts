/**
 * The REST shape of a waiting request for a protected customer (GET and POST /customer-watch, design section 16): the
 * API writes it, the gateway reads it. As its requester sees it: the customer asked about (its CNPJ and name), until
 * when it is protected and the request's dates, never who holds it.
 */
export interface CustomerWatch {
  id: string;
  cnpj: string;
  /** The customer's corporate name as registered; null when no registration of the root names it. */
  companyName: string | null;
  /** Until when the customer stays protected, by the refusal's own rule; null once nothing protects it. */
  protectedUntil: string | null;
  requestedAt: string;
  expiresAt: string;
}
