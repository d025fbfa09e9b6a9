import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Link,
  Separator,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { CarouselImagesDocument } from '../../../__generated__/graphql.js';
import { PATHS } from '../../../paths.js';
import { BrandCarousel } from '../../brands/components/BrandCarousel.js';
import { BrandLogo } from '../../brands/components/BrandLogo.js';
import { useBrand } from '../../brands/hooks/useBrand.js';
import { NotificationBell } from '../../notifications/components/NotificationBell.js';
import { DeliveryNotice } from '../components/DeliveryNotice.js';
import { LgpdBanner } from '../components/LgpdBanner.js';
import { LoginForm } from '../components/LoginForm.js';
import { VersionText } from '../components/VersionText.js';
import { sessionEndMessage } from '../errors.js';
import { useLogin } from '../hooks/useLogin.js';
import { loginMessages as m } from '../messages.js';
import { getSession, sessionEndReason } from '../session/store.js';

/** The brand's images: its own query, so that their answer re-renders the carousel alone, not the whole page. */
function LoginCarousel() {
  const carousel = useQuery(CarouselImagesDocument);
  return <BrandCarousel images={carousel.data?.carouselImages ?? []} />;
}

/** Route "/" (LoginComponent): a signed-in user goes on to /Painel (spec section 2). */
export function LoginPage() {
  const brand = useBrand();
  // The session as the page found it: the one a login on this page creates is useLogin's to route (first entry).
  const [sessionAtEntry] = useState(getSession);
  const [ended] = useState(sessionEndReason);
  const { login, loading } = useLogin();
  // The brand column (logo and carousel) is for wide screens: a phone does not build it, nor ask for its images.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  if (sessionAtEntry) return <Navigate to={PATHS.panel} replace />;

  // The form comes first in the page (and in the Tab order); CSS order puts the brand column on the left and
  // the bar with the bell above the form, as they look.
  return (
    <Flex minH="100dvh" direction={{ base: 'column', md: 'row' }}>
      <Flex as="main" flex="1" direction="column" px={{ base: '4', md: '10' }} py="6" pb="32" order={{ md: 2 }}>
        <Stack gap="6" w="full" maxW="sm" mx="auto" my="auto" pt="6">
          <Stack gap="1">
            <Heading as="h1" size="xl">
              {m.loginTitle}
            </Heading>
            <Text color="fg.muted">{brand.tagline}</Text>
          </Stack>
          {ended && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{sessionEndMessage(ended)}</Alert.Title>
            </Alert.Root>
          )}
          <LoginForm onSubmit={login} loading={loading} />
          <Separator />
          <Stack gap="2">
            <Text fontSize="sm">{m.registerPrompt}</Text>
            <Button asChild variant="outline">
              <RouterLink to={PATHS.registration}>{m.register}</RouterLink>
            </Button>
          </Stack>
          <DeliveryNotice />
          <HStack justify="space-between">
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={PATHS.contact}>{m.contact}</RouterLink>
            </Link>
            <VersionText />
          </HStack>
        </Stack>
        <HStack justify="space-between" order={-1}>
          {!wide && <BrandLogo h="9" />}
          <Box ms="auto">
            <NotificationBell />
          </Box>
        </HStack>
      </Flex>

      {wide && (
        <Flex
          as="aside"
          order={{ md: 1 }}
          flex="1"
          bg="bg.surface"
          color="fg.surface"
          direction="column"
          justify="center"
          gap="8"
          p={{ md: '10', lg: '16' }}
        >
          <BrandLogo h="12" alignSelf="flex-start" bg="bg" rounded="l2" px="3" py="2" />
          <Box maxW="lg">
            <LoginCarousel />
          </Box>
        </Flex>
      )}
      <LgpdBanner />
    </Flex>
  );
}
