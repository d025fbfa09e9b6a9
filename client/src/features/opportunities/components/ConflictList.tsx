import { Card, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { OpportunityDetailFieldsFragment } from '../../../__generated__/graphql.js';
import { formatCnpj, formatDate } from '../../../lib/format.js';
import { opportunityDetailsMessages as m } from '../messages/details.js';
import { NOT_INFORMED } from '../model.js';
import { opportunityDetailsPath } from '../urls.js';
import { StatusBadge } from './StatusBadge.js';

type Conflict = OpportunityDetailFieldsFragment['conflicts'][number];

/**
 * "Conflitos" (DESIGN section 4): the other registrations of the same customer that a representative weighs
 * before approving, each opening its own details.
 */
export function ConflictList({
  conflicts,
  total,
  more,
}: {
  conflicts: readonly Conflict[];
  total: number;
  more: boolean;
}) {
  if (conflicts.length === 0) return <Text color="fg.muted">{m.noConflicts}</Text>;
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {m.conflictsHint}
      </Text>
      {total > conflicts.length && (
        <Text fontSize="sm" fontWeight="semibold">
          {m.conflictsNewest(conflicts.length, total, more)}
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none">
        {conflicts.map((c) => {
          const name = c.name || c.corporateName || NOT_INFORMED;
          const createdAt = formatDate(c.createdAt);
          return (
            <Card.Root as="li" key={c.id} size="sm" variant="outline">
              <Card.Body gap="1">
                <Flex justify="space-between" align="start" gap="2" wrap="wrap">
                  <Link asChild fontWeight="semibold" color="brand.fg" wordBreak="break-word">
                    <RouterLink to={opportunityDetailsPath(c.id)} aria-label={m.conflictLink(name, createdAt)}>
                      {name}
                    </RouterLink>
                  </Link>
                  <StatusBadge status={c.status} />
                </Flex>
                <Text fontSize="sm">{c.resale || NOT_INFORMED}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatCnpj(c.cnpj)} · {m.conflictCreatedAt(createdAt)}
                </Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
    </Stack>
  );
}
