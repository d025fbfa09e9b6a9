/**
 * Query-string reading shared by the list calls of resales, sellers and history. The original client (axios) sends
 * lists as `status[]=a&status[]=b` and objects as `date[start]=…`; Express 5's simple parser keeps those bracketed
 * keys verbatim, so they are read here by name. A comma-separated `status=a,b` is accepted too (design section 4).
 */
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../lib/constants.js';
import { badRequest, forbidden } from '../../../lib/errors.js';
import type { Viewer } from '../viewer.js';

export type Query = Record<string, unknown>;

export interface Paging {
  page: number;
  amount: number;
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** Brazil has kept UTC−3 all year since 2019: a calendar day on the filter is a day in Brasília. */
const BRASILIA_OFFSET = '-03:00';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function first(v: unknown): string | undefined {
  const x = Array.isArray(v) ? v[0] : v;
  return typeof x === 'string' && x.trim() !== '' ? x.trim() : undefined;
}

/** One scalar parameter (the first when repeated); undefined when absent or empty. */
export const param = (q: Query, name: string) => first(q[name]);

/** `name`, `name[]` and comma-separated values, trimmed, empty ones dropped. */
export function listParam(q: Query, name: string): string[] {
  const raw = [q[name], q[`${name}[]`]].flatMap((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]));
  return raw
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function positiveInt(q: Query, name: string, fallback: number, max: number): number {
  const v = param(q, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw badRequest(`Parâmetro ${name} inválido`, { [name]: `Informe um número inteiro entre 1 e ${max}` });
  }
  return n;
}

/** `amount` 1..99999 (default 10) and a 1-based `page`. */
export function parsePaging(q: Query): Paging {
  const amount = positiveInt(q, 'amount', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = positiveInt(q, 'page', 1, Number.MAX_SAFE_INTEGER);
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

/** A `brand` filter may only name the viewer's own brand (the token is bound to it). */
export function checkBrandParam(q: Query, viewer: Viewer): string {
  const brand = param(q, 'brand')?.toLowerCase();
  if (brand && brand !== viewer.brand) throw forbidden('Permission denied');
  return viewer.brand;
}

/**
 * A creation-date filter: `date=yyyy-mm-dd` (that day) or `date[start]` / `date[end]` (inclusive days). Returns the
 * half-open instant range [from, to) as ISO strings, or undefined when no date is asked.
 */
export function dateRange(q: Query): { from?: string; to?: string } | undefined {
  const day = param(q, 'date');
  const start = param(q, 'date[start]') ?? day;
  const end = param(q, 'date[end]') ?? day;
  if (!start && !end) return undefined;
  for (const d of [start, end]) {
    if (d !== undefined && (!ISO_DAY.test(d) || Number.isNaN(Date.parse(d)))) {
      throw badRequest('Data inválida', { date: 'Use o formato aaaa-mm-dd' });
    }
  }
  const nextDay = (d: string) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10);
  return {
    from: start ? `${start}T00:00:00${BRASILIA_OFFSET}` : undefined,
    to: end ? `${nextDay(end)}T00:00:00${BRASILIA_OFFSET}` : undefined,
  };
}

/** `createdAt=1` (or `asc`) asks for the oldest first; anything else keeps the newest first. */
export function createdAtDirection(q: Query): 'ASC' | 'DESC' {
  const v = param(q, 'createdAt')?.toLowerCase();
  return v === '1' || v === 'asc' ? 'ASC' : 'DESC';
}

/**
 * Parses a request body; a 400 carries every field's message and, as its `message`, the first one (the client shows
 * "the first validation error message", spec section 8).
 */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(parsed.error.issues[0]?.message ?? 'Dados inválidos', fields);
}
