/** What the load bench's users do and what they report: shared by the generator child, the bench and the drill. */

import type { Db } from '../../server/db/connection.js';
import { OpportunityStatus } from '../../server/gateway/datasources/enums.js';

export const BRAND = 'scanora';
export const HOST = `${BRAND}.localhost`;
/** After the window, answers still awaited this long are counted (as late as they are); later ones as errors. */
export const GRACE_MS = 30_000;
export const THINK_MS = [500, 1500] as const;
/** Logins at once: the authenticator refuses an 11th attempt in flight for one e-mail and address. */
export const LOGIN_CONCURRENCY = 4;

export type Op = 'list' | 'details' | 'history' | 'dashboard' | 'me' | 'create' | 'approve';
export const OPS: Op[] = ['list', 'details', 'history', 'dashboard', 'me', 'create', 'approve'];
export type Role = 'representative' | 'support' | 'resale' | 'seller';
/** Of every 20 users: mostly representatives and resale owners, as the portal's users are. */
export const ROLE_PATTERN: Role[] = [
  ...Array<Role>(8).fill('representative'),
  ...Array<Role>(7).fill('resale'),
  ...Array<Role>(3).fill('seller'),
  ...Array<Role>(2).fill('support'),
];
/** The tester's mix, in percent; `write` is a creation (resale, seller) or an approval (representative). */
export const roleOf = (i: number): Role => ROLE_PATTERN[i % ROLE_PATTERN.length];

/** The tester's mix, in percent; `write` is a creation (resale, seller) or an approval (representative). */
export const MIX: Array<[Op | 'write', number]> = [
  ['list', 45],
  ['details', 20],
  ['history', 10],
  ['dashboard', 15],
  ['me', 5],
  ['write', 5],
];
/** Every status the list's filter offers: the schema's names. */
export const STATUSES = Object.keys(OpportunityStatus) as Array<keyof typeof OpportunityStatus>;
/** Rows per page as the list offers them (client constants), the default most often. */
export const PAGE_SIZES: Array<[number, number]> = [
  [10, 55],
  [25, 20],
  [50, 12],
  [100, 12],
  [1000, 1],
];

/** Words and places taken from the data, so that the searches have the selectivity of real ones. */
export interface Vocabulary {
  /** A word of the opportunity names found in about 2% of them, and one found in none. */
  name: { common: string; share: number; none: string };
  /** The same for the client (trade or corporate name). */
  client: { common: string; share: number; none: string };
  places: Array<{ state: string; city: string; weight: number }>;
  /**
   * First four digits of CNPJ roots no opportunity has: the new registrations (up to 10,000 a run) collide with no
   * protected customer, nor with one another.
   */
  cnpjPrefix: string;
}

export interface Plan {
  /** Each user signs in on one of them, in turn, as a balancer in front of the replicas would spread them. */
  gatewayUrls: string[];
  users: number;
  warmupMs: number;
  durationMs: number;
  seed: number;
  vocabulary: Vocabulary;
  /** The Host the users' browsers send (default `scanora.localhost`; behind a TLS load balancer, the brand's host). */
  host?: string;
  /** Keep what the drill checks (deploy/drill): the writes acknowledged, and every failure with its time. */
  record?: boolean;
}

/** A failed request, for the drill: when it was sent and answered (epoch ms), what, and the HTTP status (0: none). */
export interface Failure {
  sentAt: number;
  endedAt: number;
  op: string;
  status: number;
  code: string;
  retryAfter: boolean;
}

