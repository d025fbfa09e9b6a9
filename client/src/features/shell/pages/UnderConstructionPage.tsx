import { EmptyState, Heading, Stack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';
import { shellMessages as m } from '../messages.js';

/** A screen of a later release: says so plainly inside the shell instead of showing invented data. */
export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <EmptyState.Root borderWidth="1px" rounded="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuConstruction />
          </EmptyState.Indicator>
          <EmptyState.Title>{m.underConstruction}</EmptyState.Title>
          <EmptyState.Description>{m.underConstructionDetail}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
