import { describe, expect, it } from 'vitest';
import { ageOf } from './age.js';

/** An instant written as São Paulo's wall clock (UTC-3 all year since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);
const NOW = sp('2026-11-26T09:00:00');
const daysBefore = (days: number, time = '10:00:00') => {
  const day = new Date(Date.UTC(2026, 10, 26 - days)).toISOString().slice(0, 10);
  return sp(`${day}T${time}`);
};
const inAnalysis = (created_at: Date, renovation_date: Date | null = null) =>
  ({ status: 'analysis', created_at, renovation_date }) as const;

describe('the age of an opportunity: one clock from the start of its validity', () => {
  it('reads 0 days and 90 left on the day it was created', () => {
    expect(ageOf(inAnalysis(sp('2026-11-26T08:00:00')), NOW)).toEqual({ elapsedDays: 0, expireDays: 90 });
  });

  it('counts calendar days: created 30 days ago, later in the day than now, is 30 days old', () => {
    expect(ageOf(inAnalysis(daysBefore(30, '10:00:00')), NOW)).toEqual({ elapsedDays: 30, expireDays: 60 });
  });

  it('counts São Paulo days, not UTC days: 23:30 yesterday (already today in UTC) is 1 day old', () => {
    expect(ageOf(inAnalysis(sp('2026-11-25T23:30:00')), sp('2026-11-26T08:00:00'))).toEqual({
      elapsedDays: 1,
      expireDays: 89,
    });
  });

  it('restarts at the last approved renewal: renewed 10 days ago after a creation 200 days ago', () => {
    expect(ageOf(inAnalysis(daysBefore(200), daysBefore(10)), NOW)).toEqual({ elapsedDays: 10, expireDays: 80 });
  });

  it('caps the bar at 60 days while the days left keep counting down', () => {
    expect(ageOf(inAnalysis(daysBefore(75)), NOW)).toEqual({ elapsedDays: 60, expireDays: 15 });
  });

  it('never reports negative days left past the 90 days', () => {
    expect(ageOf(inAnalysis(daysBefore(100)), NOW)).toEqual({ elapsedDays: 60, expireDays: 0 });
    expect(ageOf(inAnalysis(daysBefore(300), daysBefore(95)), NOW)).toEqual({ elapsedDays: 60, expireDays: 0 });
  });

  it('has no days left outside analysis, and its elapsed days still count from the renewal', () => {
    const approved = { status: 'approved', created_at: daysBefore(200), renovation_date: daysBefore(10) } as const;
    expect(ageOf(approved, NOW)).toEqual({ elapsedDays: 10, expireDays: null });
  });
});
