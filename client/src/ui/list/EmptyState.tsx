import { Center, Text } from '@chakra-ui/react';
import { uiMessages } from '../messages.js';

/** What an empty list shows (spec section 2: "Sem conteúdo"; the history says "Sem Histórico"). */
export function EmptyState({ text = uiMessages.empty }: { text?: string }) {
  return (
    <Center py="10" role="status">
      <Text color="fg.muted">{text}</Text>
    </Center>
  );
}
