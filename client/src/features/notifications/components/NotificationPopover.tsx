import { Box, Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { notificationMessages as m } from '../messages.js';
import { clearNotifications, useNotifications } from '../store.js';

/** The bell's popover (a chunk of its own, loaded on the first press): opens as it mounts, on `trigger`. */
export function NotificationPopover({ trigger }: { trigger: ReactElement }) {
  const notifications = useNotifications();
  const any = notifications.length > 0;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
