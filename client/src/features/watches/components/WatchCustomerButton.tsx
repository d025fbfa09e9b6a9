import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuBell } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useWatchCustomer } from '../hooks/useWatchCustomer.js';
import { watchMessages as m } from '../messages.js';
import { customerWatchesPath } from '../urls.js';

export interface WatchCustomerButtonProps {
  /** The protected customer's CNPJ (14 characters, or masked). */
  cnpj: string;
}

/**
 * "Avise-me quando liberar", where a reseller learns that a customer is protected (the registration form's warning,
 * shown again on a refusal): once asked, the button gives way to what happens next and a link to the requests.
 */
export function WatchCustomerButton({ cnpj }: WatchCustomerButtonProps) {
  const { watchCustomer, loading, done } = useWatchCustomer();
  if (done) {
    return (
      <Stack gap="1" role="status">
        <Text textStyle="sm">{done}</Text>
        <Link asChild textStyle="sm" fontWeight="semibold">
          <RouterLink to={customerWatchesPath}>{m.seeWatches}</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Stack gap="1" align="flex-start">
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          loading={loading}
          data-watch-customer
          onClick={() => void watchCustomer(cnpj)}
        >
          <LuBell aria-hidden />
          {m.watch}
        </Button>
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {m.watchHint}
      </Text>
    </Stack>
  );
}
