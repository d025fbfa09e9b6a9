import { findBrand } from '../../../../brands/brands.js';
import { formatPhone } from '../../../../shared/phone.js';
import { maskCnpj } from '../../../lib/cnpj.js';
import type { PersonalDataExport } from '../../../lib/personal-data.js';
import { brDate, brDateTime } from '../opportunities/dates.js';
import { STATUS_LABELS } from '../opportunities/lifecycle/statuses.js';
import { RESALE_STATUS_LABELS, type ResaleStatus } from '../resales/queries.js';

/** What a field the brand does not hold (or no longer holds) reads as. */
const NOT_HELD = 'Não informado';

const orNot = (value: string | null) => value || NOT_HELD;
const day = (iso: string) => brDate(new Date(iso));
const moment = (iso: string | null) => (iso ? brDateTime(new Date(iso)) : NOT_HELD);

/**
 * The export as the person it is about reads it (design section 18): Portuguese field names, statuses in the
 * screens' words, CNPJ and phones with their masks, days as dd/mm/aaaa and moments as dd/mm/aaaa hh:mm in São Paulo
 * time. The portal's screen downloads this; tools read the export's own fields, whose names and formats stay as
 * docs/rest-api.md documents them. Days (a registration, an expiry) are the São Paulo day of the instant, as the
 * screens show them; moments that carry a legal meaning (when the terms were accepted, when a request was made)
 * keep their time.
 */
export function personalDataDocument(e: PersonalDataExport) {
  return {
    'E-mail da pessoa': e.email,
    Marca: findBrand(e.brand)?.name ?? e.brand,
    'Exportado em': moment(e.exportedAt),
    'Contato de cliente em oportunidades': e.contacts.map((c) => ({
      Oportunidade: orNot(c.opportunityName),
      Status: STATUS_LABELS[c.status as keyof typeof STATUS_LABELS] ?? c.status,
      'CNPJ do cliente': maskCnpj(c.customerCnpj),
      'Razão social do cliente': orNot(c.customerName),
      'Nome do contato': orNot(c.contact),
      'E-mail do contato': orNot(c.email),
      'Telefone do contato': orNot(formatPhone(c.phone)),
      'Data de criação': day(c.createdAt),
      'Versão das diretrizes aceitas': orNot(c.acceptedTermVersion),
      'Diretrizes aceitas em': moment(c.acceptedTermAt),
    })),
    'Cadastros de revenda': e.resales.map((r) => ({
      CNPJ: maskCnpj(r.cnpj),
      'Razão social': orNot(r.corporateName),
      'Nome do contato': r.contactName,
      'E-mail': r.email,
      Telefone: formatPhone(r.phone),
      Status: RESALE_STATUS_LABELS[r.status as ResaleStatus] ?? r.status,
      'Data do cadastro': day(r.createdAt),
    })),
    Vendedores: e.sellers.map((s) => ({
      Nome: s.name,
      'E-mail': s.email,
      Telefone: formatPhone(s.phone),
      Ativo: s.active ? 'Sim' : 'Não',
      'Data do cadastro': day(s.createdAt),
    })),
    'Avisos de liberação': e.customerWatches.map((w) => ({
      'CNPJ do cliente': maskCnpj(w.cnpj),
      'Pedido por': w.userName,
      'Pedido em': moment(w.requestedAt),
      'Válido até': day(w.expiresAt),
    })),
  };
}

export type PersonalDataDocument = ReturnType<typeof personalDataDocument>;
