import { IconButton, Table } from '@chakra-ui/react';
import { LuEye, LuHistory } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { UserRowFieldsFragment } from '../../../__generated__/graphql.js';
import { formatPhone } from '../../../lib/format.js';
import { historyPath } from '../../history/urls.js';
import { userMessages } from '../messages.js';
import { roleLabel } from '../model.js';
import { userDetailsPath } from '../urls.js';
import { EmailLink } from './EmailLink.js';

const m = userMessages.list;

export interface UserRowsProps {
  rows: readonly UserRowFieldsFragment[];
  /** Representatives and support: the role of each user. */
  showRole: boolean;
}

/** The users list on a wide screen (spec section 2): Ações, Histórico, Nome, Email, Telefone (and the role). */
export function UserTable({ rows, showRole }: UserRowsProps) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" variant="line" interactive>
        <Table.Caption srOnly>{m.caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="1">{m.columns.actions}</Table.ColumnHeader>
            <Table.ColumnHeader w="1">{m.columns.history}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.columns.name}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.columns.email}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.columns.phone}</Table.ColumnHeader>
            {showRole && <Table.ColumnHeader>{m.columns.role}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <IconButton asChild variant="ghost" size="sm" aria-label={m.view(row.name)}>
                  <RouterLink to={userDetailsPath(row.id)}>
                    <LuEye />
                  </RouterLink>
                </IconButton>
              </Table.Cell>
              <Table.Cell>
                <IconButton asChild variant="ghost" size="sm" aria-label={m.historyOf(row.name)}>
                  <RouterLink to={historyPath(row.id, 'Users')}>
                    <LuHistory />
                  </RouterLink>
                </IconButton>
              </Table.Cell>
              <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
              <Table.Cell>
                <EmailLink email={row.email} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatPhone(row.phone)}</Table.Cell>
              {showRole && <Table.Cell>{roleLabel(row.role)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
