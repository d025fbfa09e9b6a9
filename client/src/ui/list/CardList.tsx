import { Card, Flex, Grid, HStack, Link, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A list on a phone or a narrow screen: its rows as cards, one column, two from a medium screen on. */
export function CardList({ children }: { children: ReactNode }) {
  return (
    <Grid
      as="ul"
      gap="3"
      listStyleType="none"
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
    >
      {children}
    </Grid>
  );
}

/** One labelled value of a card. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
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

export interface LinkedCardProps {
  /** The details the whole card opens. */
  to: string;
  /** What the link says to assistive technology when the title alone is ambiguous. */
  linkLabel: string;
  title: string;
  /** Lines under the title (a trade name, a CNPJ). */
  subtitle?: ReactNode;
  /** The status, top right. */
  badge?: ReactNode;
  /** The card's facts (CardFact), in a wrapping row. */
  facts: ReactNode;
  /** Below the facts (the age bar of an opportunity in analysis). */
  footer?: ReactNode;
}

/** A row of a list as a card whose whole surface opens its details; its title is the one link inside. */
export function LinkedCard({ to, linkLabel, title, subtitle, badge, facts, footer }: LinkedCardProps) {
  return (
    <Card.Root as="li" size="sm" position="relative" _hover={{ borderColor: 'brand.solid' }}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <LinkOverlay asChild>
              <Link asChild fontWeight="semibold" color="brand.fg" wordBreak="break-word">
                <RouterLink to={to} aria-label={linkLabel}>
                  {title}
                </RouterLink>
              </Link>
            </LinkOverlay>
            {subtitle}
          </Stack>
          {badge}
        </Flex>
        <HStack gap="4" wrap="wrap" align="start">
          {facts}
        </HStack>
        {footer}
      </Card.Body>
    </Card.Root>
  );
}
