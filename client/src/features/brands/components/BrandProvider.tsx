import { useQuery } from '@apollo/client/react';
import { Button, Center, ChakraProvider, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { BrandDocument } from '../../../__generated__/graphql.js';
import { brandSystemForPage, neutralSystem } from '../../../theme/system.js';
import { BrandContext } from '../hooks/useBrand.js';
import { injectedBrand } from '../injected.js';
import { brandMessages } from '../messages.js';

/** Points the page's favicon at the brand's (the gateway also writes it into index.html). */
function useFavicon(href: string | undefined) {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.type = 'image/svg+xml';
    link.href = href;
  }, [href]);
}

/**
 * Loads the brand the gateway chose from the host name and themes everything below with that brand's Chakra
 * system. Nothing renders before the brand is known, so no page ever shows another brand's colours.
 */
export function BrandProvider({ children }: { children: ReactNode }) {
  const injected = injectedBrand();
  const { data, error, refetch } = useQuery(BrandDocument, { skip: !!injected });
  const brand = injected ?? data?.brand;
  const system = useMemo(() => (brand ? brandSystemForPage(brand.theme) : null), [brand]);

  useFavicon(brand?.faviconUrl);
  useEffect(() => {
    if (brand) document.title = brandMessages.documentTitle(brand.name);
  }, [brand]);

  if (!brand || !system) {
    return (
      <ChakraProvider value={neutralSystem()}>
        <Center minH="100dvh" p="6">
          {error ? (
            <Stack align="center" gap="4">
              <Text role="alert">{brandMessages.loadFailed}</Text>
              <Button onClick={() => refetch()}>{brandMessages.retry}</Button>
            </Stack>
          ) : (
            <Spinner size="lg" aria-label={brandMessages.portalName} />
          )}
        </Center>
      </ChakraProvider>
    );
  }
  return (
    <ChakraProvider value={system}>
      <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>
    </ChakraProvider>
  );
}
