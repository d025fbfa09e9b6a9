import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { uiMessages } from '../messages.js';

/** What a list shows when it could not load: the message, and a way to ask again without reloading the page. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center py="10">
      <Stack gap="3" align="center" role="alert">
        <Text color="fg.error">{message}</Text>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <LuRefreshCw aria-hidden />
          {uiMessages.retry}
        </Button>
      </Stack>
    </Center>
  );
}
