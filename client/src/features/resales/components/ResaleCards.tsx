import { Card, Flex, Grid, HStack, Link, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { ResaleRowFieldsFragment } from '../../../__generated__/graphql.js';
import { resaleListMessages as m } from '../messages/list.js';
import { resaleDetailsPath } from '../urls.js';
import { ResaleStatusBadge } from './ResaleStatusBadge.js';
import { resaleRowView } from './rowView.js';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" wordBreak="break-word">
        {children}
      </Text>
    </Stack>
  );
}

/** The list on a phone or a narrow screen: one card per sign-up, the whole card opening its details. */
export function ResaleCards({ rows }: { rows: readonly ResaleRowFieldsFragment[] }) {
  return (
    <Grid
      as="ul"
      gap="3"
      listStyleType="none"
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
    >
      {rows.map((row) => {
        const v = resaleRowView(row);
        return (
          <Card.Root as="li" key={row.id} size="sm" position="relative" _hover={{ borderColor: 'brand.solid' }}>
            <Card.Body gap="3">
              <Flex justify="space-between" align="start" gap="2">
                <Stack gap="0" minW="0">
                  <LinkOverlay asChild>
                    <Link asChild fontWeight="semibold" color="brand.fg" wordBreak="break-word">
                      <RouterLink to={resaleDetailsPath(row.id)} aria-label={v.linkLabel}>
                        {v.name}
                      </RouterLink>
                    </Link>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    {v.cnpj}
                  </Text>
                </Stack>
                <ResaleStatusBadge status={row.status} />
              </Flex>
              <HStack gap="4" wrap="wrap" align="start">
                <Fact label={m.columns.contact}>{v.contact}</Fact>
                <Fact label={m.columns.phone}>{v.phone}</Fact>
                <Fact label={m.columns.createdAt}>{v.createdAt}</Fact>
              </HStack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Grid>
  );
}
