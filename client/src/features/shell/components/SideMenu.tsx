import { Box, Icon, Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { RoleName } from '../../auth/roles.js';
import { menuFor } from '../menu.js';
import { shellMessages as m } from '../messages.js';

export interface SideMenuProps {
  roles: readonly RoleName[];
  /** Called after a choice (the drawer closes). */
  onNavigate?: () => void;
}

/** The role's menu items; NavLink marks the current area with aria-current="page", styled here. */
export function SideMenu({ roles, onNavigate }: SideMenuProps) {
  return (
    <Box as="nav" aria-label={m.mainMenu}>
      <Stack as="ul" gap="1" listStyleType="none">
        {menuFor(roles).map((item) => (
          <li key={item.path}>
            <Link
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2.5"
              rounded="l2"
              color="fg.surface"
              textDecoration="none"
              focusRingColor="fg.surface"
              _hover={{ bg: 'border.surface', textDecoration: 'none' }}
              css={{
                '&[aria-current=page]': { bg: 'brand.solid', color: 'brand.contrast', fontWeight: 'semibold' },
              }}
            >
              <NavLink to={item.path} onClick={onNavigate}>
                <Icon aria-hidden boxSize="5">
                  <item.icon />
                </Icon>
                {item.label}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
