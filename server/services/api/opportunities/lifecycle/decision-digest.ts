import { brandSlugs } from '../../../../../brands/brands.js';
import type { Queryable } from '../../../../db/connection.js';
import { brandOrigin } from '../../../../lib/brand-origin.js';
import type { ApiContext } from '../../context.js';
import { enqueueMail } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import { dayOf } from '../dates.js';
import { filterSql } from '../list/filters.js';
import { OPPORTUNITY_COLUMNS, type OpportunityRow } from '../repository.js';
import { DECISION_DIGEST_ITEMS } from '../rules.js';
import { opportunityRef } from '../serialize.js';
import { isBusinessDay } from './business-days.js';
import { brandOverdueCutoff, decisionClockOf, decisionTargetOf, waitStartOf } from './decision-clock.js';

export type DigestDeps = Pick<ApiContext, 'db' | 'clock' | 'config'>;

/**
 * Claims `day`'s digest of `brand`: false when this or another replica already wrote it (or a later one). In the
 * transaction of the mail, so a crash before the commit leaves the day unclaimed for the next run.
 */
async function claimDay(q: Queryable, brand: string, day: string): Promise<boolean> {
  const claimed = await q.query(
    `INSERT INTO api.decision_digests (brand, last_day) VALUES ($1, $2::date)
     ON CONFLICT (brand) DO UPDATE SET last_day = EXCLUDED.last_day WHERE api.decision_digests.last_day < EXCLUDED.last_day
     RETURNING brand`,
    [brand, day],
  );
  return claimed.length > 0;
}

/**
 * The brand's waits past its target at `now`, the longest first (the list filter's condition), and how many. Never a
 * sort of every late wait (a brand with a million opportunities may have hundreds of thousands; sorting them with
 * their rows passed the statement timeout under load): the oldest in analysis since their registration come from the
 * partial index of waits in creation order, those back in analysis after a renewal by its approval and the earliest
 * renewal requests from theirs (few wait at once), at most the digest's length each, merged; the total is counted on
 * the index of waits alone.
 */
async function overdueOf(q: Queryable, brand: string, now: Date) {
  const cutoff = brandOverdueCutoff(brand, now);
  const where = filterSql({ decisionOverdue: true, overdueCutoff: cutoff }, 2);
  const [{ total }] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM api.opportunities o WHERE o.brand = $1 AND NOT o.is_deleted AND ${where.sql}`,
    [brand, ...where.params],
  );
  if (!total) return { rows: [], total };
  const rows = await q.query<OpportunityRow>(
    `WITH late AS (
       (SELECT o.id, o.created_at AS started FROM api.opportunities o
        WHERE o.brand = $1 AND NOT o.is_deleted AND o.status IN ('analysis', 'awaiting_renovation')
          AND o.status = 'analysis' AND o.renovation_date IS NULL AND o.created_at < $2
        ORDER BY o.created_at, o.id LIMIT $3)
       UNION ALL
       (SELECT o.id, o.renovation_date AS started FROM api.opportunities o
        WHERE o.brand = $1 AND NOT o.is_deleted AND o.status = 'analysis' AND o.renovation_date IS NOT NULL
          AND o.renovation_date < $2
        ORDER BY o.renovation_date, o.id LIMIT $3)
       UNION ALL
       (SELECT o.id, COALESCE(o.request_renovation_at, o.created_at) AS started FROM api.opportunities o
        WHERE o.brand = $1 AND NOT o.is_deleted AND o.status = 'awaiting_renovation'
          AND COALESCE(o.request_renovation_at, o.created_at) < $2
        ORDER BY 2, o.id LIMIT $3)
     )
     SELECT ${OPPORTUNITY_COLUMNS} FROM late JOIN api.opportunities o ON o.id = late.id
     ORDER BY late.started, o.id LIMIT $3`,
    [brand, cutoff, DECISION_DIGEST_ITEMS],
  );
  return { rows, total };
}

/** The digest of one brand, or null when it has no late decision (then nothing is sent). */
export function digestMail(brand: string, origin: string, rows: OpportunityRow[], total: number, now: Date) {
  if (!total) return null;
  return mailTemplates.decisionDigest({
    brand,
    origin,
    targetDays: decisionTargetOf(brand),
    total,
    items: rows.map((o) => ({
      opportunity: opportunityRef(o),
      waitingBusinessDays: decisionClockOf(o, now).waitingBusinessDays ?? 0,
      renewal: o.status === 'awaiting_renovation' && waitStartOf(o) !== null,
    })),
  });
}

/**
 * The opportunity job's step of the approval clock (design section 17): on each business day, the first run writes
 * each brand's digest of late decisions to its representatives (none when nothing is late). Returns how many brands
 * got one.
 */
export async function sendDecisionDigests(deps: DigestDeps): Promise<{ digests: number }> {
  const now = deps.clock.now();
  const day = dayOf(now);
  if (!isBusinessDay(day)) return { digests: 0 };
  let digests = 0;
  for (const brand of brandSlugs) {
    const sent = await deps.db.tx(async (q) => {
      if (!(await claimDay(q, brand, day))) return false;
      const { rows, total } = await overdueOf(q, brand, now);
      const mail = digestMail(brand, brandOrigin(deps.config, brand), rows, total, now);
      if (!mail) return false;
      await enqueueMail(q, { ...mail, toRole: { role: 'REPRESENTATIVE', brand } });
      return true;
    });
    if (sent) digests++;
  }
  return { digests };
}
