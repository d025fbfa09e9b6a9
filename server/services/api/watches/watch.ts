import type { Db, Queryable } from '../../../db/connection.js';
import { cnpjRoot, INVALID_CNPJ, isCnpj, normalizeCnpj } from '../../../lib/cnpj.js';
import type { CustomerWatch } from '../../../lib/customer-watch.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import { addDays } from '../opportunities/dates.js';
import { customerProtectedUntil, type ProtectionRule } from '../opportunities/registration/protection.js';
import type { Viewer } from '../viewer.js';
import { lockWaitingList } from './release.js';

/** A request to be told when a protected customer is free ends this many days after it was made (design section 16). */
export const CUSTOMER_WATCH_DAYS = 180;
/** Requests one person may keep waiting at once: the list stays a list, and a script cannot fill the table. */
export const CUSTOMER_WATCHES_PER_USER = 100;

interface WatchRow {
  id: string;
  cnpj: string;
  cnpj_root: string;
  requested_at: Date;
  expires_at: Date;
}

const WATCH_COLUMNS = 'id, cnpj, cnpj_root, requested_at, expires_at';

/**
 * The request with what its requester may know of the customer: the name the customer's registrations give it
 * (the one verified by the register first, then the newest) and the end of its protection. Both are the customer's;
 * nothing of the registration's owner (resale, seller) is read.
 */
async function toWatch(q: Queryable, brand: string, r: WatchRow, rule: ProtectionRule): Promise<CustomerWatch> {
  const [named] = await q.query<{ name: string }>(
    `SELECT corporate_name AS name FROM api.opportunities
      WHERE brand = $1 AND cnpj_root = $2 AND NOT is_deleted AND coalesce(trim(corporate_name), '') <> ''
      ORDER BY company_unverified, created_at DESC LIMIT 1`,
    [brand, r.cnpj_root],
  );
  const until = await customerProtectedUntil(q, { brand, root: r.cnpj_root, rule });
  return {
    id: r.id,
    cnpj: r.cnpj,
    companyName: named?.name ?? null,
    protectedUntil: until?.toISOString() ?? null,
    requestedAt: r.requested_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
  };
}

export const CUSTOMER_NOT_PROTECTED =
  'Este cliente não está protegido por outro registro: a oportunidade já pode ser registrada.';
export const TOO_MANY_WATCHES = `Você já tem ${CUSTOMER_WATCHES_PER_USER} avisos de liberação pendentes: cancele algum para pedir outro.`;
export const WATCH_NOT_FOUND = 'Aviso de liberação não encontrado: ele já terminou ou não é seu.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Avise-me quando liberar": the viewer (RESALE or SELLER) asks to be e-mailed when the brand's protection of this
 * customer (CNPJ root) lapses. Asking again while the request waits returns the same request (`created` false), in
 * its place in the line; a request whose 180 days passed but which the job has not removed yet starts again. A
 * customer that is not protected is refused (409): there is nothing to wait for. Under the waiting list's lock, so
 * that a lapse written at the same time either sees this request or is seen by it.
 */
export async function watchCustomer(
  db: Db,
  viewer: Viewer,
  body: Record<string, unknown>,
  rule: ProtectionRule,
): Promise<{ watch: CustomerWatch; created: boolean }> {
  const cnpj = normalizeCnpj(typeof body.cnpj === 'string' ? body.cnpj : '');
  if (!isCnpj(cnpj)) throw badRequest(INVALID_CNPJ, { cnpj: INVALID_CNPJ });
  const root = cnpjRoot(cnpj);
  const now = rule.now;
  return db.tx(async (q) => {
    await lockWaitingList(db, q, viewer.brand, root);
    const existing = await watchOf(q, viewer, root, now);
    if (existing) return { watch: await toWatch(q, viewer.brand, existing, rule), created: false };
    if (!(await customerProtectedUntil(q, { brand: viewer.brand, root, rule }))) throw conflict(CUSTOMER_NOT_PROTECTED);
    const [{ n }] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api.customer_watches WHERE user_id = $1 AND expires_at > $2',
      [viewer.id, now],
    );
    if (n >= CUSTOMER_WATCHES_PER_USER) throw conflict(TOO_MANY_WATCHES);
    const [row] = await q.query<WatchRow>(
      `INSERT INTO api.customer_watches
         (brand, cnpj_root, cnpj, user_id, user_name, user_email, requested_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT ON CONSTRAINT customer_watches_once DO UPDATE
         SET cnpj = EXCLUDED.cnpj, user_name = EXCLUDED.user_name, user_email = EXCLUDED.user_email,
             requested_at = EXCLUDED.requested_at, expires_at = EXCLUDED.expires_at
       RETURNING ${WATCH_COLUMNS}`,
      [viewer.brand, root, cnpj, viewer.id, viewer.name, viewer.email, now, addDays(now, CUSTOMER_WATCH_DAYS)],
    );
    return { watch: await toWatch(q, viewer.brand, row, rule), created: true };
  });
}

/** The viewer's waiting request for this customer, if one has not ended. */
async function watchOf(q: Queryable, viewer: Viewer, root: string, now: Date): Promise<WatchRow | undefined> {
  const [row] = await q.query<WatchRow>(
    `SELECT ${WATCH_COLUMNS} FROM api.customer_watches
     WHERE brand = $1 AND cnpj_root = $2 AND user_id = $3 AND expires_at > $4`,
    [viewer.brand, root, viewer.id, now],
  );
  return row;
}

/**
 * The viewer's waiting requests in its brand, newest first. Two lookups a request, on the protection index: a user
 * has at most `CUSTOMER_WATCHES_PER_USER` (100) of them.
 */
export async function watchesOf(q: Queryable, viewer: Viewer, rule: ProtectionRule): Promise<CustomerWatch[]> {
  const rows = await q.query<WatchRow>(
    `SELECT ${WATCH_COLUMNS} FROM api.customer_watches
     WHERE user_id = $1 AND brand = $2 AND expires_at > $3 ORDER BY requested_at DESC, id DESC`,
    [viewer.id, viewer.brand, rule.now],
  );
  const watches: CustomerWatch[] = [];
  for (const r of rows) watches.push(await toWatch(q, viewer.brand, r, rule));
  return watches;
}

/** Cancels one of the viewer's own requests; anyone else's, or one that ended, is 404 like an unknown id. */
export async function unwatchCustomer(q: Queryable, viewer: Viewer, id: string): Promise<{ id: string }> {
  if (!UUID.test(id)) throw notFound(WATCH_NOT_FOUND);
  const gone = await q.query<{ id: string }>(
    'DELETE FROM api.customer_watches WHERE id = $1 AND user_id = $2 AND brand = $3 RETURNING id',
    [id, viewer.id, viewer.brand],
  );
  if (!gone.length) throw notFound(WATCH_NOT_FOUND);
  return { id };
}

/** How many people wait for this customer (CNPJ root) in the brand: a count, never who. */
export async function waitingCount(q: Queryable, brand: string, root: string, now: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api.customer_watches WHERE brand = $1 AND cnpj_root = $2 AND expires_at > $3',
    [brand, root, now],
  );
  return row.n;
}
