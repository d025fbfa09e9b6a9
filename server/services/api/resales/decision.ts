import type { Request } from 'express';
import { one, type Queryable } from '../../../db/connection.js';
import { locked, notFound } from '../../../lib/errors.js';
import type { RoleAssignment } from '../../../lib/roles.js';
import {
  type AccountCreation,
  assertCompleted,
  authStep,
  CreationRefused,
  completeCreation,
  createIdentity,
  runCreation,
  startCreation,
} from '../accounts/creations.js';
import type { ApiContext } from '../context.js';
import { diff, recordHistory } from '../history/record.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';
import { pageOrigin } from '../origin.js';
import { isUuid } from '../query.js';
import type { Viewer } from '../viewer.js';
import { findResale, type ResaleItem } from './queries.js';

export const NOT_IN_ANALYSIS = 'A revenda não está em análise.';
export const APPROVAL_IN_PROGRESS = 'A aprovação desta revenda está em andamento.';

type Author = Pick<Viewer, 'id' | 'name' | 'brand'>;

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

/** Locks a sign-up in analysis for a decision: an approval's claim and a rejection take their turns on it. */
function lockInAnalysis(q: Queryable, brand: string, id: string) {
  return one<{ cnpj: string; contact_name: string; phone: string; email: string }>(
    q,
    `SELECT cnpj, contact_name, phone, email FROM api.resales
      WHERE id = $1 AND brand = $2 AND status = 'analysis' FOR UPDATE`,
    [id, brand],
  );
}

/**
 * Claims the sign-up before any account is created: the approval's account creation row, written under the
 * sign-up's lock. Of two approvals racing, only the one that claims goes on to create the login and issue the link
 * (a second link would void the first one's); an approval interrupted by a crash is taken over once its lease ran out.
 */
async function claim(ctx: ApiContext, v: Viewer, id: string, origin: string): Promise<AccountCreation> {
  return ctx.db.tx(async (q) => {
    const resale = await lockInAnalysis(q, v.brand, id);
    if (!resale) throw locked(NOT_IN_ANALYSIS);
    const start = await startCreation(
      ctx,
      q,
      {
        kind: 'resale',
        brand: v.brand,
        email: resale.email,
        name: resale.contact_name,
        phone: resale.phone,
        doc: resale.cnpj,
        parentId: null,
        resaleId: id,
        actorId: v.id,
        actorName: v.name,
        origin,
      },
      'true',
    );
    if ('holder' in start) throw locked(NOT_IN_ANALYSIS);
    return start.started;
  });
}

function historyOfDecision(q: Queryable, by: Author, id: string, status: string, reason: string | null) {
  return recordHistory(q, {
    brand: by.brand,
    type: 'resale',
    typeId: id,
    actionType: 'update',
    userId: by.id,
    username: by.name,
    modifications: diff({ status: 'analysis', reason: null }, { status, reason }),
  });
}

/**
 * The RESALE account for an approved sign-up, created under the claim's id (repeating the call finds it again). An
 * e-mail that already has another identity (a reseller approved in another brand, or an account created meanwhile)
 * gets the role added instead, so one person keeps one login.
 */
async function resaleAccount(ctx: ApiContext, c: AccountCreation): Promise<string> {
  const role: RoleAssignment = { name: 'RESALE', data: { brand: c.brand } };
  const addTo = async (userId: string) => {
    await authStep(ctx.auth.addRole(userId, role));
    return userId;
  };
  const existing = await ctx.auth.findByEmail(c.email);
  if (existing && existing.id !== c.userId) return addTo(existing.id);
  const taken = await createIdentity(ctx, c, [role]);
  if (!taken) return c.userId;
  // Taken since the check above (a race): the role goes to whoever holds the e-mail now.
  const raced = await ctx.auth.findByEmail(c.email);
  if (!raced) throw taken;
  return addTo(raced.id);
}

/** The sign-up as the decision left it, read in the decision's transaction (the screens show it at once). */
async function decided(q: Queryable, brand: string, id: string): Promise<ResaleItem> {
  const resale = await findResale(q, brand, id);
  if (!resale) throw notFound('Revenda não encontrada');
  return resale;
}

/** Approves a sign-up in analysis and returns it approved. */
export async function approveResale(ctx: ApiContext, req: Request, v: Viewer, id: string): Promise<ResaleItem> {
  await assertInAnalysis(ctx, v, id);
  return finishResaleApproval(ctx, await claim(ctx, v, id, pageOrigin(req, ctx.config, v.brand)));
}

/**
 * The rest of the approval, for a claim this process holds (also what the recovery runs): the login and its link,
 * then one transaction approves the sign-up, writes its history and mails the link.
 */
export function finishResaleApproval(ctx: ApiContext, c: AccountCreation): Promise<ResaleItem> {
  const id = c.resaleId as string;
  const by: Author = { id: c.actorId, name: c.actorName, brand: c.brand };
  return runCreation(ctx, c, async () => {
    const ownerUserId = await resaleAccount(ctx, c);
    const { token } = await authStep(ctx.auth.issuePasswordToken({ userId: ownerUserId, purpose: 'invite' }));
    return ctx.db.tx(async (q) => {
      assertCompleted(await completeCreation(q, c));
      const approved = await q.query(
        `UPDATE api.resales SET status = 'approved', owner_user_id = $2, decided_by = $3, decided_at = now(),
           updated_at = now() WHERE id = $1 AND status = 'analysis' RETURNING id`,
        [id, ownerUserId, c.actorId],
      );
      // A rejection waits while an approval is under way, so this does not happen; if it did, the approval is undone.
      if (!approved.length) throw new CreationRefused(locked(NOT_IN_ANALYSIS));
      await historyOfDecision(q, by, id, 'approved', null);
      await enqueueMail(
        q,
        mailTemplates.resaleApproved({ brand: c.brand, to: c.email, origin: c.origin, contactName: c.name, token }),
      );
      return decided(q, c.brand, id);
    });
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
    if (!(await lockInAnalysis(q, v.brand, id))) throw locked(NOT_IN_ANALYSIS);
    // An approval under way (or interrupted, until its recovery) was the first decision.
    if (await one(q, 'SELECT 1 FROM api.account_creations WHERE resale_id = $1', [id])) {
      throw locked(APPROVAL_IN_PROGRESS);
    }
    const [rejected] = await q.query<{ email: string; contact_name: string }>(
      `UPDATE api.resales SET status = 'disapproved', reason = $3, decided_by = $4, decided_at = now(), updated_at = now()
        WHERE id = $1 AND brand = $2 AND status = 'analysis' RETURNING email, contact_name`,
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
    return decided(q, v.brand, id);
  });
}
