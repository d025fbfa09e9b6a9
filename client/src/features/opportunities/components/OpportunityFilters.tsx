import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  Flex,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  useBreakpointValue,
} from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { type OpportunityStatus, StatesDocument } from '../../../__generated__/graphql.js';
import { FormField } from '../../../ui/FormField.js';
import { FiltersToggle } from '../../../ui/list/FiltersToggle.js';
import { MaskedInput } from '../../../ui/MaskedInput.js';
import { CNPJ_MASK } from '../../../ui/masks.js';
import { hasAnyFilter, type OpportunityListFilters, usesMoreFilters } from '../listFilters.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { MAIN_STATUSES, RENEWAL_STATUSES, STATUS_LABELS } from '../model.js';

export interface OpportunityFiltersProps {
  filters: OpportunityListFilters;
  onChange: <K extends keyof OpportunityListFilters>(name: K, value: OpportunityListFilters[K]) => void;
  onClear: () => void;
  /** Representatives may list the registrations whose company is unverified, or no longer active. */
  showCompanyUnverified?: boolean;
}

const ALL_STATUSES = [...MAIN_STATUSES, ...RENEWAL_STATUSES];

/** The representatives' yes-or-no filters (`showCompanyUnverified`), each a checkbox. */
const FLAG_FILTERS = [
  ['companyUnverified', m.companyUnverifiedFilter],
  ['companyInactive', m.companyInactiveFilter],
  ['decisionOverdue', m.decisionOverdueFilter],
] as const;

function StatusChoice({
  status,
  checked,
  onToggle,
}: {
  status: OpportunityStatus;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={onToggle} size="sm">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{STATUS_LABELS[status]}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The UF choices, asked for when the filters are first shown: their answer re-renders this list alone. */
function StateOptions() {
  const { data } = useQuery(StatesDocument);
  return (data?.states ?? []).map((s) => (
    <option key={s.abbreviation} value={s.abbreviation}>
      {s.name} ({s.abbreviation})
    </option>
  ));
}

/** Shown or folded: folded content stays in the page (the toggles' aria-controls point at it), just not displayed. */
const Foldable = ({ id, open, children }: { id: string; open: boolean; children: ReactNode }) => (
  <Box id={id} display={open ? 'contents' : 'none'}>
    {children}
  </Box>
);

/**
 * The list's filters (spec section 2): statuses, name, CNPJ and client at hand; the renovation statuses and the
 * less common filters behind "mais filtros". On a phone the whole panel folds behind "Filtros", and its fields are
 * built when first shown (six checkboxes, the masked CNPJ and the states select weighed on the list's first render).
 */
export function OpportunityFilters({
  filters,
  onChange,
  onClear,
  showCompanyUnverified = false,
}: OpportunityFiltersProps) {
  const ids = { panel: useId(), moreStatuses: useId(), moreFields: useId() };
  const [panelOpen, setPanelOpen] = useState(false);
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  const [shownOnce, setShownOnce] = useState(false);
  if ((wide || panelOpen) && !shownOnce) setShownOnce(true);
  // A remembered filter behind "mais filtros" is shown, not hidden while it narrows the list.
  const [more, setMore] = useState(() => usesMoreFilters(filters));

  const toggleStatus = (status: OpportunityStatus) => {
    const next = filters.statuses.includes(status)
      ? filters.statuses.filter((s) => s !== status)
      : ALL_STATUSES.filter((s) => s === status || filters.statuses.includes(s));
    onChange('statuses', next);
  };
  const text = (name: Exclude<keyof OpportunityListFilters, 'statuses' | (typeof FLAG_FILTERS)[number][0]>) => ({
    value: filters[name],
    onChange: (e: { currentTarget: { value: string } }) => onChange(name, e.currentTarget.value),
  });
  const status = (s: OpportunityStatus) => (
    <StatusChoice key={s} status={s} checked={filters.statuses.includes(s)} onToggle={() => toggleStatus(s)} />
  );

  return (
    <Stack gap="3">
      <FiltersToggle open={panelOpen} panel={ids.panel} onToggle={() => setPanelOpen((o) => !o)} />
      <Stack
        id={ids.panel}
        display={{ base: panelOpen ? 'flex' : 'none', md: 'flex' }}
        gap="4"
        p="4"
        borderWidth="1px"
        rounded="l3"
      >
        {shownOnce && (
          <>
            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {m.statusFilter}
              </Fieldset.Legend>
              <Flex gap="4" wrap="wrap" pt="1">
                {MAIN_STATUSES.map(status)}
                <Foldable id={ids.moreStatuses} open={more}>
                  {RENEWAL_STATUSES.map(status)}
                </Foldable>
              </Flex>
            </Fieldset.Root>
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="3">
              <FormField label={m.nameFilter}>
                <Input {...text('name')} />
              </FormField>
              <FormField label={m.cnpjFilter}>
                <MaskedInput
                  maskOptions={CNPJ_MASK}
                  value={filters.cnpj}
                  onChange={(v) => onChange('cnpj', v)}
                  placeholder="00.000.000/0000-00"
                />
              </FormField>
              <FormField label={m.clientFilter}>
                <Input {...text('fantasyName')} />
              </FormField>
              <Foldable id={ids.moreFields} open={more}>
                <FormField label={m.dateFilter}>
                  <Input type="date" {...text('date')} />
                </FormField>
                <FormField label={m.emailFilter}>
                  <Input type="email" inputMode="email" {...text('email')} />
                </FormField>
                <FormField label={m.stateFilter}>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...text('state')}>
                      <option value="">{m.allStates}</option>
                      <StateOptions />
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={m.cityFilter}>
                  <Input {...text('city')} />
                </FormField>
                <FormField label={m.registerFilter}>
                  <Input {...text('register')} />
                </FormField>
                {showCompanyUnverified &&
                  FLAG_FILTERS.map(([flag, label]) => (
                    <Checkbox.Root
                      key={flag}
                      checked={filters[flag]}
                      onCheckedChange={(e) => onChange(flag, e.checked === true)}
                      size="sm"
                      alignSelf="end"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
              </Foldable>
            </SimpleGrid>
            <Flex gap="2" wrap="wrap" justify="space-between">
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={more}
                aria-controls={`${ids.moreStatuses} ${ids.moreFields}`}
                onClick={() => setMore((o) => !o)}
              >
                {more ? m.fewerFilters : m.moreFilters}
              </Button>
              <Button variant="outline" size="sm" onClick={onClear} disabled={!hasAnyFilter(filters)}>
                {m.clearFilters}
              </Button>
            </Flex>
          </>
        )}
      </Stack>
    </Stack>
  );
}
