import { Table } from '@chakra-ui/react';
import { historyMessages as m } from '../messages.js';
import { type EntryView, entryView, type HistoryEntry } from './historyRows.js';
import { NoteText } from './NoteText.js';

export interface HistoryViewProps {
  entries: readonly HistoryEntry[];
  /** Representatives see who made each change (spec section 6). */
  showUser: boolean;
}

/** A note is one row: its text spans the attribute and value columns, which it does not fill as a change would. */
function NoteRow({ v, note, showUser }: { v: EntryView; note: string[]; showUser: boolean }) {
  return (
    <Table.Row bg="bg.subtle">
      <Table.Cell verticalAlign="top" fontWeight="medium">
        {v.action}
      </Table.Cell>
      {showUser && <Table.Cell verticalAlign="top">{v.username}</Table.Cell>}
      <Table.Cell colSpan={3} verticalAlign="top">
        <NoteText lines={note} />
      </Table.Cell>
      <Table.Cell verticalAlign="top" whiteSpace="nowrap">
        {v.date}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The history on a wide screen: one row per changed attribute; the action, the user and the date span the rows
 * of their entry. A note is one row of its own.
 */
export function HistoryTable({ entries, showUser }: HistoryViewProps) {
  return (
    <Table.Root size="sm" variant="line">
      <Table.Caption srOnly>{m.caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{m.columns.actionType}</Table.ColumnHeader>
          {showUser && <Table.ColumnHeader>{m.columns.username}</Table.ColumnHeader>}
          <Table.ColumnHeader>{m.columns.attribute}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.oldValue}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.newValue}</Table.ColumnHeader>
          <Table.ColumnHeader>{m.columns.date}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      {entries.map((entry) => {
        const v = entryView(entry);
        const span = v.changes.length;
        return (
          // One body per entry, so the rows of an entry read as a group.
          <Table.Body key={entry.id}>
            {v.note && <NoteRow v={v} note={v.note} showUser={showUser} />}
            {v.changes.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an entry's changes have no id; their order is fixed
              <Table.Row key={i}>
                {i === 0 && (
                  <Table.Cell rowSpan={span} verticalAlign="top" fontWeight="medium">
                    {v.action}
                  </Table.Cell>
                )}
                {i === 0 && showUser && (
                  <Table.Cell rowSpan={span} verticalAlign="top">
                    {v.username}
                  </Table.Cell>
                )}
                <Table.Cell verticalAlign="top">{c.attribute}</Table.Cell>
                <Table.Cell verticalAlign="top" wordBreak="break-word">
                  {c.oldValue}
                </Table.Cell>
                <Table.Cell verticalAlign="top" wordBreak="break-word">
                  {c.newValue}
                </Table.Cell>
                {i === 0 && (
                  <Table.Cell rowSpan={span} verticalAlign="top" whiteSpace="nowrap">
                    {v.date}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        );
      })}
    </Table.Root>
  );
}
