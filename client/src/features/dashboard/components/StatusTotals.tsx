import { DataList, SimpleGrid } from '@chakra-ui/react';
import type { DashboardQuery } from '../../../__generated__/graphql.js';
import { STATUS_LABELS } from '../../opportunities/model.js';
import { dashboardMessages } from '../messages.js';
import { TOTAL_FIELDS, TOTAL_STATUSES } from '../model.js';

type Totals = DashboardQuery['dashboard']['totals'];

/** How many opportunities sit in each status, and all of them: a description list a screen reader reads in pairs. */
export function StatusTotals({ totals }: { totals: Totals }) {
  const items = [
    ...TOTAL_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: totals[TOTAL_FIELDS[s]] })),
    { label: dashboardMessages.totals.all, value: totals.total },
  ];
  return (
    <DataList.Root orientation="vertical" asChild>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4, xl: 7 }} gap="3">
        {items.map((item) => (
          <DataList.Item key={item.label} borderWidth="1px" rounded="l3" p="3" bg="bg.panel">
            <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
            <DataList.ItemValue fontSize="2xl" fontWeight="semibold">
              {item.value.toLocaleString('pt-BR')}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </SimpleGrid>
    </DataList.Root>
  );
}
