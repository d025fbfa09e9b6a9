import type { Request } from 'express';
import { one, type Queryable } from '../../../db/connection.js';
import { HttpError, locked, notFound } from '../../../lib/errors.js';
import type { RoleAssignment } from '../../../lib/roles.js';
import type { ApiContext } from '../context.js';
import { isUuid } from '../history/listing.js';
import { diff, recordHistory } from '../history/record.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { pageOrigin } from '../origin.js';
import type { Viewer } from '../viewer.js';
import { findResale, type ResaleItem } from './queries.js';

export const NOT_IN_ANALYSIS = 'A revenda não está em análise.';
/**
 * An approval claims the sign-up before calling the authenticator and holds it this long at most: long enough for
 * those calls (10 s timeout each), short enough that a crashed approval does not block the sign-up for good.
 */
const CLAIM_SECONDS = 120;
const UNCLAIMED = `(decided_by IS NULL OR decided_at < now() - make_interval(secs => ${CLAIM_SECONDS}))`;

interface ClaimedResale {
  claim: string;
  cnpj: string;
  contact_name: string;
  phone: string;
  email: string;
}

/** 404 for another brand's sign-up or an unknown id; 423 once it has left analysis. */
async function assertInAnalysis(ctx: ApiContext, v: Viewer, id: string): Promise<void> {
  const row = isUuid(id)
    ? await one<{ status: string }>(ctx.db, 'SELECT status FROM api.resales WHERE id = $1 AND brand = $2', [
        id,
        v.brand,
      ])
    : undefined;
  if (!row) throw notFound('Revenda não encontrada');
  if (row.status !== 'analysis') throw locked(NOT_IN_ANALYSIS);
}

/**
 * Compare-and-set before any account is created: of two approvals racing, only the one that claims the sign-up goes
 * on to create the login and issue the link (a second link would void the first one's).
 */
async function claim(ctx: ApiContext, v: Viewer, id: string): Promise<ClaimedResale> {
  const claimed = await one<ClaimedResale>(
    ctx.db,
    `UPDATE api.resales SET decided_by = $3, decided_at = now()
      WHERE id = $1 AND brand = $2 AND status = 'analysis' AND ${UNCLAIMED}
      RETURNING decided_at::text AS claim, cnpj, contact_name, phone, email`,
    [id, v.brand, v.id],
  );
  if (!claimed) throw locked(NOT_IN_ANALYSIS);
  return claimed;
}

function release(ctx: ApiContext, v: Viewer, id: string, held: string) {
  return ctx.db.query(
    `UPDATE api.resales SET decided_by = NULL, decided_at = NULL
      WHERE id = $1 AND status = 'analysis' AND decided_by = $2 AND decided_at = $3::timestamptz`,
    [id, v.id, held],
  );
}

function historyOfDecision(q: Queryable, v: Viewer, id: string, status: string, reason: string | null) {
  return recordHistory(q, {
    brand: v.brand,
    type: 'resale',
    typeId: id,
    actionType: 'update',
    userId: v.id,
    username: v.name,
    modifications: diff({ status: 'analysis', reason: null }, { status, reason }),
  });
}

/**
 * The RESALE account for an approved sign-up. An e-mail that already has an identity (a reseller approved in another
 * brand, or an account created meanwhile) gets the role added instead, so one person keeps one login.
 */
async function resaleAccount(ctx: ApiContext, v: Viewer, resale: ClaimedResale): Promise<string> {
  const role: RoleAssignment = { name: 'RESALE', data: { brand: v.brand } };
  const addTo = async (userId: string) => {
    await ctx.auth.addRole(userId, role);
    return userId;
  };
  const existing = await ctx.auth.findByEmail(resale.email);
  if (existing) return addTo(existing.id);
  try {
    const { id } = await ctx.auth.createUser({
      name: resale.contact_name,
      email: resale.email,
      phone: resale.phone,
      doc: resale.cnpj,
      roles: [role],
    });
    return id;
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 409) throw err;
    const raced = await ctx.auth.findByEmail(resale.email);
    if (!raced) throw err;
    return addTo(raced.id);
  }
}

/** The sign-up as the decision left it, read in the decision's transaction (the screens show it at once). */
async function decided(q: Queryable, v: Viewer, id: string): Promise<ResaleItem> {
  const resale = await findResale(q, v.brand, id);
  if (!resale) throw notFound('Revenda não encontrada');
  return resale;
}

/** Approves a sign-up in analysis and returns it approved. */
export async function approveResale(ctx: ApiContext, req: Request, v: Viewer, id: string): Promise<ResaleItem> {
  await assertInAnalysis(ctx, v, id);
  const resale = await claim(ctx, v, id);
  let ownerUserId: string;
  let token: string;
  try {
    ownerUserId = await resaleAccount(ctx, v, resale);
    ({ token } = await ctx.auth.issuePasswordToken({ userId: ownerUserId, purpose: 'invite' }));
  } catch (err) {
    await release(ctx, v, id, resale.claim);
    throw err;
  }
  const origin = pageOrigin(req, ctx.config, v.brand);
  return ctx.db.tx(async (q) => {
    const approved = await q.query(
      `UPDATE api.resales SET status = 'approved', owner_user_id = $4, decided_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'analysis' AND decided_by = $2 AND decided_at = $3::timestamptz RETURNING id`,
      [id, v.id, resale.claim, ownerUserId],
    );
    if (!approved.length) throw locked(NOT_IN_ANALYSIS);
    await historyOfDecision(q, v, id, 'approved', null);
    await enqueueMail(
      q,
      mailTemplates.resaleApproved({
        brand: v.brand,
        to: resale.email,
        origin,
        contactName: resale.contact_name,
        token,
      }),
    );
    return decided(q, v, id);
  });
}

/** Refuses a sign-up in analysis with its reason and returns it refused. */
export async function rejectResale(
  ctx: ApiContext,
  req: Request,
  v: Viewer,
  id: string,
  reason: string,
): Promise<ResaleItem> {
  await assertInAnalysis(ctx, v, id);
  const origin = pageOrigin(req, ctx.config, v.brand);
  return ctx.db.tx(async (q) => {
    const [rejected] = await q.query<{ email: string; contact_name: string }>(
      `UPDATE api.resales SET status = 'disapproved', reason = $3, decided_by = $4, decided_at = now(), updated_at = now()
        WHERE id = $1 AND brand = $2 AND status = 'analysis' AND ${UNCLAIMED} RETURNING email, contact_name`,
      [id, v.brand, reason, v.id],
    );
    if (!rejected) throw locked(NOT_IN_ANALYSIS);
    await historyOfDecision(q, v, id, 'disapproved', reason);
    await enqueueMail(
      q,
      mailTemplates.resaleRejected({
        brand: v.brand,
        to: rejected.email,
        origin,
        contactName: rejected.contact_name,
        reason,
      }),
    );
    return decided(q, v, id);
  });
}
