import type { Modification } from '../../services/api/history/record.js';
import type { OpportunityStatus } from '../../services/api/opportunities/lifecycle/statuses.js';
import { OPPORTUNITY_VALIDITY_DAYS } from '../../services/api/opportunities/rules.js';
import { rejectionReasons, renewalReasons, renewalRejections } from './catalog.js';
import { between, type Period } from './period.js';
import { addDays, type Random } from './random.js';

/** Who made a change after creation: the representative, the validity job, or the opportunity's owner. */
export interface LifecycleEvent {
  at: Date;
  by: 'representative' | 'system' | 'owner';
  modifications: Modification[];
}

/** The dates and decisions of one opportunity, from creation to its current status (design section 4 lifecycle). */
export interface Timeline {
  status: OpportunityStatus;
  createdAt: Date;
  /** The current approval's date: cleared when a renewal sends the opportunity back to analysis. */
  approveDate: Date | null;
  register: string | null;
  /** When the CRM record (`register`) was created: the latest approval. */
  registeredAt: Date | null;
  renovationAt: Date | null;
  requestRenovationAt: Date | null;
  renovationDate: Date | null;
  reason: string | null;
  /** The closing probability after a renewal request, which asks for a new one. */
  probability: number | null;
  events: LifecycleEvent[];
}

/** Renewal grace period of the demo data; the API's default RENEWAL_GRACE_DAYS. */
const GRACE_DAYS = 30;
const VALIDITY = OPPORTUNITY_VALIDITY_DAYS;

const mod = (attribute: string, oldValue: string | null, newValue: string | null): Modification => ({
  attribute,
  oldValue,
  newValue,
});
const iso = (d: Date) => d.toISOString();

/**
 * Plans a lifecycle that ends in `status` now and that the hourly job would leave as it is: approvals still within
 * their 90 days, renovations within their 30 days of grace, expired ones past both. Dates are chosen backwards from
 * the status's deadline where it has one.
 */
