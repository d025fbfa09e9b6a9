import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The top of a list screen: its h1, and its actions on the right (they wrap below the title on a phone). */
export function ListHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
