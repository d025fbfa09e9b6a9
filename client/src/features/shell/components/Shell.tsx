import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Portal,
  SkipNavContent,
  SkipNavLink,
  Stack,
  useBreakpointValue,
} from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LuArrowLeft, LuLogOut, LuMenu } from 'react-icons/lu';
import { Outlet, useNavigate } from 'react-router';
import { PATHS } from '../../../paths.js';
import { LoadingOverlay } from '../../../ui/LoadingOverlay.js';
import { useLogout } from '../../auth/hooks/useLogout.js';
import { useSession } from '../../auth/session/store.js';
import { BrandLogo } from '../../brands/components/BrandLogo.js';
import { shellMessages as m } from '../messages.js';
import { SideMenu } from './SideMenu.js';
import { UserBadge } from './UserBadge.js';

/** Menu, user badge and "Sair": the side column on wide screens, the drawer's content on a phone. */
function MenuPanel({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const { logout, loading } = useLogout();
  if (!session) return null;
  return (
    <Stack gap="6" h="full">
      <BrandLogo h="10" alignSelf="flex-start" bg="bg" rounded="l2" px="2" py="1" />
      <UserBadge name={session.username} roles={session.roles} />
      <Box flex="1">
        <SideMenu roles={session.roles} onNavigate={onNavigate} />
      </Box>
      <Button
        variant="outline"
        color="fg.surface"
        borderColor="border.surface"
        _hover={{ bg: 'border.surface' }}
        focusRingColor="fg.surface"
        onClick={logout}
        loading={loading}
      >
        <LuLogOut aria-hidden />
        {m.logout}
      </Button>
    </Stack>
  );
}

/** The frame of every /Painel page (spec section 2, Shell); the menu folds into a drawer below 768 px. */
export function Shell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The side column is for screens from 768 px: a phone does not build it (its menu is in the drawer).
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  // React Router numbers the history entries it created; at the first one "Voltar" would leave the portal.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(PATHS.opportunities);
  };
  return (
    <Flex minH="100dvh">
      <SkipNavLink>{m.skipToContent}</SkipNavLink>
      {wide && (
        // The column stretches with the page, so that its colour runs to the bottom of a long page; the menu
        // inside stays in view while the page scrolls.
        <Box as="aside" w="64" flexShrink={0} bg="bg.surface" color="fg.surface">
          <Box position="sticky" top="0" h="100dvh" overflowY="auto" p="5">
            <MenuPanel />
          </Box>
        </Box>
      )}
      <Flex direction="column" flex="1" minW="0">
        <HStack as="header" px={{ base: '3', md: '6' }} py="3" borderBottomWidth="1px" gap="2" bg="bg">
          {/* Its menu is built when first opened, not with every page (a second copy of the side column). */}
          <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" lazyMount unmountOnExit>
            <Drawer.Trigger asChild>
              <IconButton aria-label={m.openMenu} variant="ghost" display={{ md: 'none' }}>
                <LuMenu />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content bg="bg.surface" color="fg.surface" maxW="72">
                  {/* The dialog's accessible name; the logo and menu below say the rest visually. */}
                  <Drawer.Title srOnly>{m.mainMenu}</Drawer.Title>
                  <Drawer.Body p="5">
                    <MenuPanel onNavigate={() => setOpen(false)} />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton aria-label={m.closeMenu} color="fg.surface" size="sm" focusRingColor="fg.surface" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          {/* On a phone the side column (and its logo) is folded away: the bar carries the brand instead. */}
          <BrandLogo h="7" display={{ md: 'none' }} />
          <Button variant="ghost" onClick={back}>
            <LuArrowLeft aria-hidden />
            {m.back}
          </Button>
        </HStack>
        <SkipNavContent />
        <Box as="main" flex="1" p={{ base: '4', md: '8' }} minW="0">
          <Suspense fallback={<LoadingOverlay open />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
