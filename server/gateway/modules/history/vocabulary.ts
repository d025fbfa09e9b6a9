import {
  ClosingProbability,
  OpportunityOrigin,
  OpportunityStatus,
  ResaleStatus,
  SoftwareOwner,
} from '../../datasources/enums.js';
import type { RestHistoryEntry } from '../../datasources/types.js';

/**
 * The services record history in their own words (`awaiting_renovation`, `75`, `aplication`, money as stored); the
 * schema promises its own (schema/history.graphql, HistoryModification). This is the one translation, per record
 * type: attribute names become the GraphQL field names, values the schema's forms. What it does not know passes
 * unchanged, and so does a value that is not of the expected form.
 */
export type Modification = RestHistoryEntry['modifications'][number];
type RecordType = RestHistoryEntry['type'];
type Value = (stored: string) => string;

/** Stored value → enum name, from the one table of REST values (datasources/enums.ts). */
function enumName(table: Readonly<Record<string, string | number>>): Value {
  const names = new Map(Object.entries(table).map(([name, value]) => [String(value), name]));
  return (stored) => names.get(stored) ?? stored;
}

/** A decimal number of reais: `1500.00` → `1500`, `3723.78` stays. */
const money: Value = (stored) =>
  stored.trim() !== '' && Number.isFinite(Number(stored)) ? String(Number(stored)) : stored;
const instant: Value = (stored) => (Number.isNaN(Date.parse(stored)) ? stored : new Date(stored).toISOString());
const day: Value = (stored) => (/^\d{4}-\d{2}-\d{2}/.test(stored) ? stored.slice(0, 10) : stored);

/** A product line in ProductLine's fields and types (amount and price as numbers, flags as booleans). */
const productLine = (p: Record<string, unknown>) => ({
  partNumber: p.partNumber ?? null,
  description: p.description ?? null,
  amount: Number(p.amount),
  price: Number(p.price),
  accessory: p.accessory === true || p.accessory === 'true',
  competition: p.competition === true || p.competition === 'true',
});

/** `products` stays one row, holding a JSON list of ProductLine. */
const products: Value = (stored) => {
  const lines = parseJson(stored);
  return Array.isArray(lines) ? JSON.stringify(lines.filter(isObject).map(productLine)) : stored;
};

interface Attribute {
  /** The field name in the schema, when it is not the stored one. */
  name?: string;
  value?: Value;
  /**
   * Left out of the history: an internal key that the record's names already tell a person (the reseller's id beside
   * its name, the owner's id beside the author of the creation, the CRM's seller id beside the seller's name) or that
   * is the same on every row of the brand's portal (the brand).
   */
  internal?: true;
}

const OPPORTUNITY: Record<string, Attribute> = {
  status: { value: enumName(OpportunityStatus) },
  probabilityClosing: { value: enumName(ClosingProbability) },
  opportunityOrigin: { value: enumName(OpportunityOrigin) },
  estimated: { value: money },
  createdAt: { value: instant },
  approveDate: { value: instant },
  renovationDate: { value: instant },
  requestRenovationAt: { value: instant },
  renovationAt: { value: instant },
  resale: { name: 'resaleName' },
  products: { value: products },
  resaleId: { internal: true },
  userId: { internal: true },
  brand: { internal: true },
  sellerSalesforceId: { internal: true },
};

/** The fields of a stored project (`projects` of a creation), as `project.*` attributes. */
const PROJECT: Record<string, Attribute> = {
  aplication: { name: 'application' },
  conclusionDate: { value: day },
  partnerOwner: { value: enumName(SoftwareOwner) },
};

const BY_TYPE: Record<RecordType, Record<string, Attribute>> = {
  opportunity: OPPORTUNITY,
  resale: { status: { value: enumName(ResaleStatus) } },
  user: {},
};

function translate(attributes: Record<string, Attribute>, m: Modification, prefix = ''): Modification {
  const a = attributes[m.attribute] ?? {};
  const value = (v: string | null) => (v === null || !a.value ? v : a.value(v));
  return { attribute: prefix + (a.name ?? m.attribute), oldValue: value(m.oldValue), newValue: value(m.newValue) };
}

/** Stored project fields are JSON values: booleans become `true` / `false`, empty ones null. */
const projectValue = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v : JSON.stringify(v);

/** A `projects` row (a JSON list; the schema shows the first project) → one `project.*` row per non-empty field. */
function projectRows(m: Modification): Modification[] | undefined {
  const before = m.oldValue === null ? [] : parseJson(m.oldValue);
  const after = m.newValue === null ? [] : parseJson(m.newValue);
  if (!Array.isArray(before) || !Array.isArray(after)) return undefined;
  const [old, now] = [before[0], after[0]].map((p) => (isObject(p) ? p : {}));
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .map((field) => ({ attribute: field, oldValue: projectValue(old[field]), newValue: projectValue(now[field]) }))
    .filter((r) => r.oldValue !== null || r.newValue !== null)
    .map((r) => translate(PROJECT, r, 'project.'));
}

/** The modifications of one history row in the schema's vocabulary. */
export function inSchemaTerms(type: RecordType, modifications: readonly Modification[]): Modification[] {
  const attributes = BY_TYPE[type] ?? {};
  return modifications.flatMap((m) => {
    if (type === 'opportunity' && m.attribute === 'projects') return projectRows(m) ?? [m];
    if (attributes[m.attribute]?.internal) return [];
    return [translate(attributes, m)];
  });
}

/**
 * The modifications of one history entry as the schema gives them. A note's are its author's words: they pass as
 * written, never translated as if the portal had recorded them.
 */
export function modificationsOf(entry: Pick<RestHistoryEntry, 'type' | 'kind' | 'modifications'>): Modification[] {
  return entry.kind === 'note' ? [...entry.modifications] : inSchemaTerms(entry.type, entry.modifications);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
