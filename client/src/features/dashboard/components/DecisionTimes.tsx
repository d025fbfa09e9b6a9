import { Table } from '@chakra-ui/react';
import type { DashboardQuery } from '../../../__generated__/graphql.js';
import { dashboardMessages as m } from '../messages.js';
import { capitalize, monthName } from '../model.js';

type DecisionTimeMonth = DashboardQuery['dashboard']['decisionTimes'][number];

/**
 * Time to decision per month: median and 90th percentile in business days, and the decisions past the brand's target
 * (design section 17). A table of bare figures (the unit in the headers), so that it fits a phone without scrolling.
 */
export function DecisionTimes({ months }: { months: readonly DecisionTimeMonth[] }) {
  return (
    <Table.Root size="sm" data-testid="decision-times">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{m.decisionTimes.month}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{m.decisionTimes.decisions}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{m.decisionTimes.median}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{m.decisionTimes.p90}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{m.decisionTimes.overdue}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {months.map((row) => (
          <Table.Row key={row.month}>
            <Table.Cell>{capitalize(monthName(row.month))}</Table.Cell>
            <Table.Cell textAlign="end">{row.decisions}</Table.Cell>
            <Table.Cell textAlign="end">{row.medianBusinessDays ?? m.decisionTimes.none}</Table.Cell>
            <Table.Cell textAlign="end">{row.p90BusinessDays ?? m.decisionTimes.none}</Table.Cell>
            <Table.Cell textAlign="end" color={row.overdue ? 'fg.error' : undefined}>
              {row.overdue}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
