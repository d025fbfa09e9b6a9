import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import type { OpportunitySortField } from '../../../__generated__/graphql.js';
import type { SortDirectionName } from '../../../ui/list/useListState.js';
import type { OpportunityListOrder } from '../listFilters.js';
import { opportunityListMessages as m } from '../messages/list.js';

type SortKey = keyof typeof m.sorts;
const SORT_KEYS = Object.keys(m.sorts) as SortKey[];

const keyOf = (order: OpportunityListOrder) => `${order.field}_${order.direction}` as SortKey;
function orderOf(key: SortKey): OpportunityListOrder {
  const direction = key.endsWith('_ASC') ? 'ASC' : 'DESC';
  return {
    field: key.slice(0, -(direction.length + 1)) as OpportunitySortField,
    direction: direction as SortDirectionName,
  };
}

/** "Ordenar por": creation or value, either way (the table's headers sort too; this works on every screen). */
export function OpportunitySortSelect({
  order,
  onChange,
}: {
  order: OpportunityListOrder;
  onChange: (order: OpportunityListOrder) => void;
}) {
  return (
    <Field.Root w="auto">
      <HStack gap="2">
        <Field.Label whiteSpace="nowrap" mb="0">
          {m.sortBy}
        </Field.Label>
        <NativeSelect.Root size="sm" w="40">
          <NativeSelect.Field
            value={keyOf(order)}
            onChange={(e) => onChange(orderOf(e.currentTarget.value as SortKey))}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {m.sorts[key]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </Field.Root>
  );
}
