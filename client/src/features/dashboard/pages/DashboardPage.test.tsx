import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { DashboardDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { DashboardPage, prefetchDashboard } from './DashboardPage.js';

const path = '/Painel/Dashboard';
const zeros = { __typename: 'MonthFigures', approved: 0, disapproved: 0, analysis: 0, total: 0, estimated: 0 } as const;
const emptyDashboard = {
  dashboard: {
    __typename: 'Dashboard',
    year: 2026,
    month: 3,
    monthly: { __typename: 'DashboardMonthly', approved: [0, 0, 0], disapproved: [0, 0, 0] },
    totals: {
      __typename: 'StatusTotals',
      analysis: 0,
      approved: 0,
      disapproved: 0,
      awaitingRenovation: 0,
      renovation: 0,
      expired: 0,
      total: 0,
    },
    currentMonth: zeros,
    previousMonth: zeros,
    decisionTimes: [1, 2, 3].map((month) => ({
      __typename: 'DecisionTimeMonth',
      month,
      decisions: 0,
      medianBusinessDays: null,
      p90BusinessDays: null,
      overdue: 0,
    })),
    latest: [],
  },
};

/** A client whose every request answers `data`, and the operations it was asked for, in order. */
function countingClient(data: unknown) {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    return of({ data: data as Record<string, unknown> });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

describe('DashboardPage', () => {
  it('shows what its route asked for while the app started, without asking a second time', async () => {
    const { client, asked } = countingClient(emptyDashboard);
    await prefetchDashboard(client);
    renderWithApp(<DashboardPage />, { client, path });
    expect(await screen.findAllByText('Sem conteúdo')).toHaveLength(2);
    expect(asked).toEqual(['Dashboard']);
  });

  it('reads its figures, tools and latest rows from the schema', async () => {
    const { user } = renderWithApp(<DashboardPage />, { schema: { roles: ['REPRESENTATIVE'] }, path });
    const chart = await screen.findByRole('table', { name: /por mês de decisão/ });
    // January to the current month.
    expect(within(chart).getAllByRole('row')).toHaveLength(new Date().getMonth() + 2);
    const tools = screen.getByRole('region', { name: 'Ferramentas' });
    expect(within(tools).getByRole('link', { name: 'Gerenciar usuários' })).toHaveAttribute('href', '/Painel/Users');
    expect(within(tools).getByRole('link', { name: 'Gerenciar revendas' })).toHaveAttribute('href', '/Painel/Resales');
    expect(within(tools).getByRole('link', { name: 'Suporte' })).toHaveAttribute('href', '/Contact');
    expect(within(tools).getByRole('link', { name: /^Conta virtual\s*\(abre em nova aba\)$/ })).toHaveAttribute(
      'href',
      'https://contavirtual.scanora.com.br',
    );
    const latest = screen.getByRole('region', { name: 'Últimas oportunidades' });
    expect(within(latest).getAllByRole('link', { name: /, criada em / })).toHaveLength(11);
    expect(within(latest).getByRole('link', { name: 'ver lista' })).toHaveAttribute('href', '/Painel/Opportunities');

    const approved = within(latest).getByRole('button', { name: 'Aprovadas' });
    await user.click(approved);
    expect(approved).toHaveAttribute('aria-pressed', 'true');
    expect(await within(latest).findAllByRole('link', { name: /, criada em / })).not.toHaveLength(0);
  });

  it('says "Sem conteúdo" where there is nothing to show', async () => {
    renderWithApp(<DashboardPage />, {
      mocks: [{ request: { query: DashboardDocument }, result: { data: emptyDashboard } }],
      path,
    });
    expect(await screen.findAllByText('Sem conteúdo')).toHaveLength(2);
    expect(screen.getByText('Março comparado a fevereiro')).toBeInTheDocument();
  });

  it('on a brand with nothing yet (the mock gateway\'s `empty` scenario), says "Sem conteúdo"', async () => {
    renderWithApp(<DashboardPage />, { schema: { roles: ['REPRESENTATIVE'], scenario: 'empty' }, path });
    expect(await screen.findAllByText('Sem conteúdo')).toHaveLength(2);
    const latest = screen.getByRole('region', { name: 'Últimas oportunidades' });
    expect(within(latest).queryAllByRole('link', { name: /, criada em / })).toHaveLength(0);
  });

  it.each([
    ['SERVICE_UNAVAILABLE', 'Serviço temporariamente indisponível. Tente novamente em instantes.'],
    ['INTERNAL_SERVER_ERROR', 'Houve um erro. Tente novamente mais tarde!'],
    ['FORBIDDEN', 'Houve um erro. Tente novamente mais tarde!'],
  ])('says in Portuguese why it could not load (the `errors:%s` scenario)', async (code, text) => {
    renderWithApp(<DashboardPage />, { schema: { roles: ['REPRESENTATIVE'], scenario: `errors:${code}` }, path });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says when it could not load, and asks again on "Tentar novamente"', async () => {
    const failure = { errors: [new GraphQLError('falhou', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] };
    const { user } = renderWithApp(<DashboardPage />, {
      mocks: [
        { request: { query: DashboardDocument }, result: failure },
        { request: { query: DashboardDocument }, result: { data: emptyDashboard } },
      ],
      path,
    });
    expect(await screen.findByText('Houve um erro. Tente novamente mais tarde!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: /^Totais por status/ })).toBeInTheDocument();
  });
});
