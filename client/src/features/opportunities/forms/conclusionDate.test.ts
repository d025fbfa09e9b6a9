import { describe, expect, it } from 'vitest';
import { businessDay, isFutureConclusionDate, parseConclusionDate } from './conclusionDate.js';

describe('parseConclusionDate (spec section 5)', () => {
  it.each([
    ['30/06/26', '2026-06-30'],
    ['30-06-26', '2026-06-30'],
    ['2026-06-30', '2026-06-30'],
    [' 01/01/30 ', '2030-01-01'],
    ['29/02/28', '2028-02-29'],
  ])('reads %s as %s', (text, day) => {
    expect(parseConclusionDate(text)).toBe(day);
  });

  it.each([
    '',
    '30/06',
    '30/06/2026x',
    '29/02/27',
    '00/06/26',
    '30/00/26',
    '32/01/26',
    '30/13/26',
    '30/06-26',
    '2026-13-01',
  ])('refuses %j', (text) => {
    expect(parseConclusionDate(text)).toBeNull();
  });
});

describe('isFutureConclusionDate', () => {
  it('takes today and later, never an earlier day', () => {
    expect(isFutureConclusionDate('10/03/26', '2026-03-10')).toBe(true);
    expect(isFutureConclusionDate('11/03/26', '2026-03-10')).toBe(true);
    expect(isFutureConclusionDate('09/03/26', '2026-03-10')).toBe(false);
  });
});

describe('businessDay', () => {
  it('is the day in Brasília, three hours behind UTC', () => {
    expect(businessDay(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10');
    expect(businessDay(new Date('2026-03-11T03:30:00Z'))).toBe('2026-03-11');
  });
});
