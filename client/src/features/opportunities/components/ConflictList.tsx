import { Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { OpportunityDetailFieldsFragment } from '../../../__generated__/graphql.js';
import { formatCnpj, formatDate } from '../../../lib/format.js';
import { staticStyles, useStaticStyles } from '../../../ui/staticStyles.js';
import { opportunityDetailsMessages as m } from '../messages/details.js';
import { NOT_INFORMED } from '../model.js';
import { opportunityDetailsPath } from '../urls.js';
import { StatusBadge } from './StatusBadge.js';

type Conflict = OpportunityDetailFieldsFragment['conflicts'][number];

// The cards as plain elements with class names made once (ui/staticStyles.ts), with the styles of the Chakra
// components they were written with (Stack, Card, Flex, Link, Text): a representative's details page lists up to
// fifty conflicts, some three hundred and fifty components that took a phone's main thread a long task to render.
const conflictStyles = staticStyles((system) => {
  const card = system.sva(system.getSlotRecipe('card'))({ size: 'sm', variant: 'outline' }) as unknown as Record<
    'root' | 'body',
    object
  >;
  const link = system.cva(system.getRecipe('link'))({}) as unknown as object;
  return {
    list: { display: 'flex', flexDirection: 'column', gap: '2', listStyleType: 'none' },
    card: card.root,
    body: [card.body, { gap: '1' }],
    head: { display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '2', flexWrap: 'wrap' },
    link: [link, { fontWeight: 'semibold', color: 'brand.fg', wordBreak: 'break-word' }],
    resale: { fontSize: 'sm' },
    meta: { fontSize: 'sm', color: 'fg.muted' },
  };
});

/**
 * "Conflitos" (design section 4): the other registrations of the same customer that a representative weighs
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
  const c = useStaticStyles(conflictStyles);
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
      <ul className={`chakra-stack ${c.list}`}>
        {conflicts.map((conflict) => {
          const name = conflict.name || conflict.corporateName || NOT_INFORMED;
          const createdAt = formatDate(conflict.createdAt);
          return (
            <li key={conflict.id} className={`chakra-card__root ${c.card}`}>
              <div className={`chakra-card__body ${c.body}`}>
                <div className={c.head}>
                  <RouterLink
                    to={opportunityDetailsPath(conflict.id)}
                    aria-label={m.conflictLink(name, createdAt)}
                    className={`chakra-link ${c.link}`}
                  >
                    {name}
                  </RouterLink>
                  <StatusBadge status={conflict.status} />
                </div>
                <p className={`chakra-text ${c.resale}`}>{conflict.resale || NOT_INFORMED}</p>
                <p className={`chakra-text ${c.meta}`}>
                  {formatCnpj(conflict.cnpj)} · {m.conflictCreatedAt(createdAt)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
