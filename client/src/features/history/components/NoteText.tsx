import { Stack, Text } from '@chakra-ui/react';

/** A note's lines, set apart from the values of a change: the author's words, shown as written. */
export function NoteText({ lines }: { lines: readonly string[] }) {
  return (
    <Stack gap="1" borderStartWidth="2px" borderColor="border.emphasized" paddingStart="3">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a note's lines have no id; their order is fixed
        <Text key={i} fontSize="sm" fontStyle="italic" wordBreak="break-word" whiteSpace="pre-line">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
