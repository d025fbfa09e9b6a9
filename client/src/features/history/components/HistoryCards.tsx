import { Card, DataList, Flex, Stack, Text } from '@chakra-ui/react';
import { historyMessages as m } from '../messages.js';
import type { HistoryViewProps } from './HistoryTable.js';
import { entryView } from './historyRows.js';
import { NoteText } from './NoteText.js';

/**
 * The history on a phone: one card per entry, each changed attribute with its value before and after; a note's card
 * carries its text instead.
 */
export function HistoryCards({ entries, showUser }: HistoryViewProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {entries.map((entry) => {
        const v = entryView(entry);
        return (
          <Card.Root as="li" key={entry.id} size="sm" bg={v.note ? 'bg.subtle' : undefined}>
            <Card.Body gap="3">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{v.action}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {v.date}
                </Text>
              </Flex>
              {showUser && (
                <Text fontSize="sm">
                  {m.columns.username}: {v.username}
                </Text>
              )}
              {v.note ? (
                <NoteText lines={v.note} />
              ) : (
                <Stack as="ul" gap="2" listStyleType="none">
                  {v.changes.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an entry's changes have no id; their order is fixed
                    <li key={i}>
                      <Text fontSize="sm" fontWeight="medium">
                        {c.attribute}
                      </Text>
                      <DataList.Root orientation="horizontal" size="sm" gap="1">
                        <DataList.Item>
                          <DataList.ItemLabel>{m.columns.oldValue}</DataList.ItemLabel>
                          <DataList.ItemValue wordBreak="break-word">{c.oldValue}</DataList.ItemValue>
                        </DataList.Item>
                        <DataList.Item>
                          <DataList.ItemLabel>{m.columns.newValue}</DataList.ItemLabel>
                          <DataList.ItemValue wordBreak="break-word">{c.newValue}</DataList.ItemValue>
                        </DataList.Item>
                      </DataList.Root>
                    </li>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
