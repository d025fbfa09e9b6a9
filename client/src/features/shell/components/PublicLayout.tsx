import { Box, Container, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../paths.js';
import { BrandLogo } from '../../brands/components/BrandLogo.js';
import { shellMessages as m } from '../messages.js';

/** Frame of the public pages other than login: the brand's bar, the page, a way back to login. */
export function PublicLayout({ children, maxW = 'lg' }: { children: ReactNode; maxW?: string }) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg.surface" color="fg.surface" px={{ base: '4', md: '8' }} py="3">
        <Flex align="center" justify="space-between" maxW="6xl" mx="auto" gap="4">
          <RouterLink to={PATHS.login}>
            <BrandLogo h="9" bg="bg" rounded="l2" px="2" py="1" />
          </RouterLink>
          <Link asChild color="fg.surface" fontSize="sm" textDecoration="underline">
            <RouterLink to={PATHS.login}>{m.backToLogin}</RouterLink>
          </Link>
        </Flex>
      </Box>
      <Container as="main" maxW={maxW} py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }} flex="1">
        {children}
      </Container>
    </Flex>
  );
}
