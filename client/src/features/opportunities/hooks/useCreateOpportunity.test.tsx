import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CreateOpportunityDocument, type CreateOpportunityInput } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { useCreateOpportunity } from './useCreateOpportunity.js';

const input: CreateOpportunityInput = {
  cnpj: '11444777000161',
  acceptedTerm: true,
  project: { application: 'Inventário' },
  products: [{ partNumber: 'SC-200', description: 'Coletor', amount: 1, price: 10 }],
};

const failing = (code: string, extensions: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: CreateOpportunityDocument, variables: { input } },
  result: { errors: [new GraphQLError('recusado', { extensions: { code, ...extensions } })] },
});

const created: MockLink.MockedResponse = {
  request: { query: CreateOpportunityDocument, variables: { input } },
  result: {
    data: {
      createOpportunity: {
        __typename: 'CreateOpportunityPayload',
        opportunity: { __typename: 'Opportunity', id: 'o1', status: 'ANALYSIS' },
        message: 'Oportunidade cadastrada com sucesso',
      },
    },
  },
  maxUsageCount: 2,
};

function Sender(props: { onInvalidFields: (f: Record<string, string>) => void; onCreated?: () => void }) {
  const { createOpportunity } = useCreateOpportunity(props);
  return (
    <button type="button" onClick={() => createOpportunity(input)}>
      Enviar
    </button>
  );
}

function send(mocks: MockLink.MockedResponse[], onCreated = vi.fn()) {
  const onInvalidFields = vi.fn();
  const view = renderWithApp(<Sender onInvalidFields={onInvalidFields} onCreated={onCreated} />, {
    mocks,
    routes: { '/Painel/Opportunities': <p>Lista de oportunidades</p> },
  });
  return { ...view, onInvalidFields, onCreated };
}

describe('useCreateOpportunity (spec section 8)', () => {
  it('says "Oportunidade cadastrada com sucesso" and returns to the list; a double click sends once', async () => {
    const { user, onCreated } = send([created]);
    const button = screen.getByRole('button', { name: 'Enviar' });
    await user.dblClick(button);

    expect(await screen.findByText('Oportunidade cadastrada com sucesso')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    expect(await screen.findByText('Lista de oportunidades')).toBeInTheDocument();
  });

  it('shows the locked text on LOCKED (423)', async () => {
    const { user } = send([failing('LOCKED')]);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'A oportunidade já existe no CRM, não pode ser alterada. Por favor, aguarde a renovação da oportunidade para atualizá-la no CRM.',
      ),
    ).toBeInTheDocument();
  });

  it('hands the fields the server named back to the form, with no "Ops!" of its own', async () => {
    const fields = { 'project.specification': '*Campo Obrigatório', 'products.0.amount': '*Campo Obrigatório' };
    const { user, onInvalidFields } = send([failing('BAD_USER_INPUT', { fields })]);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(onInvalidFields).toHaveBeenCalledWith(fields));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says "Erro ao cadastrar a oportunidade" on any other failure, and lets the user send again', async () => {
    const { user, onCreated } = send([failing('INTERNAL_SERVER_ERROR'), created]);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Erro ao cadastrar a oportunidade')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Oportunidade cadastrada com sucesso')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the session ended (the app is on its way to login)', async () => {
    const { user, onInvalidFields } = send([failing('UNAUTHENTICATED')]);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onInvalidFields).not.toHaveBeenCalled();
  });
});
