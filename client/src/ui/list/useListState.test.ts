import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS } from './settings.js';
import { useListState } from './useListState.js';

vi.mock('../../features/auth/session/store.js', () => ({
  getSession: () => session,
}));
let session: { userId: string; company: string } | null = { userId: 'u1', company: 'scanora' };

const initialFilters = { name: '', statuses: [] as string[] };
const options = { rememberAs: 'test-list', initialFilters, typed: ['name'] as const };

describe('useListState', () => {
  beforeEach(() => {
    localStorage.clear();
    session = { userId: 'u1', company: 'scanora' };
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('applies a typed filter 500 ms after the last key, and a chosen one at once', () => {
    const { result } = renderHook(() => useListState(options));
    act(() => result.current.setFilter('name', 'ac'));
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    act(() => result.current.setFilter('name', 'acme'));
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(result.current.filters.name).toBe('acme');
    expect(result.current.appliedFilters.name).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.appliedFilters.name).toBe('acme');

    act(() => result.current.setFilter('statuses', ['APPROVED']));
    expect(result.current.appliedFilters.statuses).toEqual(['APPROVED']);
  });

  it('goes back to page 1 when a filter, the order or the page size changes', () => {
    const { result } = renderHook(() => useListState({ ...options, initialOrder: { field: 'a', direction: 'DESC' } }));
    act(() => result.current.setPage(3));
    act(() => result.current.setFilter('statuses', ['ANALYSIS']));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(3));
    act(() => result.current.setOrder({ field: 'a', direction: 'ASC' }));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(3));
    act(() => result.current.setPageSize(25));
    expect(result.current.page).toBe(1);
    expect(result.current.pageSize).toBe(25);
  });

  it('remembers the filters and the order per user and brand between visits', () => {
    const first = renderHook(() =>
      useListState<typeof initialFilters, string>({ ...options, initialOrder: { field: 'a', direction: 'DESC' } }),
    );
    act(() => first.result.current.setFilter('statuses', ['EXPIRED']));
    act(() => first.result.current.setOrder({ field: 'b', direction: 'ASC' }));
    first.unmount();

    const again = renderHook(() => useListState(options));
    expect(again.result.current.appliedFilters.statuses).toEqual(['EXPIRED']);
    expect(again.result.current.order).toEqual({ field: 'b', direction: 'ASC' });
    again.unmount();

    session = { userId: 'u2', company: 'scanora' };
    const otherUser = renderHook(() => useListState(options));
    expect(otherUser.result.current.appliedFilters.statuses).toEqual([]);
    otherUser.unmount();

    session = { userId: 'u1', company: 'yep' };
    const otherBrand = renderHook(() => useListState(options));
    expect(otherBrand.result.current.appliedFilters.statuses).toEqual([]);
  });

  it('ignores a remembered shape that no longer fits the screen', () => {
    localStorage.setItem('portal:scanora:u1:filters:test-list', JSON.stringify({ filters: { statuses: 'x', old: 1 } }));
    const { result } = renderHook(() => useListState(options));
    expect(result.current.appliedFilters).toEqual(initialFilters);
  });
});
