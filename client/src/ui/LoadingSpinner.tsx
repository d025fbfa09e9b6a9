import { Center, Spinner } from '@chakra-ui/react';

/** A part of the page that is still loading: a spinner in its place, named for assistive technology. */
export function LoadingSpinner({ label, py = '10' }: { label: string; py?: string }) {
  return (
    <Center py={py}>
      <Spinner size="lg" role="status" aria-label={label} />
    </Center>
  );
}
