import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../lib/errors.js';
import { checkBrandParam, createdAtDirection, dateRange, listParam, pageReply, param, parsePaging } from './query.js';

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as HttpError).status;
  }
  return 200;
};

describe('param', () => {
  it('reads axios-style parameters from flat and nested encodings', () => {
    expect(param({ 'order[field]': 'estimated' }, 'order', 'field')).toBe('estimated');
    expect(param({ order: { field: 'estimated' } }, 'order', 'field')).toBe('estimated');
    expect(param({ name: ['  Alvorada ', 'x'] }, 'name')).toBe('Alvorada');
    expect(param({ name: '   ' }, 'name')).toBeUndefined();
  });
});

describe('listParam', () => {
  it('reads the axios list form, the plain form and comma lists alike', () => {
    expect(listParam({ 'status[]': ['analysis', 'approved'] }, 'status')).toEqual(['analysis', 'approved']);
    expect(listParam({ 'status[]': 'analysis' }, 'status')).toEqual(['analysis']);
    expect(listParam({ status: 'analysis, approved,' }, 'status')).toEqual(['analysis', 'approved']);
    expect(listParam({}, 'status')).toEqual([]);
  });
});

describe('parsePaging', () => {
  it('defaults to page 1 of 10 and computes the offset', () => {
    expect(parsePaging({})).toEqual({ page: 1, amount: 10, offset: 0 });
    expect(parsePaging({ amount: '25', page: '3' })).toEqual({ page: 3, amount: 25, offset: 50 });
  });

  it('refuses amounts outside 1..99999 and pages below 1 with 400', () => {
    expect(status(() => parsePaging({ amount: '99999' }))).toBe(200);
    for (const q of [
      { amount: '0' },
      { amount: '100000' },
      { amount: 'dez' },
      { page: '0' },
      { page: '1.5' },
      { page: '1e1' },
    ]) {
      expect(status(() => parsePaging(q))).toBe(400);
    }
  });

  it('answers quantityPage as the ceiling of total over amount', () => {
    expect(pageReply([], 21, { page: 1, amount: 10, offset: 0 })).toEqual({
      result: [],
      total: 21,
      page: 1,
      amount: 10,
      quantityPage: 3,
    });
  });
});

describe('dateRange', () => {
  it('turns one day into the Brasília day as a half-open instant range', () => {
    expect(dateRange({ date: '2026-03-31' })).toEqual({
      from: '2026-03-31T00:00:00-03:00',
      to: '2026-04-01T00:00:00-03:00',
    });
  });

  it('reads date[start] and date[end] as inclusive days, either one alone', () => {
    expect(dateRange({ 'date[start]': '2026-01-01', 'date[end]': '2026-01-31' })).toEqual({
      from: '2026-01-01T00:00:00-03:00',
      to: '2026-02-01T00:00:00-03:00',
    });
    expect(dateRange({ 'date[end]': '2026-12-31' })).toEqual({ from: undefined, to: '2027-01-01T00:00:00-03:00' });
    expect(dateRange({})).toBeUndefined();
  });

  it('refuses anything but yyyy-mm-dd', () => {
    expect(status(() => dateRange({ date: '31/03/2026' }))).toBe(400);
    expect(status(() => dateRange({ date: '2026-13-01' }))).toBe(400);
  });
});

describe('checkBrandParam and createdAtDirection', () => {
  it('allows only the viewer brand as filter', () => {
    expect(checkBrandParam({}, 'scanora')).toBe('scanora');
    expect(checkBrandParam({ brand: 'SCANORA' }, 'scanora')).toBe('scanora');
    expect(status(() => checkBrandParam({ brand: 'yep' }, 'scanora'))).toBe(403);
  });

  it('keeps newest first unless asked for ascending', () => {
    expect(createdAtDirection({})).toBe('DESC');
    expect(createdAtDirection({ createdAt: '-1' })).toBe('DESC');
    expect(createdAtDirection({ createdAt: '1' })).toBe('ASC');
  });
});
