import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselImagesDocument, LoginDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
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
  afterEach(() => vi.unstubAllGlobals());

  it('shows the version, the brand sender address, the links and the LGPD banner', async () => {
    renderWithApp(<LoginPage />, { mocks: [carousel] });
    expect(await screen.findByText('Versão 0.1.0+abc1234')).toBeInTheDocument();
    expect(screen.getByText(/nao-responda@scanora\.com\.br/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/Registration');
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/Contact');
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aviso de privacidade' })).toBeInTheDocument();
  });

  it('accepting the LGPD notice stores the consent for 30 days and hides the banner', async () => {
    const { user } = renderWithApp(<LoginPage />, { mocks: [carousel] });
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

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Houve um erro. Tente mais tarde!')).toBeInTheDocument();
  });
});
