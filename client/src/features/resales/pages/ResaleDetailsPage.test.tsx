import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Navigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResaleDetailsDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { signIn } from '../../../test/session.js';
import type { RoleName } from '../../auth/roles.js';
import { ResaleDetailsPage } from './ResaleDetailsPage.js';

const id = '7d5b1c2e-0000-4000-8000-0000000000aa';
// The spec's other query parameters are accepted and ignored: the page shows what the server holds.
const start = (
  <Navigate to={`/Painel/Resales/details?id=${id}&name=Outro+Nome&status=approved&email=x%40y.com`} replace />
);
const routes = {
  '/Painel/Resales/details': <ResaleDetailsPage />,
  '/Painel/Resales': <p>Lista de revendas</p>,
};

const resaleIn = (status: string) => () => ({
  id,
  status,
  createdAt: '2026-03-10T14:00:00.000Z',
  cnpj: '12345678000195',
  cep: '01305000',
  city: 'São Paulo',
  street: 'Rua Augusta, 500',
  state: 'SP',
  fantasyName: 'Loja da Paula',
  corporateName: 'Paula Souza Comércio Ltda',
  contactName: 'Ana Beatriz Carvalho Mendes',
  phone: '11987654321',
  email: 'paula@loja.com.br',
  reason: status === 'DISAPPROVED' ? 'CNPJ baixado' : null,
});

function open(roles: RoleName[], status: string) {
  signIn(roles);
  return renderWithApp(start, {
    schema: { roles, mocks: { Resale: resaleIn(status) } },
    routes,
  });
}

const decisionButtons = async () => {
  await screen.findByRole('heading', { name: 'Loja da Paula', level: 1 });
  const nav = screen.queryByRole('navigation', { name: 'Ações' });
  return nav
    ? within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
};

describe('ResaleDetailsPage', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    [['REPRESENTATIVE'], 'ANALYSIS', ['Aprovar', 'Recusar']],
    [['REPRESENTATIVE'], 'APPROVED', []],
    [['REPRESENTATIVE'], 'DISAPPROVED', []],
    [['SUPPORT'], 'ANALYSIS', []],
  ] as const)('%s on %s sees %j', async (roles, status, expected) => {
    open([...roles], status);
    expect(await decisionButtons()).toEqual(expected);
  });

  it('shows every field of the sign-up, masked, with the contact name cut at 18 characters', async () => {
    open(['SUPPORT'], 'DISAPPROVED');
    await screen.findByRole('heading', { name: 'Loja da Paula', level: 1 });
    for (const text of [
      '12.345.678/0001-95',
      'Paula Souza Comércio Ltda',
      '(11) 98765-4321',
      'paula@loja.com.br',
      '01305-000',
      'Rua Augusta, 500',
      'São Paulo',
      'SP',
      '10/03/2026',
      'Reprovada',
      'CNPJ baixado',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Ana Beatriz Carval…')).toHaveAttribute('title', 'Ana Beatriz Carvalho Mendes');
    expect(screen.queryByText('Outro Nome')).toBeNull();
  });

  it('refuses with a required reason and returns to the list from "Feito!"', async () => {
    const { user } = open(['REPRESENTATIVE'], 'ANALYSIS');
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar revenda' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Digite o motivo da reprovação/), 'CNPJ baixado');
    await user.click(confirm);

    expect(await screen.findByText('Revenda reprovada com sucesso')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    expect(await screen.findByText('Lista de revendas')).toBeInTheDocument();
  });

  it('approves after confirming', async () => {
    const { user } = open(['REPRESENTATIVE'], 'ANALYSIS');
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar revenda' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Revenda aprovada com sucesso')).toBeInTheDocument();
  });

  it('says "Revenda não encontrada" without asking when the link has no id', async () => {
    signIn(['SUPPORT']);
    renderWithApp(<Navigate to="/Painel/Resales/details?name=Paula" replace />, { routes });
    expect(await screen.findByText('Revenda não encontrada')).toBeInTheDocument();
  });

  it('says "Revenda não encontrada" with a way back for an id of another brand', async () => {
    signIn(['REPRESENTATIVE']);
    renderWithApp(start, {
      mocks: [
        {
          request: { query: ResaleDetailsDocument, variables: { id } },
          result: { errors: [new GraphQLError('Revenda não encontrada', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
      routes,
    });
    expect(await screen.findByText('Revenda não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a lista de revendas' })).toHaveAttribute(
      'href',
      '/Painel/Resales',
    );
  });

  it('shows the generic message when the details cannot load', async () => {
    signIn(['REPRESENTATIVE']);
    renderWithApp(start, {
      mocks: [
        {
          request: { query: ResaleDetailsDocument, variables: { id } },
          result: { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
        },
      ],
      routes,
    });
    expect(await screen.findByText('Houve um erro. Tente novamente mais tarde!')).toBeInTheDocument();
  });
});
