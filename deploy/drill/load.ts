/**
 * The load of every scenario: the load bench's users (bench/load.ts: 200 signed-in users, lists, details, history,
 * dashboard, registrations and approvals) through HAProxy's TLS port, with the drill's record kept (the writes
 * acknowledged, every failure with its time). A scenario gives what to do at moments of the counted window.
 */
import os from 'node:os';
import pg from 'pg';
import { startGenerator } from '../../bench/load/generator.js';
import { type GeneratorResult, vocabularyOf } from '../../bench/load/workload.js';
import type { Db } from '../../server/db/connection.js';
import { BRAND_HOST, LB_URL } from './services.js';

const USERS = Number(process.env.DRILL_USERS ?? 200);
const WARMUP_S = 8;

export interface LoadRun {
  result: GeneratorResult;
  /** Epoch ms when the users started (before their logins). */
  startedAt: number;
  /** Epoch ms of the counted window's start. */
  windowStartedAt: number;
  marks: Record<string, { at: number; inFlight: number }>;
  loadavg: number[];
  vocabulary: { cnpjPrefix: string };
}

/** A pg client through HAProxy's leader port, wrapped as the portal's Db for the bench's vocabulary. */
export function databaseUrl(password: string) {
  return `postgres://portal:${encodeURIComponent(password)}@10.40.0.10:5000/portal`;
}

export async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Runs the users for `seconds` (after the warm-up), calling each `at[i].run` `at[i].afterS` seconds into the window
 * (with a `mark` of the requests awaited then, under its name).
 */
export async function runLoad(
  dbUrl: string,
  seconds: number,
  at: Array<{ name: string; afterS: number; run: () => Promise<void> | void }> = [],
): Promise<LoadRun> {
  const db = { query: (sql: string, params?: unknown[]) => query(dbUrl, sql, params) } as unknown as Db;
  const vocabulary = await vocabularyOf(db);
  let windowStartedAt = 0;
  const startedAt = Date.now();
  const actions: Promise<void>[] = [];
  const errors: unknown[] = [];
  const generator = startGenerator(
    {
      gatewayUrls: [LB_URL],
      host: BRAND_HOST,
      users: USERS,
      warmupMs: WARMUP_S * 1000,
      durationMs: seconds * 1000,
      seed: 1 + Math.floor(Math.random() * 2 ** 30),
      vocabulary,
      record: true,
    },
    (edge) => {
      if (edge !== 'start') return;
      windowStartedAt = Date.now();
      for (const a of at) {
        actions.push(
          new Promise<void>((resolve) =>
            setTimeout(async () => {
              generator.mark(a.name);
              try {
                await a.run();
              } catch (error) {
                errors.push(error);
              }
              resolve();
            }, a.afterS * 1000),
          ),
        );
      }
    },
  );
  try {
    const result = await generator.result;
    await Promise.all(actions);
    if (errors.length) throw errors[0];
    return {
      result,
      startedAt,
      windowStartedAt,
      marks: result.marks ?? {},
      loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
      vocabulary,
    };
  } finally {
    generator.kill();
  }
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The figures every scenario reports: requests, errors, latency, what the failures were. */
export function summary(run: LoadRun) {
  const r = run.result;
  const all = Object.values(r.latencies)
    .flat()
    .sort((a, b) => a - b);
  const pct = (p: number) => (all.length ? all[Math.min(all.length - 1, Math.ceil(p * all.length) - 1)] : 0);
  const failures = r.failures ?? [];
  const statuses = r.statuses ?? {};
  const http5xx = Object.entries(statuses).reduce((s, [k, n]) => (Number(k) >= 500 ? s + n : s), 0);
  // What the portal promises while something is down: a 503 (or SERVICE_UNAVAILABLE) that says when to try again.
  const retryable = (f: (typeof failures)[number]) =>
    f.retryAfter && (f.status === 503 || f.code === 'SERVICE_UNAVAILABLE');
  return {
    requests: all.length,
    errors: Object.values(r.errors).reduce((a, b) => a + b, 0),
    p50Ms: round1(pct(0.5)),
    p99Ms: round1(pct(0.99)),
    http500: statuses['500'] ?? 0,
    http5xx,
    failuresNotRetryable: failures.filter((f) => !retryable(f)).length,
    // What those were (the first few): the operation, the HTTP status and the error's code.
    notRetryableExamples: failures
      .filter((f) => !retryable(f))
      .slice(0, 5)
      .map((f) => `${f.op} ${f.status} ${f.code}${f.retryAfter ? ' (Retry-After)' : ''}`),
    errorsByCode: r.errorsByCode,
    loadavg: run.loadavg,
  };
}

/**
 * After `from` (epoch ms): how many requests failed (those in flight then included), and for how long requests sent
 * after it still failed (seconds from `from` to the sending of the last one that failed; 0: none did).
 */
export function failingSecondsAfter(run: LoadRun, from: number) {
  const failed = (run.result.failures ?? []).filter((f) => f.endedAt >= from);
  const sentAfter = failed.filter((f) => f.sentAt >= from);
  const seconds = sentAfter.length ? round1((Math.max(...sentAfter.map((f) => f.sentAt)) - from) / 1000) : 0;
  return { seconds, failed: failed.length, inFlightFailed: failed.length - sentAfter.length };
}

/** Seconds between the first and the last failure at or after `from` (0: none). */
export function errorWindowAfter(run: LoadRun, from: number) {
  const after = (run.result.failures ?? []).filter((f) => f.endedAt >= from);
  if (!after.length) return 0;
  return round1((Math.max(...after.map((f) => f.endedAt)) - Math.min(...after.map((f) => f.sentAt))) / 1000);
}
