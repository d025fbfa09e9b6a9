import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { findBrand } from '../../../brands/brands.js';
import { readMockScenario } from '../../../server/mock/scenarios.js';
import { createMockSchema, type MockOptions } from '../../../server/mock/schema.js';
import { mockScenarioLink } from '../apollo/mockScenario.js';
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
  virtualAccountUrl: 'https://contavirtual.scanora.com.br',
  theme: {
    primary: '#0b5fff',
    accent: '#00b3a4',
    surface: '#0a1f44',
    radius: 'md',
    headingFont: 'sans-serif',
  },
};

const system = createBrandSystem(TEST_BRAND.theme);

/** The gateway's schema mocks (`npm run dev:mock`): seeded, so that a test sees the same data on every run. */
export type SchemaMockOptions = Pick<MockOptions, 'roles' | 'mocks' | 'seed'> & {
  /** The mock gateway's scenario (`empty`, `many`, `errors:LOCKED`, `expired-session`…), as X-Mock-Scenario. */
  scenario?: string;
};

export interface RenderOptions {
  /** Fixed replies per operation (MockedProvider): for a test that needs one specific answer, an error above all. */
  mocks?: MockLink.MockedResponse[];
  /**
   * Answer every operation from the gateway's mock schema instead (the schema the server serves, with its mock
   * data): the documents are then checked against the real schema, as in `npm run dev:mock`.
   */
  schema?: SchemaMockOptions | true;
  /** The page's route, where the memory router starts. */
  path?: string;
  /** A query string the router starts with (`?a=b`), as a link would open the page. */
  search?: string;
  /** Other routes the test navigates to (path → element). */
  routes?: Record<string, ReactElement>;
  /** A client of the test's own (its link and cache), instead of `mocks` or `schema`. */
  client?: ApolloClient;
}

/**
 * An Apollo client executing in-process on the mock schema. Resolvers get the context the mock gateway gives them:
 * the brand of TEST_BRAND, a cookie jar that has no HTTP reply to write to (the login resolver's cookies are the
 * gateway's concern; the client adopts the viewer the login answers), and the scenario: the dev toolbar's link sets
 * the header and the gateway's reader reads it, as between the browser and `npm run dev:mock`.
 */
export function createSchemaMockClient({ scenario = '', ...options }: SchemaMockOptions = {}): ApolloClient {
  const brand = findBrand(TEST_BRAND.slug);
  if (!brand) throw new Error(`marca ${TEST_BRAND.slug} ausente de brands/brands.ts`);
  const schema = createMockSchema({ seed: 4, ...options });
  const cookies = { setSession() {}, clearAll() {}, read: () => undefined };
  const context = (operation: ApolloLink.Operation) => {
    const headers = new Headers(operation.getContext().headers as Record<string, string> | undefined);
    const mockScenario = readMockScenario((name) => headers.get(name) ?? undefined);
    return { brand, origin: 'http://scanora.localhost', cookies, mockScenario };
  };
  return new ApolloClient({
    link: ApolloLink.from([mockScenarioLink(() => scenario), new SchemaLink({ schema, context })]),
    cache: new InMemoryCache(),
  });
}

function graphqlProvider({ mocks, schema, client: given }: Pick<RenderOptions, 'mocks' | 'schema' | 'client'>) {
  if (given)
    return ({ children }: { children: ReactNode }) => <ApolloProvider client={given}>{children}</ApolloProvider>;
  if (!schema)
    return ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  const client = createSchemaMockClient(schema === true ? {} : schema);
  return ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** Renders a page or component the way the app does: brand theme, feedback modals, router, mocked GraphQL. */
export function renderWithApp(
  ui: ReactElement,
  { mocks = [], schema, path = '/', search = '', routes = {}, client }: RenderOptions = {},
) {
  const router = createMemoryRouter(
    [{ path, element: ui }, ...Object.entries(routes).map(([p, element]) => ({ path: p, element }))],
    { initialEntries: [path + search] },
  );
  const GraphqlProvider = graphqlProvider({ mocks, schema, client });
  const user = userEvent.setup();
  const result = render(
    <GraphqlProvider>
      <ChakraProvider value={system}>
        <BrandContext.Provider value={TEST_BRAND}>
          <FeedbackProvider>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </BrandContext.Provider>
      </ChakraProvider>
    </GraphqlProvider>,
  );
  return { ...result, user, router };
}
