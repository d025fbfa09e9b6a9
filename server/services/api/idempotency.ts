import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Queryable } from '../../db/connection.js';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE } from '../../lib/errors.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../lib/idempotency-key.js';

/*
 * The main API's side of writes that may be sent twice (lib/idempotency-key.ts): it keeps the reply to each keyed
 * write in its own table and answers a second attempt with it.
 */

/** The gateway's keys are UUIDs; a caller of its own may use any token of this shape. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
/** The main API's table of kept replies (migration 029). */
export const IDEMPOTENT_REPLIES = 'api.idempotent_replies';
/** Kept replies are for a retry seconds later; the opportunity job deletes them after this long. */
export const KEPT_REPLY_RETENTION_MS = 60 * 60 * 1000;
/**
 * Replies one caller holds at most (within the hour they are kept): past it the oldest go first, so a caller writing
 * in bulk keeps the protection for its latest writes, the ones a retry may still come for, and is never refused.
 * A person clicks far fewer writes an hour; a tool of its own sending more loses only the replay of its oldest.
 */
export const KEPT_REPLIES_PER_CALLER = 1_000;

/**
 * Who a write is kept for: the caller its credentials prove, checked exactly as the route checks them (revoked or
 * expired session or token, deactivated user, another brand, a read-only token), or null when there is none.
 */
export type IdempotencyCaller = (req: Request) => Promise<string | null>;

/** For a route whose reply must not be kept (personal data): a second attempt runs the route again. */
export const keepNoReply = (res: Response) => {
  res.locals.keepReply = false;
};

interface KeptReply {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/**
 * The key is claimed before the route runs; the reply is written under it before it leaves (so a reply that reached
 * the caller is always kept). A second request with the key gets the kept reply; while the first still runs, or if it
 * never finished (its process died mid-way), 503 with Retry-After: whether the work was done cannot be known, and the
 * caller is told so rather than having it done twice. A reply of 500 or more is not kept (nothing was committed: the
 * database refused the work or the route failed), so the write may be tried again.
 *
 * Keys are the caller's own (`callerOf`), and a second attempt checks its credentials again before any kept reply is
 * read: a session that ended since gets the 401 of a plain call, never the reply. Role checks need no second look: a
 * reply is answered again only to the same credentials, path and brand (the fingerprint), and a 403 is never kept.
 * A request without credentials, or with credentials refused, claims nothing: the route runs (and refuses it, or
 * serves a public write such as a sign-up) as if it had no key, so nobody can fill the table anonymously.
 */
export function idempotentWrites(
  db: Queryable,
  table: string,
  now: () => Date,
  callerOf: IdempotencyCaller,
  perCaller = KEPT_REPLIES_PER_CALLER,
): RequestHandler {
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || req.method === 'GET' || req.method === 'HEAD') return next();
    if (!KEY_SHAPE.test(key)) {
      return next(new HttpError(400, 'Chave de idempotência inválida', 'BAD_REQUEST', { idempotencyKey: 'inválida' }));
    }
    // The same key for another request of the caller (another path, body or token) is refused: a reply goes only to
    // its own request.
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify([req.method, req.originalUrl, req.get('authorization'), req.get('company'), req.body ?? null]),
      )
      .digest('base64url');
    let caller: string | null;
    try {
      caller = await callerOf(req);
      if (caller === null) return next();
      await keepNewest(db, table, caller, key, perCaller - 1);
      const claimed = await db.query(
        `INSERT INTO ${table} (caller, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (caller, key) DO NOTHING RETURNING key`,
        [caller, key, fingerprint, now()],
      );
      if (claimed.length === 0) {
        const rows = await db.query<KeptReply>(
          `SELECT fingerprint, status, content_type, body FROM ${table} WHERE caller = $1 AND key = $2`,
          [caller, key],
        );
        return answerAgain(res, rows[0], fingerprint, next);
      }
    } catch (err) {
      return next(err);
    }
    keepReplyBeforeSending(res, async (status, contentType, body) => {
      if (status >= 500 || REFUSED_CREDENTIALS.has(status) || res.locals.keepReply === false) {
        await db.query(`DELETE FROM ${table} WHERE caller = $1 AND key = $2`, [caller, key]);
      } else {
        await db.query(`UPDATE ${table} SET status = $3, content_type = $4, body = $5 WHERE caller = $1 AND key = $2`, [
          caller,
          key,
          status,
          contentType,
          body,
        ]);
      }
    });
    next();
  };
}

