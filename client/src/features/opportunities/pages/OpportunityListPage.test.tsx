import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OpportunityListDocument, StatesDocument } from '../../../__generated__/graphql.js';
import { writeUserItem } from '../../../lib/userStorage.js';
import { renderWithApp } from '../../../test/render.js';
import { signIn } from '../../../test/session.js';
import type { ExportRow } from '../export/rows.js';
import { buildOpportunityWorkbook, saveOpportunityWorkbook } from '../export/sheet.js';
import { OpportunityListPage } from './OpportunityListPage.js';

// The workbook itself is pinned by export/sheet.test.ts; here, which rows reach it and whether it is saved.
const built: ExportRow[][] = [];
vi.mock('../export/sheet.js', () => ({
  buildOpportunityWorkbook: vi.fn(async (batches: AsyncIterable<ExportRow[]>) => {
    const rows: ExportRow[] = [];
    for await (const batch of batches) rows.push(...batch);
    built.push(rows);
    return new Blob(['xlsx']);
  }),
  saveOpportunityWorkbook: vi.fn(),
}));

const path = '/Painel/Opportunities';
const firstPage = {
  filter: {},
  order: { field: 'CREATED_AT', direction: 'DESC' },
  page: 1,
  pageSize: 10,
} as const;
const states = { request: { query: StatesDocument }, result: { data: { states: [] } } };

/** The cards of the list (jsdom has no wide screen: the phone's layout). */
const cards = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

const emptyPage = {
  opportunities: { items: [], pageInfo: { page: 1, pageSize: 10, total: 0, totalIsLowerBound: false, pageCount: 0 } },
};
const exportRow = {
  status: 'DISAPPROVED',
  name: null,
  createdAt: '2026-03-10T14:00:00.000Z',
  corporateName: 'Acme Ltda',
  fantasyName: 'Acme',
  cnpj: '12345678000195',
  estimated: 10,
  approveDate: null,
  resaleName: null,
  state: 'MG',
  city: 'Contagem',
  email: null,
  register: null,
} as const;
const ndjson = (...lines: object[]) =>
  new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson' },
  });
/** An export the server never finishes: it ends only when the page aborts it. */
const pending = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
const exportUrl = (call: unknown[]) => new URL(String(call[0]), 'http://scanora.localhost');