export function planTimeline(rnd: Random, period: Period, status: OpportunityStatus, probability: number): Timeline {
  const now = period.now;
  const t: Timeline = {
    status,
    createdAt: now,
    approveDate: null,
    register: null,
    registeredAt: null,
    renovationAt: null,
    requestRenovationAt: null,
    renovationDate: null,
    reason: null,
    probability: null,
    events: [],
  };
  const approve = (at: Date, from = 'analysis') => {
    const register = `006${rnd.alphanumeric(15)}`;
    t.events.push({
      at,
      by: 'representative',
      modifications: [
        mod('status', from, 'approved'),
        mod('register', t.register, register),
        // A renewal cleared the previous approval's date.
        mod('approveDate', null, iso(at)),
      ],
    });
    t.approveDate = at;
    t.register = register;
    t.registeredAt = at;
  };
  const toRenovation = (at: Date) => {
    t.renovationAt = at;
    t.events.push({ at, by: 'system', modifications: [mod('status', 'approved', 'renovation')] });
  };
  const requestRenewal = (at: Date, from: OpportunityStatus) => {
    t.requestRenovationAt = at;
    t.reason = rnd.pick(renewalReasons);
    t.probability = rnd.pick([25, 50, 75, 100].filter((p) => p !== probability));
    t.events.push({
      at,
      by: 'owner',
      modifications: [
        mod('status', from, 'awaiting_renovation'),
        mod('reason', null, t.reason),
        mod('probabilityClosing', String(probability), String(t.probability)),
      ],
    });
  };
  const renew = (at: Date) => {
    t.events.push({
      at,
      by: 'representative',
      modifications: [
        mod('status', 'awaiting_renovation', 'analysis'),
        mod('renovationDate', null, iso(at)),
        mod('approveDate', t.approveDate && iso(t.approveDate), null),
      ],
    });
    t.renovationDate = at;
    t.approveDate = null;
  };
  // A first cycle: created, approved within a week, moved to renovation when its 90 days end.
  const firstCycle = (renovationAt: Date) => {
    t.createdAt = addDays(renovationAt, -VALIDITY);
    approve(between(rnd, addDays(t.createdAt, 0.2), addDays(t.createdAt, 6)));
    toRenovation(renovationAt);
  };

  switch (status) {
    case 'analysis':
      if (rnd.chance(0.8)) {
        t.createdAt = between(rnd, addDays(now, -75), addDays(now, -0.05));
      } else {
        const renewedAt = between(rnd, addDays(now, -20), addDays(now, -0.05));
        const requested = between(rnd, addDays(renewedAt, -6), addDays(renewedAt, -0.2));
        firstCycle(between(rnd, addDays(requested, -25), addDays(requested, -0.2)));
        requestRenewal(requested, 'renovation');
        renew(renewedAt);
      }
      break;
    case 'approved':
      if (rnd.chance(0.75)) {
        t.createdAt = between(rnd, addDays(now, -85), addDays(now, -1));
        approve(between(rnd, addDays(t.createdAt, 0.2), minDate(addDays(t.createdAt, 7), addDays(now, -0.05))));
      } else {
        // Renewed: the second validity counts from renovationDate, which is within the last 85 days.
        const renewedAt = between(rnd, addDays(now, -85), addDays(now, -1));
        const requested = between(rnd, addDays(renewedAt, -5), addDays(renewedAt, -0.2));
        firstCycle(between(rnd, addDays(requested, -25), addDays(requested, -0.2)));
        requestRenewal(requested, 'renovation');
        renew(renewedAt);
        approve(between(rnd, addDays(renewedAt, 0.1), minDate(addDays(renewedAt, 5), addDays(now, -0.05))));
      }
      break;
    case 'disapproved': {
      t.createdAt = between(rnd, period.earliest, addDays(now, -0.5));
      const at = between(rnd, addDays(t.createdAt, 0.1), minDate(addDays(t.createdAt, 10), addDays(now, -0.05)));
      t.reason = rnd.pick(rejectionReasons);
      t.events.push({
        at,
        by: 'representative',
        modifications: [mod('status', 'analysis', 'disapproved'), mod('reason', null, t.reason)],
      });
      break;
    }
    case 'renovation':
      firstCycle(between(rnd, addDays(now, -GRACE_DAYS + 1), addDays(now, -0.05)));
      break;
    case 'awaiting_renovation':
      if (rnd.chance(0.7)) {
        firstCycle(between(rnd, addDays(now, -GRACE_DAYS + 0.5), addDays(now, -1)));
        requestRenewal(between(rnd, addDays(t.renovationAt!, 0.1), addDays(now, -0.05)), 'renovation');
      } else {
        firstCycle(between(rnd, addDays(period.earliest, VALIDITY), addDays(now, -GRACE_DAYS - 5)));
        const expiredAt = addDays(t.renovationAt!, GRACE_DAYS);
        t.events.push({ at: expiredAt, by: 'system', modifications: [mod('status', 'renovation', 'expired')] });
        requestRenewal(between(rnd, addDays(expiredAt, 1), addDays(now, -0.05)), 'expired');
      }
      break;
    case 'expired':
      if (rnd.chance(0.7)) {
        firstCycle(between(rnd, addDays(period.earliest, VALIDITY), addDays(now, -GRACE_DAYS - 1)));
        t.events.push({
          at: addDays(t.renovationAt!, GRACE_DAYS),
          by: 'system',
          modifications: [mod('status', 'renovation', 'expired')],
        });
      } else {
        // The owner asked for a renewal in time and the representative refused it.
        firstCycle(between(rnd, addDays(period.earliest, VALIDITY), addDays(now, -GRACE_DAYS - 1)));
        requestRenewal(between(rnd, addDays(t.renovationAt!, 0.2), addDays(t.renovationAt!, 25)), 'renovation');
        const at = between(
          rnd,
          addDays(t.requestRenovationAt!, 0.2),
          minDate(addDays(t.requestRenovationAt!, 6), addDays(now, -0.05)),
        );
        const reason = rnd.pick(renewalRejections);
        t.events.push({
          at,
          by: 'representative',
          modifications: [mod('status', 'awaiting_renovation', 'expired'), mod('reason', t.reason, reason)],
        });
        t.reason = reason;
      }
      break;
  }
  return t;
}

const minDate = (a: Date, b: Date) => (a < b ? a : b);
