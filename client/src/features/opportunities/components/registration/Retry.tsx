import { Button, HStack, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { uiMessages } from '../../../../ui/messages.js';

/** A choice list that could not be read: why, and a way to ask again without losing what was typed. */
export function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <HStack gap="2" role="alert" wrap="wrap">
      <Text color="fg.error" fontSize="sm">
        {message}
      </Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        <LuRefreshCw aria-hidden />
        {uiMessages.retry}
      </Button>
    </HStack>
  );
}
