import { useCallback, useEffect, useRef, useState } from 'react';
import { readUserItem, writeUserItem } from '../../lib/userStorage.js';
import { DEFAULT_PAGE_SIZE, FILTER_DEBOUNCE_MS } from './settings.js';

export type SortDirectionName = 'ASC' | 'DESC';

export interface ListOrder<Field extends string> {
  field: Field;
  direction: SortDirectionName;
}

export interface ListStateOptions<Filters extends object, Field extends string> {
  /**
   * Name under which the filter choices and the order are remembered for this user and brand between visits
   * (spec section 2); without it nothing is remembered.
   */
  rememberAs?: string;
  initialFilters: Filters;
  /**
   * Filters a link opened the list with (a mail's link): the list starts with these alone over `initialFilters`,
   * instead of the remembered ones, so that it shows what the link promised.
   */
  linkedFilters?: Partial<Filters>;
  initialOrder?: ListOrder<Field>;
  /** Filters typed key by key: they reach the query FILTER_DEBOUNCE_MS after the last change (spec section 5). */
  typed?: readonly (keyof Filters)[];
  initialPageSize?: number;
}

interface Remembered<Filters, Field extends string> {
  filters?: Partial<Filters>;
  order?: ListOrder<Field>;
}

/**
 * The state every paged list shares: page, rows per page, order and filters. `filters` is what the inputs show;
 * `appliedFilters` is what the query uses (typed filters arrive there after the debounce). Any change of filter,
 * order or size goes back to page 1, since the old page number may no longer exist.
 */
export function useListState<Filters extends object, Field extends string = string>(
  options: ListStateOptions<Filters, Field>,
) {
  const { rememberAs } = options;
  // Constant per screen: kept in refs so that the callbacks below never change identity.
  const typed = useRef<readonly (keyof Filters)[]>(options.typed ?? []);
  const initialFilters = useRef(options.initialFilters);
  const storageName = rememberAs ? `filters:${rememberAs}` : undefined;
  const [initial] = useState(() => {
    const saved = storageName ? readUserItem<Remembered<Filters, Field>>(storageName) : undefined;
    const chosen = options.linkedFilters ?? saved?.filters;
    return {
      filters: { ...options.initialFilters, ...pickKnown(chosen, options.initialFilters) },
      order: saved?.order ?? options.initialOrder,
    };
  });
  const [filters, setFilters] = useState<Filters>(initial.filters);
  const [appliedFilters, setAppliedFilters] = useState<Filters>(initial.filters);
  const [order, setOrderState] = useState<ListOrder<Field> | undefined>(initial.order);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(options.initialPageSize ?? DEFAULT_PAGE_SIZE);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(filters);
  latest.current = filters;

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (storageName) writeUserItem(storageName, { filters: appliedFilters, order });
  }, [storageName, appliedFilters, order]);

  const apply = useCallback((next: Filters) => {
    clearTimeout(timer.current);
    setAppliedFilters(next);
    setPage(1);
  }, []);

  const setFilter = useCallback(
    <K extends keyof Filters>(name: K, value: Filters[K]) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setFilters(next);
      if (!typed.current.includes(name)) {
        apply(next);
        return;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(latest.current), FILTER_DEBOUNCE_MS);
    },
    [apply],
  );

  const resetFilters = useCallback(() => {
    latest.current = initialFilters.current;
    setFilters(initialFilters.current);
    apply(initialFilters.current);
  }, [apply]);

  const setOrder = useCallback((next: ListOrder<Field>) => {
    setOrderState(next);
    setPage(1);
  }, []);

  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(1);
  }, []);

  return {
    filters,
    appliedFilters,
    setFilter,
    resetFilters,
    order,
    setOrder,
    page,
    setPage,
    pageSize,
    setPageSize,
  };
}

export type ListState<Filters extends object, Field extends string = string> = ReturnType<
  typeof useListState<Filters, Field>
>;

/** Only the filters this screen still has, of the types it expects: an old remembered shape never breaks a list. */
function pickKnown<Filters extends object>(saved: Partial<Filters> | undefined, shape: Filters): Partial<Filters> {
  if (!saved || typeof saved !== 'object') return {};
  const out: Partial<Filters> = {};
  for (const key of Object.keys(shape) as (keyof Filters)[]) {
    const value = saved[key];
    if (
      value !== undefined &&
      Array.isArray(value) === Array.isArray(shape[key]) &&
      typeof value === typeof shape[key]
    ) {
      out[key] = value;
    }
  }
  return out;
}
