import { Button, Link, Stack, Table, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { OpportunityRowFieldsFragment, OpportunitySortField } from '../../../__generated__/graphql.js';
import type { OpportunityListOrder } from '../listFilters.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { DISTRIBUTOR_LABEL } from '../rules.js';
import { opportunityDetailsPath } from '../urls.js';
import { AgeBar } from './AgeBar.js';
import { CompanyInactiveFlag } from './CompanyInactiveFlag.js';
import { DecisionClock } from './DecisionClock.js';
import { rowView } from './rowView.js';
import { StatusBadge } from './StatusBadge.js';

export interface OpportunityRowsProps {
  rows: readonly OpportunityRowFieldsFragment[];
  order: OpportunityListOrder;
  onOrderChange: (order: OpportunityListOrder) => void;
}

/** A column header that sorts by its field: newest / largest first on the first press, then the other way. */
function SortHeader({
  field,
  label,
  order,
  onOrderChange,
}: Omit<OpportunityRowsProps, 'rows'> & {
  field: OpportunitySortField;
  label: string;
}) {
  const active = order.field === field;
  const Icon = !active ? LuArrowUpDown : order.direction === 'ASC' ? LuArrowUp : LuArrowDown;
  const next = active && order.direction === 'DESC' ? 'ASC' : 'DESC';
  return (
    <Table.ColumnHeader
      aria-sort={active ? (order.direction === 'ASC' ? 'ascending' : 'descending') : undefined}
      textAlign={field === 'ESTIMATED' ? 'end' : undefined}
    >
      <Button
        variant="ghost"
        size="sm"
        px="1"
        mx="-1"
        h="auto"
        minH="8"
        fontSize="inherit"
        fontWeight="inherit"
        color="inherit"
        onClick={() => onOrderChange({ field, direction: next })}
      >
        {label}
        <Icon aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}

/** The list on a wide screen: one row per opportunity; the company opens its details. */
export function OpportunityTable({ rows, order, onOrderChange }: OpportunityRowsProps) {
  const sort = { order, onOrderChange };
  return (
    <Table.Root size="sm" variant="line" interactive>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{m.columns.status}</Table.ColumnHeader>
          <SortHeader field="CREATED_AT" label={m.columns.createdAt} {...sort} />
          <Table.ColumnHeader>{m.columns.company}</Table.ColumnHeader>
          <SortHeader field="ESTIMATED" label={m.columns.value} {...sort} />
          <Table.ColumnHeader>{m.columns.approveDate}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.distributor}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.age}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const v = rowView(row);
          return (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Stack gap="1" align="flex-start">
                  <StatusBadge status={row.status} />
                  <DecisionClock waitingBusinessDays={v.waitingBusinessDays} overdue={v.decisionOverdue} />
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{v.createdAt}</Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Link asChild fontWeight="medium" color="brand.fg">
                    <RouterLink to={opportunityDetailsPath(row.id)} aria-label={v.linkLabel}>
                      {v.company}
                    </RouterLink>
                  </Link>
                  {v.tradeName && <Text fontSize="xs">{v.tradeName}</Text>}
                  <Text fontSize="xs" color="fg.muted">
                    {v.cnpj}
                  </Text>
                  {v.companyInactive && <CompanyInactiveFlag />}
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {v.value}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{v.approveDate}</Table.Cell>
              <Table.Cell>{DISTRIBUTOR_LABEL}</Table.Cell>
              <Table.Cell>
                {v.inAnalysis && <AgeBar elapsedDays={row.elapsedDays} expireDays={row.expireDays} />}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
