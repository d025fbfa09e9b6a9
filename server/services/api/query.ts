/**
 * The query string of the API's list calls (opportunities, resales, sellers, history, dashboard), read one way.
 *
 * The original client (axios) sends lists as `status[]=a&status[]=b` and objects as `order[field]=x` or
 * `date[start]=…`; Express 5's simple parser keeps those bracketed keys verbatim, and an extended parser would nest
 * them: both are read here by name. A comma-separated `status=a,b` is accepted too (design section 4). Every wrong
 * value answers 400 with the parameter's name as its field.
 */

import { DAY_MS } from '../../../shared/time.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../lib/paging.js';
import { parseIsoDay } from './opportunities/dates.js';

export type Query = Record<string, unknown>;

export interface Paging {
  page: number;
  amount: number;
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** A parameter as sent, in either encoding: `name[]` or `name` for a list, `name[key]` or nested for an object's key. */
export function rawParam(query: Query, name: string, key?: string): unknown {
  if (key === undefined) return query[`${name}[]`] ?? query[name];
  const nested = query[name];
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) return (nested as Query)[key];
  return query[`${name}[${key}]`];
}

/** A value as one trimmed text (the first when repeated); undefined when absent or empty. */
export function textOf(v: unknown): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s.trim() !== '' ? s.trim() : undefined;
}

/** One scalar parameter (the first when repeated), trimmed; undefined when absent or empty. */
export const param = (query: Query, name: string, key?: string) => textOf(rawParam(query, name, key));

/** `name`, `name[]` and comma-separated values, trimmed, empty ones dropped. */
export function listParam(query: Query, name: string): string[] {
  const raw = [query[name], query[`${name}[]`]].flatMap((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]));
  return raw
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A whole number from 1 to `max` written in digits; `fallback` when absent. */
function positiveInt(query: Query, name: string, fallback: number, max: number): number {
  const s = param(query, name);
  if (s === undefined) return fallback;
  const n = /^\d+$/.test(s) ? Number(s) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw badRequest(`Parâmetro ${name} inválido`, { [name]: `Informe um número inteiro de 1 a ${max}` });
  }
  return n;
}

/** `amount` 1..MAX_PAGE_SIZE (default DEFAULT_PAGE_SIZE) and a 1-based `page`. */
export function parsePaging(query: Query): Paging {
  const amount = positiveInt(query, 'amount', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = positiveInt(query, 'page', 1, Number.MAX_SAFE_INTEGER);
  return { page, amount, offset: (page - 1) * amount };
}

export const quantityPage = (total: number, amount: number) => Math.ceil(total / amount);

/** The list reply of every paged call: `{ result, total, page, amount, quantityPage }`. */
export function pageReply<T>(result: T[], total: number, paging: Paging) {
  return {
    result,
    total,
    page: paging.page,
    amount: paging.amount,
    quantityPage: quantityPage(total, paging.amount),
  };
}

/**
 * A brand named in the query (`brand`, or the spec's `brandName`) may only be the viewer's: the token is bound to one
 * brand, and nothing of another is reachable. Returns the viewer's brand.
 */
export function checkBrandParam(query: Query, viewerBrand: string, name = 'brand'): string {
  const brand = param(query, name)?.toLowerCase();
  if (brand && brand !== viewerBrand) throw forbidden('Permission denied');
  return viewerBrand;
}

/** A calendar day `aaaa-mm-dd` (a real one), or undefined when absent. */
export function dayParam(query: Query, name: string, key?: string): string | undefined {
  const s = param(query, name, key);
  if (s === undefined) return undefined;
  const day = parseIsoDay(s);
  const field = key === undefined ? name : `${name}[${key}]`;
  if (!day) throw badRequest(`Data inválida em ${field}: use aaaa-mm-dd`, { [field]: 'Use o formato aaaa-mm-dd' });
  return day;
}

/** `true` or `false`, or undefined when absent. */
export function flagParam(query: Query, name: string): boolean | undefined {
  const s = param(query, name);
  if (s === undefined) return undefined;
  if (s !== 'true' && s !== 'false') {
    throw badRequest(`Parâmetro ${name} inválido: use true ou false`, { [name]: 'Use true ou false' });
  }
  return s === 'true';
}

/** Brazil has kept UTC−3 all year since 2019: a calendar day on a filter is a day in Brasília. */
const BRASILIA_OFFSET = '-03:00';

/**
 * A creation-date filter: `date=aaaa-mm-dd` (that day) or `date[start]` / `date[end]` (inclusive days). Returns the
 * half-open instant range [from, to) as ISO strings, or undefined when no date is asked.
 */
export function dateRange(query: Query): { from?: string; to?: string } | undefined {
  const day = dayParam(query, 'date');
  const start = dayParam(query, 'date', 'start') ?? day;
  const end = dayParam(query, 'date', 'end') ?? day;
  if (!start && !end) return undefined;
  const nextDay = (d: string) => new Date(Date.parse(d) + DAY_MS).toISOString().slice(0, 10);
  return {
    from: start ? `${start}T00:00:00${BRASILIA_OFFSET}` : undefined,
    to: end ? `${nextDay(end)}T00:00:00${BRASILIA_OFFSET}` : undefined,
  };
}

/** `createdAt=1` (or `asc`) asks for the oldest first; anything else keeps the newest first. */
export function createdAtDirection(query: Query): 'ASC' | 'DESC' {
  const v = param(query, 'createdAt')?.toLowerCase();
  return v === '1' || v === 'asc' ? 'ASC' : 'DESC';
}
