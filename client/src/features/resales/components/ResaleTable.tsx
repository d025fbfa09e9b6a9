import { Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { ResaleRowFieldsFragment } from '../../../__generated__/graphql.js';
import { resaleListMessages as m } from '../messages/list.js';
import { resaleDetailsPath } from '../urls.js';
import { ResaleStatusBadge } from './ResaleStatusBadge.js';
import { resaleRowView } from './rowView.js';

/** The list on a wide screen: one row per sign-up; the company opens its details. */
export function ResaleTable({ rows }: { rows: readonly ResaleRowFieldsFragment[] }) {
  return (
    <Table.Root size="sm" variant="line" interactive>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{m.columns.fantasyName}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.cnpj}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.phone}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.contact}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.createdAt}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.status}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const v = resaleRowView(row);
          return (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Link asChild fontWeight="medium" color="brand.fg">
                  <RouterLink to={resaleDetailsPath(row.id)} aria-label={v.linkLabel}>
                    {v.name}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{v.cnpj}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{v.phone}</Table.Cell>
              <Table.Cell>{v.contact}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{v.createdAt}</Table.Cell>
              <Table.Cell>
                <ResaleStatusBadge status={row.status} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
