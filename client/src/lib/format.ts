/**
 * How the portal writes values for people (spec sections 1 and 9, design section 6): R$ with a decimal comma,
 * dates dd/mm/aaaa in Brasília, CNPJ and phone with their masks (the CEP's is
 * ui/masks.ts formatCep). One formatter of each, shared by every screen.
 */

import { onFirstUse } from './intlWarmup.js';

// Made on first use, not as the module loads: by then intlWarmup.worker.ts has usually loaded their data.
const currency = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const day = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }));
const dayTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
      timeStyle: 'short',
    }),
);

/** 1234.5 → "R$ 1.234,50". */
export const formatCurrency = (value: number) => currency().format(value);

/**
 * An instant (ISO) as its day in Brasília, or a calendar day (yyyy-mm-dd) as written: "dd/mm/aaaa".
 * Empty or unreadable values give ''.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const plainDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plainDay) return `${plainDay[3]}/${plainDay[2]}/${plainDay[1]}`;
  const t = Date.parse(value);
  return Number.isNaN(t) ? '' : day().format(t);
}

/** "dd/mm/aaaa hh:mm" in Brasília. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const t = Date.parse(value);
  return Number.isNaN(t) ? '' : dayTime().format(t).replace(',', '');
}

/** 14 characters (numeric or alphanumeric) → 00.000.000/0000-00; anything else as it came. */
export function formatCnpj(cnpj: string | null | undefined): string {
  const c = (cnpj ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (c.length !== 14) return cnpj ?? '';
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** 11 digits → (00) 00000-0000, 10 → (00) 0000-0000; anything else as it came (shared with the services). */
export { formatPhone } from '../../../shared/phone.js';
