import { DataList, Stack, Table, Text } from '@chakra-ui/react';
import type { ProductLineFieldsFragment } from '../../../__generated__/graphql.js';
import { formatCurrency } from '../../../lib/format.js';
import { fieldLabel } from '../fieldLabels.js';
import { opportunityDetailsMessages as m } from '../messages/details.js';
import { NOT_INFORMED } from '../model.js';

export interface ProductLinesProps {
  /** The group's name, which also names its table. */
  title: string;
  lines: readonly ProductLineFieldsFragment[];
  /** A table on a wide screen; on a phone one card per line. */
  wide: boolean;
}

const COLUMNS = ['partNumber', 'description', 'amount', 'price'] as const;

function cellsOf(line: ProductLineFieldsFragment) {
  return {
    partNumber: line.partNumber || NOT_INFORMED,
    description: line.description || NOT_INFORMED,
    amount: line.amount.toLocaleString('pt-BR'),
    price: formatCurrency(line.price),
    total: formatCurrency(line.amount * line.price),
  };
}

/** One group of product lines (products, accessories or competitors' products) with each line's value in R$. */
export function ProductLines({ title, lines, wide }: ProductLinesProps) {
  if (lines.length === 0) return <Text color="fg.muted">{m.noLines}</Text>;
  if (!wide) {
    return (
      <Stack as="ul" gap="3" listStyleType="none" aria-label={title}>
        {lines.map((line, i) => {
          const cells = cellsOf(line);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the registration's
            <li key={i}>
              <DataList.Root orientation="horizontal" size="sm" borderWidth="1px" rounded="l2" p="3">
                {COLUMNS.map((c) => (
                  <DataList.Item key={c}>
                    <DataList.ItemLabel>{fieldLabel(`products.${c}`)}</DataList.ItemLabel>
                    <DataList.ItemValue wordBreak="break-word">{cells[c]}</DataList.ItemValue>
                  </DataList.Item>
                ))}
                <DataList.Item>
                  <DataList.ItemLabel>{m.lineTotal}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="semibold">{cells.total}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </li>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.Root size="sm" variant="line" aria-label={title}>
      <Table.Header>
        <Table.Row>
          {COLUMNS.map((c) => (
            <Table.ColumnHeader key={c} textAlign={c === 'amount' || c === 'price' ? 'end' : undefined}>
              {fieldLabel(`products.${c}`)}
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader textAlign="end">{m.lineTotal}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line, i) => {
          const cells = cellsOf(line);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the registration's
            <Table.Row key={i}>
              <Table.Cell>{cells.partNumber}</Table.Cell>
              <Table.Cell>{cells.description}</Table.Cell>
              <Table.Cell textAlign="end">{cells.amount}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {cells.price}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {cells.total}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
