import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Navigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockOpportunity } from '../../../../../server/mock/records.js';
import { OpportunityDetailsDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { signIn } from '../../../test/session.js';
import type { RoleName } from '../../auth/roles.js';
import { OpportunityDetailsPage } from './OpportunityDetailsPage.js';

const id = '7d5b1c2e-0000-4000-8000-000000000001';
/** The app opens the details by its route (the page reads its id from the URL). */
const start = <Navigate to={`/Painel/Opportunities/${id}`} replace />;
const routes = {
  '/Painel/Opportunities/:id': <OpportunityDetailsPage />,
  '/Painel/Opportunities': <p>Lista de oportunidades</p>,
};

/** The mock schema's opportunity (a mock resolver, not a component), in the status the test needs. */
const opportunityIn = (status: string) => () => ({ ...mockOpportunity(), name: 'Oportunidade Acme', status });

/** A mock resolver too: an opportunity whose company the CNPJ register did not confirm. */
const unverifiedOpportunity = () => ({ ...opportunityIn('ANALYSIS')(), companyUnverified: true });

/** Mock resolvers too: customers the register last gave as BAIXADA, and as ATIVA, on 20/11/2026. */
const closedCustomerOpportunity = () => ({
  ...opportunityIn('APPROVED')(),
  companyStatus: 'BAIXADA',
  companyStatusCheckedAt: '2026-11-20T13:00:00.000Z',
  companyInactive: true,
});
const activeCustomerOpportunity = () => ({
  ...opportunityIn('ANALYSIS')(),
  companyStatus: 'ATIVA',
  companyStatusCheckedAt: '2026-11-20T13:00:00.000Z',
  companyInactive: false,
});

/** The details page on the mock schema, as `roles`, for an opportunity in `status`. */
function open(roles: RoleName[], status: string) {
  signIn(roles);
  return renderWithApp(start, {
    schema: { roles, mocks: { Opportunity: opportunityIn(status) } },
    routes,
  });
}

const decisionButtons = async () => {
  await screen.findByRole('heading', { name: 'Oportunidade Acme' });
  const nav = screen.queryByRole('navigation', { name: 'Ações' });
  return nav
    ? within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
};

describe('OpportunityDetailsPage', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    [['REPRESENTATIVE'], true],
    [['RESALE'], false],
  ] as const)('%s sees whether the company is unverified: %s', async (roles, shown) => {
    signIn([...roles]);
    renderWithApp(start, {
      schema: {
        roles: [...roles],
        mocks: { Opportunity: unverifiedOpportunity },
      },
      routes,
    });
    await screen.findByRole('heading', { name: 'Oportunidade Acme' });
    expect(!!screen.queryByText('Dados da empresa não verificados')).toBe(shown);
  });

  it('badges a customer the register no longer gives as active, with when it said so', async () => {
    signIn(['REPRESENTATIVE']);
    renderWithApp(start, {
      schema: {
        roles: ['REPRESENTATIVE'],
        mocks: { Opportunity: closedCustomerOpportunity },
      },
      routes,
    });
    const line = await screen.findByText('Situação cadastral: BAIXADA (verificada em 20/11/2026)');
    expect(line.closest('[role="status"]')).toHaveTextContent('Empresa inativa');
    expect(screen.getByText(/deixou de listar esta empresa como ativa/)).toBeInTheDocument();
  });

  it('says an active customer’s status plainly', async () => {
    signIn(['REPRESENTATIVE']);
    renderWithApp(start, {
      schema: {
        roles: ['REPRESENTATIVE'],
        mocks: { Opportunity: activeCustomerOpportunity },
      },
      routes,
    });
    expect(await screen.findByText('Situação cadastral: ATIVA (verificada em 20/11/2026)')).toBeInTheDocument();
    expect(screen.queryByText('Empresa inativa')).not.toBeInTheDocument();
  });

  it.each([
    [['REPRESENTATIVE'], 'ANALYSIS', ['Aprovar', 'Recusar', 'Atualizar registro']],
    [['REPRESENTATIVE'], 'AWAITING_RENOVATION', ['Aprovar Renovação', 'Recusar Renovação', 'Atualizar registro']],
    [['REPRESENTATIVE'], 'APPROVED', ['Atualizar registro']],
    [['RESALE'], 'RENOVATION', ['Solicitar renovação']],
    [['SELLER'], 'EXPIRED', ['Solicitar renovação']],
    [['RESALE'], 'ANALYSIS', []],
    [['SUPPORT'], 'ANALYSIS', []],
    [['SUPPORT'], 'AWAITING_RENOVATION', []],
  ] as const)('%s on %s sees %j', async (roles, status, expected) => {
    open([...roles], status);
    expect(await decisionButtons()).toEqual(expected);
    expect(screen.getByRole('link', { name: 'Histórico' })).toHaveAttribute(
      'href',
      `/Painel/History/${id}?type=Opportunities`,
    );
    // The conflicts are a representative's, on an opportunity in analysis.
    const conflicts = screen.queryByRole('heading', { name: 'Conflitos' });
    if (roles[0] === 'REPRESENTATIVE' && status === 'ANALYSIS') expect(conflicts).toBeInTheDocument();
    else expect(conflicts).toBeNull();
  });

  it('approves with a name (required) and returns to the list from "Feito!"', async () => {
    const { user } = open(['REPRESENTATIVE'], 'ANALYSIS');
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar oportunidade' });
    const name = within(dialog).getByLabelText(/Nome da oportunidade/);
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(name).toHaveValue('Oportunidade Acme');

    await user.clear(name);
    expect(await within(dialog).findByText('Por favor, digite um nome para a oportunidade!!')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.type(name, 'Oportunidade Acme - Fase 2');
    await user.selectOptions(within(dialog).getByLabelText(/Probabilidade de fechamento/), '71% - 99%');
    await user.click(confirm);

    expect(await screen.findByText('Oportunidade aprovada com sucesso')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    expect(await screen.findByText('Lista de oportunidades')).toBeInTheDocument();
  });

  it('says "Oportunidade não encontrada" with a way back for an id the user cannot see', async () => {
    signIn(['SELLER']);
    renderWithApp(start, {
      mocks: [
        {
          request: { query: OpportunityDetailsDocument, variables: { id } },
          result: { errors: [new GraphQLError('Oportunidade não encontrada', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
      routes,
    });
    expect(await screen.findByText('Oportunidade não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a lista de oportunidades' })).toHaveAttribute(
      'href',
      '/Painel/Opportunities',
    );
  });
});
