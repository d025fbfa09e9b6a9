import { Button, Flex, Group, Link, Stack, Table } from '@chakra-ui/react';
import { LuList } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { OpportunityRowFieldsFragment } from '../../../__generated__/graphql.js';
import { LoadingSpinner } from '../../../ui/LoadingSpinner.js';
import { EmptyState } from '../../../ui/list/EmptyState.js';
import { LoadError } from '../../../ui/list/LoadError.js';
import { rowView } from '../../opportunities/components/rowView.js';
import { StatusBadge } from '../../opportunities/components/StatusBadge.js';
import { dashboardMessages } from '../messages.js';
import type { LatestView } from '../model.js';
import { opportunityDetailsPath, opportunityListPath } from '../urls.js';

const m = dashboardMessages.latest;

export interface LatestOpportunitiesProps {
  view: LatestView;
  onViewChange: (view: LatestView) => void;
  /** Undefined while the rows of the chosen view load. */
  rows: readonly OpportunityRowFieldsFragment[] | undefined;
  error?: string;
  onRetry: () => void;
}

const VIEWS: { view: LatestView; label: string }[] = [
  { view: 'ALL', label: m.all },
  { view: 'APPROVED', label: m.approved },
];

/**
 * Narrower cells on a phone: with a value in the millions ("R$ 2.246.886,91", which never wraps) and a status badge,
 * the table's usual padding took it 7 px past a 390 px screen.
 */
const cellPx = { base: '1', md: '2' } as const;

function Rows({ rows }: { rows: readonly OpportunityRowFieldsFragment[] }) {
  return (
    <Table.Root size="sm" variant="line" interactive>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader px={cellPx}>{m.columns.company}</Table.ColumnHeader>
          <Table.ColumnHeader px={cellPx} hideBelow="md">
            {m.columns.createdAt}
          </Table.ColumnHeader>
          <Table.ColumnHeader px={cellPx}>{m.columns.status}</Table.ColumnHeader>
          <Table.ColumnHeader px={cellPx} textAlign="end">
            {m.columns.value}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const v = rowView(row);
          return (
            <Table.Row key={row.id}>
              {/* Names wrap between words only: a table sizes its columns by the narrowest the text can get, and
                  letting words break anywhere made that one letter wide on a phone ("Supermercado/s"). */}
              <Table.Cell px={cellPx}>
                <Link asChild fontWeight="medium" aria-label={v.linkLabel}>
                  <RouterLink to={opportunityDetailsPath(row.id)}>{v.company}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell px={cellPx} hideBelow="md" whiteSpace="nowrap">
                {v.createdAt}
              </Table.Cell>
              <Table.Cell px={cellPx}>
                <StatusBadge status={row.status} />
              </Table.Cell>
              <Table.Cell px={cellPx} textAlign="end" whiteSpace="nowrap">
                {v.value}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * The last 11 opportunities (spec section 2): all of them or the approved ones, each opening its details; the value
 * is the total of the lines that are not competition (the row's `estimated`), with a decimal comma.
 */
export function LatestOpportunities({ view, onViewChange, rows, error, onRetry }: LatestOpportunitiesProps) {
  const content = () => {
    if (error) return <LoadError message={error} onRetry={onRetry} />;
    if (!rows) {
      return <LoadingSpinner label={dashboardMessages.loading} />;
    }
    if (rows.length === 0) return <EmptyState />;
    return <Rows rows={rows} />;
  };
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Group attached role="group" aria-label={m.filter}>
          {VIEWS.map((v) => (
            <Button
              key={v.view}
              size="sm"
              variant={view === v.view ? 'solid' : 'outline'}
              aria-pressed={view === v.view}
              onClick={() => onViewChange(v.view)}
            >
              {v.label}
            </Button>
          ))}
        </Group>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={opportunityListPath}>
            <LuList aria-hidden />
            {m.seeList}
          </RouterLink>
        </Button>
      </Flex>
      {content()}
    </Stack>
  );
}
