import { Box, Button, Checkbox, Fieldset, Flex, Input, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormField } from '../../../ui/FormField.js';
import { FiltersToggle } from '../../../ui/list/FiltersToggle.js';
import { hasAnyResaleFilter, type ResaleListFilters, toggledStatuses } from '../listFilters.js';
import { resaleListMessages as m } from '../messages/list.js';
import { RESALE_STATUS_LABELS, RESALE_STATUSES } from '../model.js';

export interface ResaleFiltersProps {
  filters: ResaleListFilters;
  onChange: <K extends keyof ResaleListFilters>(name: K, value: ResaleListFilters[K]) => void;
  onClear: () => void;
}

/** The list's filters (spec section 2): status list and sign-up day. On a phone they fold behind "Filtros". */
export function ResaleFilters({ filters, onChange, onClear }: ResaleFiltersProps) {
  const panel = useId();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3">
      <FiltersToggle open={open} panel={panel} onToggle={() => setOpen((o) => !o)} />
      <Flex
        id={panel}
        display={{ base: open ? 'flex' : 'none', md: 'flex' }}
        gap="4"
        p="4"
        borderWidth="1px"
        rounded="l3"
        wrap="wrap"
        align="end"
        justify="space-between"
      >
        <Fieldset.Root w="auto">
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {m.statusFilter}
          </Fieldset.Legend>
          <Flex gap="4" wrap="wrap" pt="1">
            {RESALE_STATUSES.map((status) => (
              <Checkbox.Root
                key={status}
                size="sm"
                checked={filters.statuses.includes(status)}
                onCheckedChange={() => onChange('statuses', toggledStatuses(filters.statuses, status))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{RESALE_STATUS_LABELS[status]}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
        </Fieldset.Root>
        <Box w={{ base: 'full', sm: '15rem' }}>
          <FormField label={m.dateFilter}>
            <Input type="date" value={filters.date} onChange={(e) => onChange('date', e.currentTarget.value)} />
          </FormField>
        </Box>
        <Button variant="outline" size="sm" onClick={onClear} disabled={!hasAnyResaleFilter(filters)}>
          {m.clearFilters}
        </Button>
      </Flex>
    </Stack>
  );
}
