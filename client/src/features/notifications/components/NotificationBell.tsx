import { Box, Button, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuBell } from 'react-icons/lu';
import { notificationMessages as m } from '../messages.js';
import { clearNotifications, useNotifications } from '../store.js';

/** The bell of the login page: lists this browser's notices, with an alert dot while there are any. */
export function NotificationBell() {
  const notifications = useNotifications();
  const any = notifications.length > 0;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={any ? m.bellWithAlert : m.bell} variant="ghost" position="relative">
          <LuBell />
          {any && (
            <Box
              data-testid="notification-dot"
              position="absolute"
              top="1.5"
              right="1.5"
              boxSize="2.5"
              rounded="full"
              bg="red.solid"
              borderWidth="2px"
              borderColor="bg"
            />
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                {m.title}
              </Popover.Title>
              {any ? (
                <Stack gap="3">
                  <Stack as="ul" gap="2" listStyleType="none">
                    {notifications.map((n) => (
                      <Box as="li" key={n.id}>
                        <Text fontSize="sm">{n.message}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {m.date(n.at)}
                        </Text>
                      </Box>
                    ))}
                  </Stack>
                  <Button size="xs" variant="outline" alignSelf="flex-end" onClick={clearNotifications}>
                    {m.clear}
                  </Button>
                </Stack>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {m.empty}
                </Text>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
