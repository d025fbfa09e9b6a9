import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BrandContext, type BrandInfo } from '../features/brands/hooks/useBrand.js';
import { createBrandSystem } from '../theme/system.js';
import { FeedbackProvider } from '../ui/feedback.js';

export const TEST_BRAND: BrandInfo = {
  slug: 'scanora',
  name: 'Scanora',
  tagline: 'Coletores de dados para quem não pode parar',
  logoUrl: '/brands/scanora/logo.svg',
  faviconUrl: '/brands/scanora/favicon.svg',
  contactEmail: 'contato@scanora.com.br',
  senderEmail: 'nao-responda@scanora.com.br',
  theme: {
    primary: '#0b5fff',
    accent: '#00b3a4',
    surface: '#0a1f44',
    radius: 'md',
    headingFont: 'sans-serif',
  },
};

const system = createBrandSystem(TEST_BRAND.theme);

export interface RenderOptions {
  mocks?: MockLink.MockedResponse[];
  /** Where the memory router starts. */
  path?: string;
  /** Other routes the test navigates to (path → element). */
  routes?: Record<string, ReactElement>;
}

/** Renders a page or component the way the app does: brand theme, feedback modals, router, mocked GraphQL. */
export function renderWithApp(ui: ReactElement, { mocks = [], path = '/', routes = {} }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [{ path, element: ui }, ...Object.entries(routes).map(([p, element]) => ({ path: p, element }))],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <MockedProvider mocks={mocks}>
      <ChakraProvider value={system}>
        <BrandContext.Provider value={TEST_BRAND}>
          <FeedbackProvider>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </BrandContext.Provider>
      </ChakraProvider>
    </MockedProvider>,
  );
  return { ...result, user, router };
}
