import { screen } from '@testing-library/react';
import { Navigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { HistoryDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { signIn } from '../../../test/session.js';
import { HistoryPage } from './HistoryPage.js';

const routes = { '/Painel/History/:id': <HistoryPage /> };
const start = (type: string) => <Navigate to={`/Painel/History/abc?type=${type}`} replace />;

describe('HistoryPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows representatives who made each change, in the portal’s words, and goes back to the list of its type', async () => {
    signIn(['REPRESENTATIVE']);
    renderWithApp(start('Resales'), { schema: { roles: ['REPRESENTATIVE'] }, routes });
    expect((await screen.findAllByText(/^Usuário: /)).length).toBeGreaterThan(0);
    expect(screen.getByText(/^237 registros$/)).toBeInTheDocument();
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/\b(ANALYSIS|APPROVED|AWAITING_RENOVATION|P25|P50|P75)\b/);
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/Painel/Resales');
  });

  it('hides the user from everyone else', async () => {
    signIn(['RESALE']);
    renderWithApp(start('Opportunities'), { schema: { roles: ['RESALE'] }, routes });
    expect((await screen.findAllByText(/^(Criação|Alteração)$/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Usuário: /)).toBeNull();
  });

  it('asks whether each entry is a note and shows a note as one, by its author', async () => {
    signIn(['REPRESENTATIVE']);
    const note = {
      __typename: 'HistoryEntry',
      id: 'n1',
      type: 'OPPORTUNITY',
      actionType: 'UPDATE',
      kind: 'NOTE',
      username: 'Rita',
      createdAt: '2026-03-10T14:00:00.000Z',
      modifications: [
        { __typename: 'HistoryModification', attribute: 'status', oldValue: 'analysis', newValue: 'approved' },
      ],
    };
    const history = {
      __typename: 'HistoryPage',
      items: [note],
      pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 10, total: 1, pageCount: 1 },
    };
    renderWithApp(start('Opportunities'), {
      mocks: [
        {
          request: { query: HistoryDocument, variables: { typeId: 'abc', page: 1, pageSize: 10 } },
          result: { data: { history } },
        },
      ],
      routes,
    });
    expect(await screen.findByText('Anotação de Rita')).toBeInTheDocument();
    expect(screen.getByText('status: analysis → approved')).toBeInTheDocument();
    expect(screen.queryByText(/^(Alteração|Aprovada)$/)).toBeNull();
  });

  it('says "Sem Histórico" when the record has none', async () => {
    signIn(['SELLER']);
    const empty = { history: { items: [], pageInfo: { page: 1, pageSize: 10, total: 0, pageCount: 0 } } };
    renderWithApp(start('Opportunities'), {
      mocks: [
        {
          request: { query: HistoryDocument, variables: { typeId: 'abc', page: 1, pageSize: 10 } },
          result: { data: empty },
        },
      ],
      routes,
    });
    expect(await screen.findByText('Sem Histórico')).toBeInTheDocument();
  });
});
