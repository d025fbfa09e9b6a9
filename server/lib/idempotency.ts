import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Queryable } from '../db/connection.js';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE } from './errors.js';

/**
 * Writes that may be sent twice (design section 8, "Gateway upstream client"). The gateway names each write it sends
 * to the main API with a random `Idempotency-Key`, the same on every attempt. A service that stops listening resets
 * the connections still waiting in its accept queue, and the gateway cannot tell such a write (never read) from one
 * cut after it was done: with the key it can send it again, and the service answers a key it already answered with
 * the reply it kept, without doing the work twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The gateway's keys are UUIDs; a caller of its own may use any token of this shape. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
/** The main API's table of kept replies (migration 029). */
export const IDEMPOTENT_REPLIES = 'api.idempotent_replies';
/** Kept replies are for a retry seconds later; the opportunity job deletes them after this long. */
export const KEPT_REPLY_RETENTION_MS = 60 * 60 * 1000;

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
 */
export function idempotentWrites(db: Queryable, table: string, now: () => Date): RequestHandler {
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || req.method === 'GET' || req.method === 'HEAD') return next();
    if (!KEY_SHAPE.test(key)) {
      return next(new HttpError(400, 'Chave de idempotência inválida', 'BAD_REQUEST', { idempotencyKey: 'inválida' }));
    }
    // The same key for another request (another caller, path or body) is refused: a reply goes only to its own request.
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify([req.method, req.originalUrl, req.get('authorization'), req.get('company'), req.body ?? null]),
      )
      .digest('base64url');
    try {
      const claimed = await db.query(
        `INSERT INTO ${table} (key, fingerprint, created_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING RETURNING key`,
        [key, fingerprint, now()],
      );
      if (claimed.length === 0) {
        const rows = await db.query<KeptReply>(
          `SELECT fingerprint, status, content_type, body FROM ${table} WHERE key = $1`,
          [key],
        );
        return answerAgain(res, rows[0], fingerprint, next);
      }
    } catch (err) {
      return next(err);
    }
    keepReplyBeforeSending(res, async (status, contentType, body) => {
      if (status >= 500 || res.locals.keepReply === false) {
        await db.query(`DELETE FROM ${table} WHERE key = $1`, [key]);
      } else {
        await db.query(`UPDATE ${table} SET status = $2, content_type = $3, body = $4 WHERE key = $1`, [
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
  const rows = await q.query<{ key: string; body: string }>(
    `SELECT key, body FROM ${table}
     WHERE body IS NOT NULL AND EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE strpos(lower(body), n) > 0)
     FOR UPDATE`,
    [wanted],
  );
  for (const row of rows) {
    await q.query(`UPDATE ${table} SET body = $2 WHERE key = $1`, [row.key, rewrite(row.body)]);
  }
  return rows.length;
}
