import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_STATUSES } from '../../services/api/opportunities/lifecycle/statuses.js';
import { periodOf } from './period.js';
import { DAY_MS, Random } from './random.js';
import { planTimeline } from './timeline.js';

const now = new Date('2026-02-10T15:00:00Z');
const period = periodOf(now);
const days = (from: Date | null, to: Date) => (to.getTime() - (from ?? to).getTime()) / DAY_MS;

describe('planTimeline', () => {
  it('reaches into the previous year when the current one is too young to hold expired registrations', () => {
    expect(period.yearStart.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(days(period.earliest, now)).toBeGreaterThanOrEqual(240);
  });

  it('plans lifecycles that the validity job would leave as they are', () => {
    const rnd = new Random(7);
    for (let i = 0; i < 400; i++) {
      const status = OPPORTUNITY_STATUSES[i % OPPORTUNITY_STATUSES.length];
      const t = planTimeline(rnd, period, status, 25);
      const label = `${status} #${i}`;
      expect(t.status).toBe(status);
      expect(t.createdAt >= period.earliest && t.createdAt < now, label).toBe(true);
      // Events happen in order, after creation and before now.
      const times = [t.createdAt, ...t.events.map((e) => e.at)].map((d) => d.getTime());
      expect(times, label).toEqual([...times].sort((a, b) => a - b));
      expect(
        times.every((x) => x <= now.getTime()),
        label,
      ).toBe(true);
      const validFrom = t.renovationDate ?? t.createdAt;
      if (status === 'approved') expect(days(validFrom, now), label).toBeLessThan(90);
      if (status === 'renovation') expect(days(t.renovationAt, now), label).toBeLessThan(30);
      if (status === 'expired') expect(days(t.createdAt, now), label).toBeGreaterThan(120);
      if (status !== 'disapproved' && !(status === 'analysis' && !t.renovationDate)) {
        expect(t.register, label).toMatch(/^006[0-9A-Za-z]{15}$/);
      }
      // The approval date belongs to the current cycle: none in analysis (a renewed one too) or once refused.
      expect(t.approveDate === null, label).toBe(status === 'analysis' || status === 'disapproved');
      if (status === 'disapproved' || status === 'awaiting_renovation') expect(t.reason, label).toBeTruthy();
      const last = t.events.at(-1)?.modifications.find((m) => m.attribute === 'status')?.newValue;
      expect(last ?? 'analysis', label).toBe(status);
    }
  });

  it('draws the same lifecycle from the same seed', () => {
    const a = planTimeline(new Random(42), period, 'expired', 50);
    const b = planTimeline(new Random(42), period, 'expired', 50);
    expect(a).toEqual(b);
  });
});
