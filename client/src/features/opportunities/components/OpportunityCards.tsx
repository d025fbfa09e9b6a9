import { Card, Flex, Grid, HStack, Link, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { OpportunityRowFieldsFragment } from '../../../__generated__/graphql.js';
import { DISTRIBUTOR_LABEL } from '../../../constants.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { opportunityDetailsPath } from '../urls.js';
import { AgeBar } from './AgeBar.js';
import { rowView } from './rowView.js';
import { StatusBadge } from './StatusBadge.js';

/** One labelled value of a card. */
function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm">{children}</Text>
    </Stack>
  );
}

/** The list on a phone or a narrow screen: one card per opportunity, the whole card opening its details. */
export function OpportunityCards({ rows }: { rows: readonly OpportunityRowFieldsFragment[] }) {
  return (
    <Grid
      as="ul"
      gap="3"
      listStyleType="none"
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
    >
      {rows.map((row) => {
        const v = rowView(row);
        return (
          <Card.Root as="li" key={row.id} size="sm" position="relative" _hover={{ borderColor: 'brand.solid' }}>
            <Card.Body gap="3">
              <Flex justify="space-between" align="start" gap="2">
                <Stack gap="0" minW="0">
                  <LinkOverlay asChild>
                    <Link asChild fontWeight="semibold" color="brand.fg" wordBreak="break-word">
                      <RouterLink to={opportunityDetailsPath(row.id)} aria-label={v.linkLabel}>
                        {v.company}
                      </RouterLink>
                    </Link>
                  </LinkOverlay>
                  {v.tradeName && <Text fontSize="sm">{v.tradeName}</Text>}
                  <Text fontSize="sm" color="fg.muted">
                    {v.cnpj}
                  </Text>
                </Stack>
                <StatusBadge status={row.status} />
              </Flex>
              <HStack gap="4" wrap="wrap" align="start">
                <Fact label={m.columns.value}>{v.value}</Fact>
                <Fact label={m.columns.createdAt}>{v.createdAt}</Fact>
                <Fact label={m.columns.approveDate}>{v.approveDate}</Fact>
                <Fact label={m.columns.distributor}>{DISTRIBUTOR_LABEL}</Fact>
              </HStack>
              {v.inAnalysis && <AgeBar elapsedDays={row.elapsedDays} expireDays={row.expireDays} />}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Grid>
  );
}
