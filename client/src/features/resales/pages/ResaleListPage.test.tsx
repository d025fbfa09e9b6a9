import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResaleListDocument } from '../../../__generated__/graphql.js';
import { writeUserItem } from '../../../lib/userStorage.js';
import { renderWithApp } from '../../../test/render.js';
import { signIn as signInAs } from '../../../test/session.js';
import { ResaleListPage } from './ResaleListPage.js';

const signIn = () => signInAs(['SUPPORT']);

const path = '/Painel/Resales';
const firstPage = { filter: {}, page: 1, pageSize: 10 };
const row = {
  __typename: 'Resale',
  id: '7d5b1c2e-0000-4000-8000-0000000000bb',
  status: 'ANALYSIS',
  createdAt: '2026-03-10T14:00:00.000Z',
  cnpj: '12345678000195',
  fantasyName: 'Loja da Paula',
  corporateName: 'Paula Souza Comércio Ltda',
  contactName: 'Paula Souza',
  phone: '11987654321',
};
const page = (items: unknown[]) => ({
  resales: { __typename: 'ResalePage', items, pageInfo: { __typename: 'PageInfo', total: items.length } },
});

describe('ResaleListPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows each sign-up with its masks, requested day and status, linking by id only', async () => {
    signIn();
    renderWithApp(<ResaleListPage />, {
      mocks: [{ request: { query: ResaleListDocument, variables: firstPage }, result: { data: page([row]) } }],
      path,
    });
    const [card] = within(await screen.findByRole('list')).getAllByRole('listitem');
    for (const text of ['12.345.678/0001-95', '(11) 98765-4321', 'Paula Souza', '10/03/2026', 'Em Análise']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'Ver detalhes da revenda Loja da Paula' })).toHaveAttribute(
      'href',
      `/Painel/Resales/details?id=${row.id}`,
    );
    expect(screen.getByText('1 registro')).toBeInTheDocument();
  });

  it('says "Sem conteúdo" for an empty page', async () => {
    signIn();
    renderWithApp(<ResaleListPage />, {
      mocks: [{ request: { query: ResaleListDocument, variables: firstPage }, result: { data: page([]) } }],
      path,
    });
    expect(await screen.findByText('Sem conteúdo')).toBeInTheDocument();
  });

  it('opens with the filters remembered for this user and asks with them', async () => {
    signIn();
    writeUserItem('filters:resales', { filters: { statuses: ['DISAPPROVED'], date: '2026-03-10' } });
    const filtered = { ...firstPage, filter: { statuses: ['DISAPPROVED'], date: '2026-03-10' } };
    renderWithApp(<ResaleListPage />, {
      mocks: [{ request: { query: ResaleListDocument, variables: filtered }, result: { data: page([]) } }],
      path,
    });
    expect(await screen.findByText('Sem conteúdo')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Reprovada', hidden: true })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Em Análise', hidden: true })).not.toBeChecked();
    expect(screen.getByLabelText('Data da solicitação')).toHaveValue('2026-03-10');
  });

  it('shows the generic message with a retry when the list fails', async () => {
    signIn();
    const request = { query: ResaleListDocument, variables: firstPage };
    const failure = { errors: [new GraphQLError('falhou', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] };
    const { user } = renderWithApp(<ResaleListPage />, {
      mocks: [
        { request, result: failure },
        { request, result: { data: page([]) } },
      ],
      path,
    });
    expect(await screen.findByText('Houve um erro. Tente novamente mais tarde!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Sem conteúdo')).toBeInTheDocument();
  });
});
