/**
 * The history in the portal's vocabulary (design section 4): the API gives each change in the schema's words
 * (attribute `project.application`, values `AWAITING_RENOVATION`, `P75`, `1234.5`, `true`, a JSON list of products);
 * people read labels, ranges, R$ and dd/mm/aaaa. Pure functions, one per column.
 */
import type { HistoryAction, HistoryType } from '../../__generated__/graphql.js';
import { formatCnpj, formatCurrency, formatDate, formatPhone } from '../../lib/format.js';
import { formatCep } from '../../ui/masks.js';
import { fieldLabel } from '../opportunities/fieldLabels.js';
import {
  ORIGIN_LABELS,
  organTypeLabel,
  PROBABILITY_LABELS,
  SOFTWARE_OWNER_LABELS,
  STATUS_LABELS,
  yesNo,
} from '../opportunities/model.js';
import { RESALE_STATUS_LABELS } from '../resales/model.js';
import { historyMessages as m } from './messages.js';

export const ACTION_LABELS: Record<HistoryAction, string> = {
  CREATE: 'Criação',
  UPDATE: 'Alteração',
};

/** Names of the resale and user fields where they differ from the opportunity's (its phone is the customer's). */
const OWN_LABELS: Partial<Record<HistoryType, Record<string, string>>> = {
  // The anonymisation of the customer's contact (LGPD) is one entry: its value says what happened.
  OPPORTUNITY: { personalData: 'Dados pessoais', companyStatus: 'Situação cadastral' },
  RESALE: { contactName: 'Nome do contato', phone: 'Telefone', email: 'E-mail' },
  USER: { name: 'Nome', phone: 'Telefone', email: 'E-mail', active: 'Ativo', password: 'Senha' },
};

export function attributeLabel(type: HistoryType, attribute: string): string {
  return OWN_LABELS[type]?.[attribute] ?? fieldLabel(attribute);
}

type Format = (value: string) => string;

const fromLabels =
  (labels: Record<string, string>): Format =>
  (value) =>
    labels[value] ?? value;

const money: Format = (value) => {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? formatCurrency(n) : value;
};
const day: Format = (value) => formatDate(value) || value;
const boolean =
  (label: (v: boolean) => string): Format =>
  (value) =>
    value === 'true' || value === 'false' ? label(value === 'true') : value;

interface ProductLineValue {
  partNumber?: string | null;
  description?: string | null;
  amount?: number | null;
  price?: number | null;
  accessory?: boolean;
  competition?: boolean;
}

/** "2 × ABC-123 Coletor X (R$ 1.234,50)": amount, part number, description and unit price of each line. */
const products: Format = (value) => {
  let lines: unknown;
  try {
    lines = JSON.parse(value);
  } catch {
    return value;
  }
  if (!Array.isArray(lines)) return value;
  if (lines.length === 0) return m.emptyValue;
  return (lines as ProductLineValue[])
    .map((l) => {
      const item = [l.partNumber, l.description].filter(Boolean).join(' ');
      const price = typeof l.price === 'number' ? ` (${formatCurrency(l.price)})` : '';
      const kind = l.competition ? m.competitorLine : l.accessory ? m.accessoryLine : '';
      return `${l.amount ?? 0} × ${item}${price}${kind}`;
    })
    .join('; ');
};

const DAYS = ['createdAt', 'approveDate', 'renovationDate', 'requestRenovationAt', 'renovationAt'];

/** How each attribute's value reads, whatever the record type; `status` depends on it. */
const FORMATS: Record<string, Format> = {
  probabilityClosing: fromLabels(PROBABILITY_LABELS),
  opportunityOrigin: fromLabels(ORIGIN_LABELS),
  'project.partnerOwner': fromLabels(SOFTWARE_OWNER_LABELS),
  'project.opportunityType': boolean(organTypeLabel),
  'project.conclusionDate': day,
  estimated: money,
  products,
  cnpj: (v) => formatCnpj(v),
  phone: (v) => formatPhone(v),
  cep: (v) => (/^\d{8}$/.test(v) ? formatCep(v) : v),
  ...Object.fromEntries(DAYS.map((a) => [a, day])),
};

const STATUS_FORMATS: Record<HistoryType, Format> = {
  OPPORTUNITY: fromLabels(STATUS_LABELS),
  RESALE: fromLabels(RESALE_STATUS_LABELS),
  USER: (v) => v,
};

/** A value as people read it: labels for enums, R$, dd/mm/aaaa, Sim/Não; a password never shows; empty is "—". */
export function historyValue(type: HistoryType, attribute: string, value: string | null): string {
  if (attribute === 'password') return m.hiddenValue;
  if (value === null || value.trim() === '') return m.emptyValue;
  const format = attribute === 'status' ? STATUS_FORMATS[type] : (FORMATS[attribute] ?? boolean(yesNo));
  return format(value);
}
