import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.js';
import { signIn as signInAs } from '../../../test/session.js';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../rules.js';
import { OpportunityRegistrationPage } from './OpportunityRegistrationPage.js';

const signIn = () => signInAs(['RESALE'], { company: 'scanora' });

/** A mock resolver (not a component): the gateway's answer when the CNPJ lookup service fails. */
const lookupUnavailable = () => {
  throw new GraphQLError('Serviço de consulta de CNPJ indisponível.', {
    extensions: { code: 'CNPJ_LOOKUP_UNAVAILABLE' },
  });
};

/** Mock resolvers too: the lookup's answer for a closed company, and for an active one. */
const closedCompany = () => ({
  cnpj: '11444777000161',
  corporateName: 'Comercio Encerrado Ltda',
  fantasyName: 'Comercio Encerrado',
  registrationStatus: 'BAIXADA',
});
const activeCompany = () => ({ registrationStatus: 'ATIVA' });

const open = () =>
  renderWithApp(<OpportunityRegistrationPage />, {
    schema: { roles: ['RESALE'] },
    path: '/Painel/Opportunities/registration',
  });

describe('OpportunityRegistrationPage', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('lists every missing field by its label at once, then takes the user to the first one', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Registro de Oportunidades', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Finalizar registro' }));

    const modal = await screen.findByRole('alertdialog', { name: 'Campos obrigatórios ausentes!' });
    const listed = within(modal)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      'CNPJ',
      'Razão social',
      'CEP',
      'Estado',
      'Cidade',
      'O cliente faz parte de um grupo?',
      'Nome do contato',
      'Telefone do cliente',
      'Email do cliente',
      'Origem da oportunidade',
      'Aplicação',
      'Especificação',
      'Data de conclusão',
      'Produto homologado?',
      'Possui equipamento similar?',
      'Possui software parceiro?',
      'Tipo de órgão',
      'Produto principal: Part number',
      'Produto principal: Descrição',
      'Produto principal: Quantidade',
      'Produto principal: Preço unitário',
      'Vendedor Prime',
      'Aceite dos termos',
    ]);
    // Each one is marked under its field too.
    expect(screen.getAllByText('*Campo Obrigatório').length).toBeGreaterThanOrEqual(listed.length);

    await user.click(within(modal).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^CNPJ/ })).toHaveFocus());
  });

  it('reads a price typed the Brazilian way: the total follows each key, the field shows two decimals once left', async () => {
    const { user } = open();
    const row = within(await screen.findByRole('group', { name: 'Produto principal' }));
    // Only a row with a part number or a description counts.
    await user.type(row.getByRole('textbox', { name: /^Part number/ }), 'SC-200');
    await user.type(row.getByRole('textbox', { name: /^Quantidade/ }), '2');
    const price = row.getByRole('textbox', { name: /^Preço unitário/ });

    await user.type(price, '4.599,90');
    expect(screen.getByText(/^R\$\s9\.199,80$/)).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '350');
    await user.tab();
    expect(price).toHaveValue('350,00');
    expect(screen.getByText(/^R\$\s700,00$/)).toBeInTheDocument();
  });

  it('gives back what was typed on the next visit, and forgets it on "Descartar rascunho"', async () => {
    const first = open();
    await first.user.type(await screen.findByRole('textbox', { name: /^Nome do contato/ }), 'Joana Prado');
    await new Promise((r) => setTimeout(r, DRAFT_SAVE_DEBOUNCE_MS + 50));
    first.unmount();

    const second = open();
    expect(await screen.findByRole('textbox', { name: /^Nome do contato/ })).toHaveValue('Joana Prado');
    await second.user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));

    expect(screen.getByRole('textbox', { name: /^Nome do contato/ })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Descartar rascunho' })).not.toBeInTheDocument();
    second.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: /^Nome do contato/ })).toHaveValue('');
    expect(screen.queryByText(/Rascunho restaurado/)).not.toBeInTheDocument();
  });

  it('opens the company fields for typing when the CNPJ lookup service is unavailable, and says so', async () => {
    const { user } = renderWithApp(<OpportunityRegistrationPage />, {
      schema: {
        roles: ['RESALE'],
        mocks: { Company: lookupUnavailable },
      },
      path: '/Painel/Opportunities/registration',
    });
    const corporateName = await screen.findByRole('textbox', { name: /^Razão social/ });
    expect(corporateName).toHaveAttribute('readonly');

    await user.type(screen.getByRole('textbox', { name: /^CNPJ/ }), '11444777000161');

    const notice = (await screen.findByText(/A consulta de CNPJ está indisponível/)).closest('[role="alert"]');
    expect(notice).toHaveTextContent('A consulta de CNPJ está indisponível no momento');
    expect(notice).toHaveTextContent('dados da empresa não verificados');
    // No "CNPJ inválido" modal: the CNPJ is not what failed.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(corporateName).not.toHaveAttribute('readonly');
    await user.type(corporateName, 'Comércio Digitado Ltda');
    expect(corporateName).toHaveValue('Comércio Digitado Ltda');
    expect(screen.getByRole('textbox', { name: /^Nome fantasia/ })).not.toHaveAttribute('readonly');
  });

  it('shows the registration status, and blocks the submit saying why when the company is BAIXADA', async () => {
    const message = 'A empresa deste CNPJ está BAIXADA na Receita Federal e não pode receber oportunidades.';
    const { user } = renderWithApp(<OpportunityRegistrationPage />, {
      schema: {
        roles: ['RESALE'],
        mocks: { Company: closedCompany },
      },
      path: '/Painel/Opportunities/registration',
    });

    await user.type(await screen.findByRole('textbox', { name: /^CNPJ/ }), '11444777000161');

    const notice = (await screen.findByText('Situação cadastral na Receita Federal: BAIXADA')).closest(
      '[role="alert"]',
    );
    expect(notice).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /^Razão social/ })).toHaveValue('Comercio Encerrado Ltda');

    await user.click(screen.getByRole('button', { name: 'Finalizar registro' }));

    const modal = await screen.findByRole('alertdialog', { name: 'Campos obrigatórios ausentes!' });
    expect(within(modal).getAllByRole('listitem')[0]).toHaveTextContent('CNPJ');
    // The modal says why under the field's name: the alert's words, which the field's error repeats.
    expect(within(modal).getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(3);
  });

  it('shows an active company’s status plainly', async () => {
    const { user } = renderWithApp(<OpportunityRegistrationPage />, {
      schema: { roles: ['RESALE'], mocks: { Company: activeCompany } },
      path: '/Painel/Opportunities/registration',
    });

    await user.type(await screen.findByRole('textbox', { name: /^CNPJ/ }), '11444777000161');

    const status = await screen.findByText('Situação cadastral na Receita Federal: ATIVA');
    expect(status.closest('[role="alert"]')).toBeNull();
  });
});