export interface Timing {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface GeneratorResult {
  latencies: Record<Op, number[]>;
  errors: Record<Op, number>;
  errorsByCode: Record<string, number>;
  /** Retry-After of the refusals that carried one ("header 2", "extension 2" → how many). */
  retryAfter: Record<string, number>;
  unavailable: number;
  unfinished: number;
  windowMs: number;
  loginMs: { n: number; p50: number; max: number; totalMs: number };
  loopDelayP99Ms: number;
  /** A few error answers as they came, to read what the server said. */
  examples: string[];
  /** Latencies of the lists by what they asked (a list counts under each of its traits). */
  listKinds: Record<string, number[]>;
  /** Size of the answers (characters of JSON) per operation: their mean and the largest. */
  answerSizes: Record<string, { mean: number; max: number }>;
  /** With `record`: the ids of the registrations and approvals that got a success reply, whenever sent. */
  acknowledged?: { created: string[]; approved: string[]; createdTimes: Array<[sentAt: number, endedAt: number]> };
  /** With `record`: every failure after the logins (in the window or not), and the replies by HTTP status. */
  failures?: Failure[];
  statuses?: Record<string, number>;
  /** Requests awaited when the drill said so (its `mark` messages), by mark name, with the time (epoch ms). */
  marks?: Record<string, { at: number; inFlight: number }>;
}

/** A message from the drill to a running generator: note how many requests are awaited now. */
export type ToGenerator = { type: 'mark'; name: string };

export type FromGenerator =
  | { type: 'window-start' }
  | { type: 'window-end' }
  | { type: 'result'; result: GeneratorResult }
  | { type: 'failed'; message: string };

/**
 * The words and places the users search for, from a sample of the brand's rows: the name and client words found in
 * the share of rows closest to 2% (a search that narrows a list to a few pages) and words found in no row (the search
 * that finds nothing, and must still be quick).
 */
export async function vocabularyOf(db: Db): Promise<Vocabulary> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api.opportunities WHERE brand = '${BRAND}' AND NOT is_deleted`,
  );
  const percent = Math.min(100, (20_000 / Math.max(1, n)) * 100);
  const sample = await db.query<{ name: string | null; client: string; state: string | null; city: string | null }>(
    `SELECT name, coalesce(fantasy_name, '') || ' ' || coalesce(corporate_name, '') AS client, state, city
     FROM api.opportunities TABLESAMPLE BERNOULLI (${percent}) WHERE brand = '${BRAND}' AND NOT is_deleted`,
  );
  const pickWords = (texts: string[], absent: string[]) => {
    const rows = new Map<string, number>();
    for (const t of texts) {
      for (const w of new Set(t.toLowerCase().split(/[^\p{L}]+/u))) {
        if (w.length >= 4) rows.set(w, (rows.get(w) ?? 0) + 1);
      }
    }
    let best = '';
    let bestShare = 0;
    for (const [w, count] of rows) {
      const share = count / texts.length;
      if (!best || Math.abs(Math.log(share / 0.02)) < Math.abs(Math.log(bestShare / 0.02))) {
        best = w;
        bestShare = share;
      }
    }
    const all = texts.join(' ').toLowerCase();
    const none = absent.find((w) => !all.includes(w)) ?? 'xyzzy';
    return { common: best, share: Math.round(bestShare * 10_000) / 10_000, none };
  };
  const places = new Map<string, { state: string; city: string; weight: number }>();
  for (const r of sample) {
    if (!r.state || !r.city) continue;
    const key = `${r.state}|${r.city}`;
    const p = places.get(key) ?? { state: r.state, city: r.city, weight: 0 };
    p.weight += 1;
    places.set(key, p);
  }
  let cnpjPrefix = '';
  for (let p = 6100; p <= 8999 && !cnpjPrefix; p++) {
    const [{ taken }] = await db.query<{ taken: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM api.opportunities WHERE cnpj_root >= $1 AND cnpj_root < $2) AS taken`,
      [`${p}0000`, `${p + 1}0000`],
    );
    if (!taken) cnpjPrefix = String(p);
  }
  if (!cnpjPrefix) throw new Error('no free CNPJ prefix for the new registrations');
  return {
    name: pickWords(
      sample.map((r) => r.name ?? ''),
      ['quilombo', 'zeppelin', 'xilofone'],
    ),
    client: pickWords(
      sample.map((r) => r.client),
      ['zeppelin', 'quilombo', 'xilofone'],
    ),
    places: [...places.values()].sort((a, b) => b.weight - a.weight).slice(0, 60),
    cnpjPrefix,
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : 0;
export const round1 = (x: number) => Math.round(x * 10) / 10;

export function timingOf(latencies: number[]): Timing {
  const s = [...latencies].sort((a, b) => a - b);
  return {
    count: s.length,
    p50: round1(percentile(s, 0.5)),
    p95: round1(percentile(s, 0.95)),
    p99: round1(percentile(s, 0.99)),
    max: round1(s[s.length - 1] ?? 0),
  };
}
