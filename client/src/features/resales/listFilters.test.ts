import { describe, expect, it } from 'vitest';
import { EMPTY_RESALE_FILTERS, hasAnyResaleFilter, toggledStatuses, toResaleFilter } from './listFilters.js';

describe('toResaleFilter', () => {
  it('asks nothing for empty filters', () => {
    expect(toResaleFilter(EMPTY_RESALE_FILTERS)).toEqual({});
    expect(hasAnyResaleFilter(EMPTY_RESALE_FILTERS)).toBe(false);
  });

  it('sends the statuses in the list order and a complete day', () => {
    expect(toResaleFilter({ statuses: ['DISAPPROVED', 'ANALYSIS'], date: '2026-03-09' })).toEqual({
      statuses: ['ANALYSIS', 'DISAPPROVED'],
      date: '2026-03-09',
    });
  });

  it('leaves out a half-typed date and a remembered status the schema no longer has', () => {
    const remembered = { statuses: ['PENDING' as never, 'APPROVED' as const], date: '2026-0' };
    expect(toResaleFilter(remembered)).toEqual({ statuses: ['APPROVED'] });
  });
});

describe('toggledStatuses', () => {
  it('adds a status in the list order and removes it again', () => {
    const added = toggledStatuses(['DISAPPROVED'], 'ANALYSIS');
    expect(added).toEqual(['ANALYSIS', 'DISAPPROVED']);
    expect(toggledStatuses(added, 'ANALYSIS')).toEqual(['DISAPPROVED']);
  });
});
