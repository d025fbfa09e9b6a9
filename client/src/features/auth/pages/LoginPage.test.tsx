import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselImagesDocument, LoginDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { endSession } from '../session/store.js';
import { LoginPage } from './LoginPage.js';

const carousel = {
  request: { query: CarouselImagesDocument },
  result: {
    data: {
      carouselImages: [{ __typename: 'CarouselImage' as const, src: '/brands/scanora/carousel-1.svg', alt: 'Coletor' }],
    },
  },
};
const loginRequest = {
  query: LoginDocument,
  variables: { input: { username: 'revenda@demo.com.br', password: 'errada', keepConnected: false } },
};

describe('LoginPage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('0.1.0+abc1234', { headers: { 'content-type': 'text/plain' } })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // A login adopts its viewer in the module's session store: the next test starts signed out.
    endSession();
  });

  it('shows the version, the brand sender address, the links and the LGPD banner', async () => {
    renderWithApp(<LoginPage />, { schema: true });
    expect(await screen.findByText('Versão 0.1.0+abc1234')).toBeInTheDocument();
    expect(screen.getByText(/nao-responda@scanora\.com\.br/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/Registration');
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/Contact');
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aviso de privacidade' })).toBeInTheDocument();
  });

  it.each([
    ['SESSION_EXPIRED', 'Sua sessão encerrou'],
    ['WRONG_BRAND', /Sua sessão é de outra marca do portal/],
    ['UNAUTHENTICATED', 'Faça login para continuar.'],
  ] as const)('after a session ended with %s, says why above the form', async (reason, text) => {
    endSession(reason);
    renderWithApp(<LoginPage />, { schema: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('says nothing of a session to a visitor who had none', async () => {
    renderWithApp(<LoginPage />, { schema: true });
    await screen.findByLabelText('E-mail');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the form first for the keyboard: the first Tab reaches the e-mail field', async () => {
    const { user } = renderWithApp(<LoginPage />, { schema: true });
    await screen.findByText('Versão 0.1.0+abc1234');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('on the schema mocks: a login enters /Painel', async () => {
    const { user, router } = renderWithApp(<LoginPage />, {
      schema: { roles: ['RESALE'] },
      routes: { '/Painel': <p>painel</p> },
    });
    await user.type(screen.getByLabelText('E-mail'), 'ana@demo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('painel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Painel');
    expect(router.state.location.state).toEqual({ firstEntry: true });
  });

  it('accepting the LGPD notice stores the consent for 30 days and hides the banner', async () => {
    const { user } = renderWithApp(<LoginPage />, { schema: true });
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(document.cookie).toContain('acceptedLGPD=true');
    expect(screen.queryByRole('region', { name: 'Aviso de privacidade' })).not.toBeInTheDocument();
  });

  it('says "Usuário ou senha inválidos" on a 401 and the generic text on other failures', async () => {
    const mocks = [
      carousel,
      {
        request: loginRequest,
        result: {
          errors: [new GraphQLError('Usuário ou senha inválidos', { extensions: { code: 'UNAUTHENTICATED' } })],
        },
      },
      { request: loginRequest, error: new Error('network down') },
    ];
    const { user } = renderWithApp(<LoginPage />, { mocks });
    await user.type(screen.getByLabelText('E-mail'), 'revenda@demo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('checkbox', { name: 'Mantenha-me conectado' }));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário ou senha inválidos')).toBeInTheDocument();
    expect(screen.getByText('Ops!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    // Back where the user was: "Entrar", enabled again now that the call is over.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Entrar' })));

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Houve um erro. Tente mais tarde!')).toBeInTheDocument();
  });
});
