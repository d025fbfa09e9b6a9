import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '../../../__generated__/graphql.js';
import { renderWithApp, TEST_BRAND } from '../../../test/render.js';
import { signIn } from '../../../test/session.js';
import { createBrandSystem } from '../../../theme/system.js';
import { refreshSession } from '../session/store.js';
import { AccessNotice } from './AccessNotice.js';
import { PanelIndexRedirect } from './PanelIndexRedirect.js';
import { RequireRole } from './RequireRole.js';
import { prefetchSessionCheck, RequireSession } from './RequireSession.js';

const system = createBrandSystem(TEST_BRAND.theme);

/** Signed in as `roles`, the session ending `expInSeconds` from now. */
const signInFor = (roles: string[], expInSeconds: number) =>
  signIn(roles, { exp: Math.floor(Date.now() / 1000) + expInSeconds });

function renderPanel(path: string, state: unknown, mocks: unknown[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>login</p> },
      {
        path: '/Painel',
        element: (
          <RequireSession>
            <p>painel</p>
          </RequireSession>
        ),
      },
      { path: '/Painel/index', element: <PanelIndexRedirect /> },
      {
        path: '/Painel/Dashboard',
        element: (
          <RequireRole roles={['REPRESENTATIVE', 'SUPPORT']} denied={<AccessNotice reason="forbidden" />}>
            dashboard
          </RequireRole>
        ),
      },
      {
        path: '/Painel/Users/registration',
        element: (
          <RequireRole roles={['RESALE']} denied={<AccessNotice reason="forbidden" />}>
            cadastro de vendedor
          </RequireRole>
        ),
      },
      { path: '/Painel/Opportunities', element: <p>oportunidades</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <MockedProvider mocks={mocks as never}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </MockedProvider>,
  );
  return router;
}

const meResult = (me: unknown) => ({ request: { query: MeDocument }, result: { data: { me } } });
const viewer = {
  __typename: 'Viewer',
  id: 'u1',
  name: 'Rita',
  email: 'rita@demo.com.br',
  roles: ['REPRESENTATIVE'],
  brand: 'scanora',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

describe('route guards', () => {
  it('sends a visitor without a session to login', async () => {
    refreshSession();
    const router = renderPanel('/Painel', null);
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks `me` once about a session that looks expired, and lets it in when the gateway knows the user', async () => {
    signInFor(['REPRESENTATIVE'], 600);
    renderPanel('/Painel', null, [meResult(viewer)]);
    expect(await screen.findByText('painel')).toBeInTheDocument();
  });

  it("asks `me` once when the check was started with the panel's code, and lets the session in", async () => {
    // An expiry of its own: one the tests before it verified would need no check.
    signInFor(['REPRESENTATIVE'], 500);
    let asked = 0;
    const link = new ApolloLink(() => {
      asked += 1;
      return of({ data: { me: viewer } });
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    void prefetchSessionCheck(client);
    render(
      <ApolloProvider client={client}>
        <ChakraProvider value={system}>
          <RequireSession>
            <p>painel</p>
          </RequireSession>
        </ChakraProvider>
      </ApolloProvider>,
    );
    expect(await screen.findByText('painel')).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('ends a session the gateway no longer knows', async () => {
    signInFor(['REPRESENTATIVE'], 300);
    const router = renderPanel('/Painel', null, [meResult(null)]);
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.cookie).not.toContain('userid=');
  });

  it("sends the user to login when the session expired (the mock gateway's `expired-session` scenario)", async () => {
    signInFor(['REPRESENTATIVE'], 250);
    const { router } = renderWithApp(
      <RequireSession>
        <p>painel</p>
      </RequireSession>,
      { schema: { scenario: 'expired-session' }, path: '/Painel', routes: { '/': <p>login</p> } },
    );
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.cookie).not.toContain('userid=');
  });

  it.each([
    [['SELLER'], '/Painel/Dashboard', 'Vendedor', '/Painel/Opportunities'],
    [['RESALE'], '/Painel/Dashboard', 'Revenda', '/Painel/Opportunities'],
    [['REPRESENTATIVE'], '/Painel/Users/registration', 'Representante', '/Painel/Dashboard'],
  ])(
    '%j on %s (not for its profile) is told so in place and offered its start page',
    async (roles, path, label, start) => {
      signInFor(roles, 7200);
      const router = renderPanel(path, null);
      expect(
        await screen.findByRole('heading', { name: 'Página não disponível para o seu perfil' }),
      ).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`conectado como ${label}`))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', start);
      expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByText('login')).not.toBeInTheDocument();
    },
  );

  it.each([
    [['REPRESENTATIVE'], true, 'dashboard'],
    [['SUPPORT'], true, 'dashboard'],
    [['RESALE'], true, 'oportunidades'],
    [['SELLER'], true, 'oportunidades'],
    [['REPRESENTATIVE'], false, 'oportunidades'],
  ])('/Painel for %j (first entry: %s) lands on %s', async (roles, firstEntry, page) => {
    signInFor(roles, 7200);
    renderPanel('/Painel/index', firstEntry ? { firstEntry: true } : null);
    expect(await screen.findByText(page)).toBeInTheDocument();
  });
});
