import { Badge, Card, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuEye, LuHistory } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { formatPhone } from '../../../lib/format.js';
import { CardList } from '../../../ui/list/CardList.js';
import { historyPath } from '../../history/urls.js';
import { userMessages } from '../messages.js';
import { roleLabel } from '../model.js';
import { userDetailsPath } from '../urls.js';
import { EmailLink } from './EmailLink.js';
import type { UserRowsProps } from './UserTable.js';

const m = userMessages.list;

/** The users list on a phone: one card per user, the same facts and actions as a table row. */
export function UserCards({ rows, showRole }: UserRowsProps) {
  return (
    <CardList>
      {rows.map((row) => (
        <Card.Root as="li" key={row.id} size="sm">
          <Card.Body gap="2">
            <Flex justify="space-between" align="start" gap="2">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {row.name}
                </Text>
                <EmailLink email={row.email} fontSize="sm" />
                <Text fontSize="sm" color="fg.muted">
                  {formatPhone(row.phone)}
                </Text>
              </Stack>
              {showRole && <Badge flexShrink={0}>{roleLabel(row.role)}</Badge>}
            </Flex>
            <HStack gap="1">
              <IconButton asChild variant="outline" size="sm" aria-label={m.view(row.name)}>
                <RouterLink to={userDetailsPath(row.id)}>
                  <LuEye />
                </RouterLink>
              </IconButton>
              <IconButton asChild variant="outline" size="sm" aria-label={m.historyOf(row.name)}>
                <RouterLink to={historyPath(row.id, 'Users')}>
                  <LuHistory />
                </RouterLink>
              </IconButton>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </CardList>
  );
}
