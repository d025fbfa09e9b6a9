import { Avatar, Box, HStack, Icon, Text } from '@chakra-ui/react';
import { ROLE_LABELS, type RoleName } from '../../auth/roles.js';
import { initialsOf, mainRole, ROLE_ICONS } from '../menu.js';

export interface UserBadgeProps {
  name: string;
  roles: readonly RoleName[];
}

/** Initials, name, role label and role icon of the signed-in user (spec section 2, Shell). */
export function UserBadge({ name, roles }: UserBadgeProps) {
  const role = mainRole(roles);
  const RoleIcon = role ? ROLE_ICONS[role] : undefined;
  return (
    <HStack gap="3" minW="0" data-testid="user-badge">
      <Avatar.Root size="sm" bg="brand.solid" color="brand.contrast" aria-hidden>
        <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      </Avatar.Root>
      <Box minW="0">
        <Text fontWeight="semibold" fontSize="sm" truncate>
          {name}
        </Text>
        {role && (
          <HStack gap="1" fontSize="xs" color="fg.surfaceMuted">
            {RoleIcon && (
              <Icon aria-hidden>
                <RoleIcon />
              </Icon>
            )}
            <Text>{ROLE_LABELS[role]}</Text>
          </HStack>
        )}
      </Box>
    </HStack>
  );
}