describe('OpportunityListPage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(buildOpportunityWorkbook).mockClear();
    vi.mocked(saveOpportunityWorkbook).mockClear();
    built.length = 0;
    vi.unstubAllGlobals();
  });

  it.each([
    [['RESALE'], true],
    [['SELLER'], true],
    [['SUPPORT'], false],
    [['REPRESENTATIVE'], false],
  ] as const)('%s sees the add button: %s', async (roles, visible) => {
    signIn([...roles]);
    renderWithApp(<OpportunityListPage />, { schema: { roles: [...roles] }, path });
    await cards();
    const add = screen.queryByRole('link', { name: 'Adicionar oportunidade' });
    if (visible) expect(add).toHaveAttribute('href', '/Painel/Opportunities/registration');
    else expect(add).toBeNull();
  });

  it('shows the approval date of approved ones only, and the age of those in analysis', async () => {
    signIn(['REPRESENTATIVE']);
    renderWithApp(<OpportunityListPage />, { schema: { roles: ['REPRESENTATIVE'] }, path });
    const all = await cards();
    const withStatus = (label: string) => all.filter((c) => within(c).queryByText(label, { exact: true }));

    const approved = withStatus('Aprovada');
    const others = all.filter((c) => !approved.includes(c));
    const inAnalysis = withStatus('Em Análise');
    expect(approved.length && others.length && inAnalysis.length).toBeGreaterThan(0);
    for (const card of approved) expect(card).not.toHaveTextContent('Sem Data');
    for (const card of approved) expect(card).toHaveTextContent(/Aprovada em\d{2}\/\d{2}\/\d{4}/);
    for (const card of others) expect(card).toHaveTextContent('Aprovada emSem Data');
    for (const card of inAnalysis) expect(card).toHaveTextContent(/\d+ dias? · \d+ dias? restantes?/);
    // Each card opens its details through a link named after the company.
    expect(within(all[0]).getByRole('link').getAttribute('href')).toMatch(/^\/Painel\/Opportunities\/.+/);
    expect(screen.getByText(/^237 registros$/)).toBeInTheDocument();
  });

  it("builds a phone's folded filters, and asks for the states, only once they are shown", async () => {
    signIn(['SELLER']);
    const { user } = renderWithApp(<OpportunityListPage />, {
      mocks: [
        { request: { query: OpportunityListDocument, variables: firstPage }, result: { data: emptyPage } },
        {
          request: { query: StatesDocument },
          result: { data: { states: [{ __typename: 'State' as const, abbreviation: 'BA', name: 'Bahia' }] } },
        },
      ],
      path,
    });
    await screen.findByText('Sem conteúdo');
    expect(screen.queryByLabelText('CNPJ')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    expect(screen.getByLabelText('CNPJ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'mais filtros' }));
    expect(await screen.findByRole('option', { name: 'Bahia (BA)' })).toBeInTheDocument();
  });

  it('says "Sem conteúdo" when nothing matches (the mock gateway\'s `empty` scenario)', async () => {
    signIn(['SELLER']);
    renderWithApp(<OpportunityListPage />, { schema: { roles: ['SELLER'], scenario: 'empty' }, path });
    expect(await screen.findByText('Sem conteúdo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });

  it('pages through a thousand rows (the `many` scenario)', async () => {
    signIn(['REPRESENTATIVE']);
    const { user } = renderWithApp(<OpportunityListPage />, {
      schema: { roles: ['REPRESENTATIVE'], scenario: 'many' },
      path,
    });
    expect(await cards()).toHaveLength(10);
    expect(screen.getByText('1.000 registros')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Avançar 4 páginas' }));

    expect(await screen.findByRole('button', { name: 'Página 5', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 8' })).toBeInTheDocument();
    expect(await cards()).toHaveLength(10);
    expect(screen.getByText('1.000 registros')).toBeInTheDocument();
  });

  it('says a service is down for a moment in its own words (the `errors:SERVICE_UNAVAILABLE` scenario)', async () => {
    signIn(['SUPPORT']);
    renderWithApp(<OpportunityListPage />, {
      schema: { roles: ['SUPPORT'], scenario: 'errors:SERVICE_UNAVAILABLE' },
      path,
    });
    expect(
      await screen.findByText('Serviço temporariamente indisponível. Tente novamente em instantes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('says when the list could not load, and asks again on "Tentar novamente"', async () => {
    signIn(['SUPPORT']);
    const request = { query: OpportunityListDocument, variables: firstPage };
    const failure = { errors: [new GraphQLError('falhou', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] };
    const { user } = renderWithApp(<OpportunityListPage />, {
      mocks: [{ request, result: failure }, { request, result: { data: emptyPage } }, states],
      path,
    });
    expect(await screen.findByText('Houve um erro. Tente novamente mais tarde!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Sem conteúdo')).toBeInTheDocument();
  });

  it('flags the row of a customer the register no longer gives as active, and a late decision', async () => {
    signIn(['REPRESENTATIVE']);
    const row = (id: string, companyInactive: boolean, waitingBusinessDays: number | null = null) => ({
      __typename: 'OpportunityRow',
      id,
      name: null,
      status: 'APPROVED',
      cnpj: '12345678000195',
      fantasyName: null,
      corporateName: `Empresa ${id}`,
      state: 'MG',
      city: 'Contagem',
      email: null,
      estimated: 10,
      register: null,
      resaleName: null,
      createdAt: '2026-03-10T14:00:00.000Z',
      approveDate: '2026-03-11T14:00:00.000Z',
      expireDays: null,
      elapsedDays: 1,
      companyInactive,
      waitingBusinessDays,
      decisionOverdue: (waitingBusinessDays ?? 0) > 2,
    });
    const page = {
      opportunities: {
        __typename: 'OpportunityPage',
        items: [row('a1', true, 3), row('a2', false, 1)],
        pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 10, total: 2, totalIsLowerBound: false, pageCount: 1 },
      },
    };
    renderWithApp(<OpportunityListPage />, {
      mocks: [{ request: { query: OpportunityListDocument, variables: firstPage }, result: { data: page } }, states],
      path,
    });
    const [inactive, active] = await cards();
    expect(within(inactive).getByText('Empresa inativa')).toBeInTheDocument();
    expect(within(active).queryByText('Empresa inativa')).not.toBeInTheDocument();
    // The approval clock (design section 17): the wait in business days, and the flag past the brand's target.
    expect(within(inactive).getByText('Aguardando há 3 dias úteis')).toBeInTheDocument();
    expect(within(inactive).getByText('Fora do prazo')).toBeInTheDocument();
    expect(within(active).getByText('Aguardando há 1 dia útil')).toBeInTheDocument();
    expect(within(active).queryByText('Fora do prazo')).not.toBeInTheDocument();
  });

  it("opens on 'Fora do prazo' alone from the digest's link, whatever filters were remembered", async () => {
    signIn(['REPRESENTATIVE']);
    writeUserItem('filters:opportunities', { filters: { state: 'MG', name: 'Alvorada' } });
    const overdue = { ...firstPage, filter: { decisionOverdue: true } };
    const { router } = renderWithApp(<OpportunityListPage />, {
      mocks: [{ request: { query: OpportunityListDocument, variables: overdue }, result: { data: emptyPage } }, states],
      path,
      search: '?decisionOverdue=true',
    });

    // The mock answers only the query with the overdue filter alone (the remembered state and name left out).
    expect(await screen.findByText('Sem conteúdo')).toBeInTheDocument();
    // The address loses the parameter: a reload keeps the user's own choices from then on.
    expect(router.state.location.search).toBe('');
  });

  it('exports the rows of the applied filters and order, and a cancelled export saves nothing', async () => {
    signIn(['REPRESENTATIVE']);
    const filtered = { ...firstPage, filter: { statuses: ['DISAPPROVED'] } };
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementationOnce(pending)
      .mockResolvedValueOnce(ndjson({ total: 2 }, exportRow, exportRow, { end: true }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithApp(<OpportunityListPage />, {
      mocks: [
        { request: { query: OpportunityListDocument, variables: firstPage }, result: { data: emptyPage } },
        { request: { query: OpportunityListDocument, variables: filtered }, result: { data: emptyPage } },
        states,
      ],
      path,
    });
    await screen.findByText('Sem conteúdo');
    // The test's screen is a phone's (no media query matches): the filters are folded.
    await user.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    await user.click(screen.getByText('Reprovada'));
    const exportButton = screen.getByRole('button', { name: 'Exportar' });

    await user.click(exportButton);
    expect(await screen.findByRole('progressbar', { name: 'Exportando…' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar exportação' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(exportButton).toHaveFocus();

    await user.click(exportButton);
    await vi.waitFor(() => expect(saveOpportunityWorkbook).toHaveBeenCalledTimes(1));
    expect(built).toEqual([[exportRow, exportRow]]);
    const url = exportUrl(fetch.mock.calls[1]);
    expect(url.pathname).toBe('/opportunities/export');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual(filtered.filter);
    expect(JSON.parse(url.searchParams.get('order') ?? '')).toEqual(filtered.order);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['the server refuses it', () => Response.json({ error: { code: 'INTERNAL_SERVER_ERROR' } }, { status: 500 })],
    ['the rows stop before their end', () => ndjson({ total: 3 }, exportRow, exportRow)],
  ])('shows the generic error and saves nothing when %s', async (_case, reply) => {
    signIn(['REPRESENTATIVE']);
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>().mockResolvedValue(reply()));
    const { user } = renderWithApp(<OpportunityListPage />, {
      mocks: [
        { request: { query: OpportunityListDocument, variables: firstPage }, result: { data: emptyPage } },
        states,
      ],
      path,
    });
    await screen.findByText('Sem conteúdo');

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Houve um erro. Tente novamente mais tarde!')).toBeInTheDocument();
    expect(saveOpportunityWorkbook).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
