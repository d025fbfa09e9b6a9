import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CustomerWatchesDocument, UnwatchCustomerDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { CustomerWatchesPage } from './CustomerWatchesPage.js';

const watch = (id: string, cnpj: string, companyName: string | null = 'Supermercado Espera Ltda') => ({
  __typename: 'CustomerWatch' as const,
  id,
  cnpj,
  companyName,
  protectedUntil: '2027-02-18T15:00:00.000Z' as string | null,
  requestedAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2027-05-19T15:00:00.000Z',
});
const listed = (watches: ReturnType<typeof watch>[]): MockLink.MockedResponse => ({
  request: { query: CustomerWatchesDocument },
  result: { data: { customerWatches: watches } },
});
const path = '/Painel/CustomerWatches';

describe('CustomerWatchesPage ("Avisos de liberação")', () => {
  it('lists the requests with the masked CNPJ and dates, and cancels one by its button', async () => {
    const unwatched: MockLink.MockedResponse = {
      request: { query: UnwatchCustomerDocument, variables: { input: { id: 'w1' } } },
      result: { data: { unwatchCustomer: { __typename: 'UnwatchCustomerPayload', id: 'w1' } } },
    };
    const { user } = renderWithApp(<CustomerWatchesPage />, {
      path,
      mocks: [listed([watch('w1', '11222333000181'), watch('w2', '44555666000170')]), unwatched],
    });

    const list = await screen.findByRole('list', { name: 'Avisos de liberação' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('CNPJ 11.222.333/0001-81');
    expect(list).toHaveTextContent('Pedido em 20/11/2026 · Válido até 19/05/2027');
    // The customer's name, until when it is protected and what happens then.
    expect(within(list).getAllByText('Supermercado Espera Ltda')).toHaveLength(2);
    expect(list).toHaveTextContent('Protegido até 18/02/2027');
    expect(list).toHaveTextContent('Quando a proteção terminar, você receberá um e-mail com o link para registrar');

    await user.click(screen.getByRole('button', { name: 'Cancelar o aviso do CNPJ 11.222.333/0001-81' }));

    await screen.findByRole('heading', { name: 'Avisos de liberação', level: 1 });
    await expect.poll(() => screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('list')).toHaveTextContent('44.555.666/0001-70');
  });

  it('names a customer without a registered name by its CNPJ, and says when its protection has just ended', async () => {
    const released = { ...watch('w3', '11222333000181', null), protectedUntil: null };
    renderWithApp(<CustomerWatchesPage />, { path, mocks: [listed([released])] });
    const list = await screen.findByRole('list', { name: 'Avisos de liberação' });
    expect(list).toHaveTextContent('Empresa sem nome registrado');
    expect(list).toHaveTextContent('A proteção terminou: você receberá o e-mail em instantes');
    expect(list).not.toHaveTextContent('Protegido até');
  });

  it('says "Sem conteúdo" when there is none', async () => {
    renderWithApp(<CustomerWatchesPage />, { path, mocks: [listed([])] });
    expect(await screen.findByText('Sem conteúdo')).toBeInTheDocument();
  });

  it('says when the list could not load, and offers to ask again', async () => {
    const failed: MockLink.MockedResponse = {
      request: { query: CustomerWatchesDocument },
      result: { errors: [new GraphQLError('falhou', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
    };
    const { user } = renderWithApp(<CustomerWatchesPage />, { path, mocks: [failed, listed([])] });
    expect(await screen.findByText('Não foi possível carregar seus avisos. Tente novamente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Sem conteúdo')).toBeInTheDocument();
  });
});
