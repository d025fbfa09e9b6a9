import { useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { CustomerWatchesDocument, type CustomerWatchesQuery } from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { formatCnpj, formatDate } from '../../../lib/format.js';
import { LoadingSpinner } from '../../../ui/LoadingSpinner.js';
import { EmptyState } from '../../../ui/list/EmptyState.js';
import { LoadError } from '../../../ui/list/LoadError.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { opportunityListPath } from '../../opportunities/urls.js';
import { watchErrorMessage } from '../errors.js';
import { useUnwatchCustomer } from '../hooks/useUnwatchCustomer.js';
import { watchMessages as m } from '../messages.js';

/**
 * /Painel/CustomerWatches: the reseller's own waiting requests ("Avisos de liberação"), newest first, each with the
 * customer's name and CNPJ, until when it is protected and what happens then, when it was asked and until when it
 * waits, and a way to cancel it. Asked again on every visit: a
 * request ends by itself when its customer is freed or its 180 days pass.
 */
export function CustomerWatchesPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(CustomerWatchesDocument, { fetchPolicy: 'cache-and-network' });
  const { unwatchCustomer } = useUnwatchCustomer({ onFailure: () => void refetch() });
  const watches = data?.customerWatches;

  const cancel = async (id: string) => {
    // The row and its button go: the focus goes to the page's heading rather than to nowhere.
    if (await unwatchCustomer(id)) heading.current?.focus();
  };

  const content = () => {
    if (error && !watches) {
      if (isSessionEnd(error)) return null;
      return <LoadError message={watchErrorMessage('customerWatches', error)} onRetry={() => void refetch()} />;
    }
    if (!watches) {
      return <LoadingSpinner label={m.loading} />;
    }
    if (watches.length === 0) return <EmptyState />;
    return (
      <Stack as="ul" gap="3" listStyleType="none" aria-label={m.title}>
        {watches.map((w) => (
          <WatchItem key={w.id} watch={w} onCancel={cancel} />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="5">
      <PageHeader title={m.title} backTo={opportunityListPath} backLabel={m.backToList} headingRef={heading} />
      <Text color="fg.muted">{m.intro}</Text>
      <div aria-busy={loading}>{content()}</div>
    </Stack>
  );
}

type Watch = CustomerWatchesQuery['customerWatches'][number];

/**
 * One request: the customer (name and CNPJ), until when it is protected and what happens then, the request's own
 * dates. Never who holds the customer: the service gives nothing of it.
 */
function WatchItem({ watch: w, onCancel }: { watch: Watch; onCancel: (id: string) => void }) {
  const cnpj = formatCnpj(w.cnpj);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} wrap="wrap">
          <Stack gap="1" minW="0" flex="1 1 16rem">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {w.companyName ?? m.unnamedCompany}
            </Text>
            <Text textStyle="sm">
              {m.cnpj} {cnpj}
            </Text>
            {w.protectedUntil ? (
              <>
                <Text textStyle="sm" fontWeight="medium">
                  {m.protectedUntil(formatDate(w.protectedUntil))}
                </Text>
                <Text textStyle="sm">{m.nextStep}</Text>
              </>
            ) : (
              <Text textStyle="sm">{m.released}</Text>
            )}
            <Text textStyle="sm" color="fg.muted">
              {m.requestedAt} {formatDate(w.requestedAt)} · {m.expiresAt} {formatDate(w.expiresAt)}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" aria-label={m.cancelLabel(cnpj)} onClick={() => onCancel(w.id)}>
            {m.cancel}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