/** 401 and 403 are answered afresh on every attempt: a refusal depends on who asks at that moment. */
const REFUSED_CREDENTIALS = new Set([401, 403]);

/**
 * Leaves the caller `room` replies besides `key`'s, the newest: done before the claim, so that a failure here claims
 * nothing. Concurrent writes of one caller may each find room, so the bound holds give or take those in flight.
 */
async function keepNewest(db: Queryable, table: string, caller: string, key: string, room: number) {
  await db.query(
    `DELETE FROM ${table} WHERE caller = $1 AND key IN (
       SELECT key FROM ${table} WHERE caller = $1 AND key <> $2 ORDER BY created_at DESC, key DESC OFFSET $3)`,
    [caller, key, room],
  );
}

function answerAgain(res: Response, kept: KeptReply | undefined, fingerprint: string, next: (err?: unknown) => void) {
  if (kept && kept.fingerprint !== fingerprint) {
    return next(new HttpError(409, 'Esta chave de idempotência já foi usada em outra requisição', 'CONFLICT'));
  }
  if (!kept || kept.status === null) {
    res.setHeader('Retry-After', '1');
    return next(new HttpError(503, SERVICE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE'));
  }
  res.status(kept.status);
  res.setHeader('Idempotent-Replayed', 'true');
  if (kept.content_type) res.setHeader('Content-Type', kept.content_type);
  res.end(kept.body ?? undefined);
}

/**
 * Holds the reply's end until `keep` has written it: every reply goes out through res.end (res.json and res.send end
 * there), after its status and headers are set. If writing fails, the reply still goes out.
 */
function keepReplyBeforeSending(
  res: Response,
  keep: (status: number, contentType: string | null, body: string | null) => Promise<void>,
) {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    const body = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : null;
    const contentType = res.getHeader('content-type');
    keep(res.statusCode, typeof contentType === 'string' ? contentType : null, body)
      .catch(() => {})
      .finally(() => end(...args));
    return res;
  }) as Response['end'];
}

/** Deletes kept replies older than the retention (the opportunity job). */
export async function purgeKeptReplies(db: Queryable, table: string, now: Date): Promise<number> {
  const rows = await db.query(`DELETE FROM ${table} WHERE created_at < $1 RETURNING key`, [
    new Date(now.getTime() - KEPT_REPLY_RETENTION_MS),
  ]);
  return rows.length;
}

/**
 * Rewrites the kept replies holding any of `needles` (compared without case) with `rewrite`: an erasure of personal
 * data reaches the copies a reply kept of it (design section 18). The row stays, so a retry under its key still gets
 * its answer (anonymised) instead of doing the write again. Returns how many were rewritten.
 */
export async function rewriteKeptReplies(
  q: Queryable,
  table: string,
  needles: string[],
  rewrite: (body: string) => string,
): Promise<number> {
  const wanted = [...new Set(needles.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) return 0;
  // A key is the caller's own (migration 035): the same key of two callers is two rows.
  const rows = await q.query<{ caller: string; key: string; body: string }>(
    `SELECT caller, key, body FROM ${table}
     WHERE body IS NOT NULL AND EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE strpos(lower(body), n) > 0)
     FOR UPDATE`,
    [wanted],
  );
  for (const row of rows) {
    await q.query(`UPDATE ${table} SET body = $3 WHERE caller = $1 AND key = $2`, [
      row.caller,
      row.key,
      rewrite(row.body),
    ]);
  }
  return rows.length;
}
