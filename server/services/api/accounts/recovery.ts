import type { ApiContext } from '../context.js';
import { watchLeases } from '../jobs/lease-watch.js';
import { finishResaleApproval } from '../resales/decision.js';
import { finishSellerCreation } from '../sellers/create.js';
import { type AccountCreation, claimStalled, isDefinitiveRefusal, leaseFrom, nextLeaseEnd } from './creations.js';

/**
 * The advisory lock of the account recovery, next to the opportunity job's: it runs on its own timers (lease ends),
 * and sharing that job's key would make whichever comes second skip its run.
 */
export const ACCOUNT_RECOVERY_LOCK = 4_201_002;

export type AccountRecoveryResult = { completed: number; undone: number; failed: number };

const finish = (ctx: ApiContext, c: AccountCreation): Promise<unknown> =>
  c.kind === 'seller' ? finishSellerCreation(ctx, c) : finishResaleApproval(ctx, c);

/**
 * One recovery run: every account creation whose lease ran out (its process died, or its call failed and
 * nobody retried) is taken over and finished — identity, link, then the seller or the approval with its history and
 * its invitation — or, when the authenticator refuses it for good, undone (identity reclaimed, e-mail free again).
 * One that fails otherwise keeps a new lease and is tried again when it ends. Undefined when another replica runs it.
 */
export async function recoverAccountCreations(ctx: ApiContext): Promise<AccountRecoveryResult | undefined> {
  const { result } = await ctx.db.withAdvisoryLock(ACCOUNT_RECOVERY_LOCK, async () => {
    const tally: AccountRecoveryResult = { completed: 0, undone: 0, failed: 0 };
    for (let c = await claimStalled(ctx, ctx.db); c; c = await claimStalled(ctx, ctx.db)) {
      try {
        await finish(ctx, c);
        tally.completed++;
      } catch (err) {
        if (isDefinitiveRefusal(err)) {
          tally.undone++;
          ctx.logger.info('account creation undone', { kind: c.kind, userId: c.userId, reason: err.message });
          continue;
        }
        tally.failed++;
        ctx.logger.warn('account creation not recovered yet', {
          kind: c.kind,
          userId: c.userId,
          err: err instanceof Error ? err.message : String(err),
        });
        // The failure ended the lease; a new one keeps this run from taking it again at once.
        await ctx.db.query('UPDATE api.account_creations SET lease_until = $2 WHERE claim = $1', [
          c.claim,
          leaseFrom(ctx, ctx.clock.now()),
        ]);
      }
    }
    return tally;
  });
  if (result && (result.completed || result.undone || result.failed)) {
    ctx.logger.info('account creations recovered', result);
  }
  return result;
}

/**
 * Runs the recovery whenever a lease ends (jobs/lease-watch.ts), at start-up too: a restarted server finishes what
 * its predecessor was doing, and a creation that failed in a running one is finished as soon as its lease runs out,
 * by whichever replica looks first, not at the next hourly run. Resolves the returned stop after a running run.
 */
export function startAccountRecovery(ctx: ApiContext): () => Promise<void> {
  return watchLeases(ctx, {
    name: 'account creations',
    nextLeaseEnd: () => nextLeaseEnd(ctx.db),
    recover: () => recoverAccountCreations(ctx),
  });
}
