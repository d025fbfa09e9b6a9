import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CnpjLookupDocument, RegisterResaleDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { ResaleSignupPage } from './ResaleSignupPage.js';

/** A valid alphanumeric CNPJ (check digits computed as the Receita Federal defines them). */
const ALNUM_CNPJ = '12ABC34501DE35';

const lookupOk = {
  request: { query: CnpjLookupDocument, variables: { cnpj: ALNUM_CNPJ } },
  result: {
    data: {
      cnpjLookup: {
        __typename: 'Company' as const,
        cnpj: ALNUM_CNPJ,
        corporateName: 'Nova Revenda Ltda',
        fantasyName: null,
        cep: null,
        street: 'Rua A, 1',
        city: 'São Paulo',
        state: 'SP',
      },
    },
  },
};
const lookupError = (code: string) => ({
  request: { query: CnpjLookupDocument, variables: { cnpj: ALNUM_CNPJ } },
  result: { errors: [new GraphQLError('erro', { extensions: { code } })] },
});
const registerRequest = {
  query: RegisterResaleDocument,
  variables: {
    input: {
      email: 'nova@revenda.com.br',
      contactName: 'Carla Contato',
      phone: '11987654321',
      cnpj: ALNUM_CNPJ,
      corporateName: 'Nova Revenda Ltda',
      fantasyName: 'N/C',
      street: 'Rua A, 1',
      city: 'São Paulo',
      state: 'SP',
      cep: null,
    },
  },
};
const registered = {
  request: registerRequest,
  result: {
    data: {
      registerResale: {
        __typename: 'RegisterResalePayload' as const,
        resaleId: 'r1',
        status: 'ANALYSIS' as const,
        message: 'ok',
      },
    },
  },
};

type User = ReturnType<typeof renderWithApp>['user'];

async function fillStep1(user: User) {
  await user.type(screen.getByLabelText(/^E-mail/), 'nova@revenda.com.br');
  await user.type(screen.getByLabelText(/^Nome do contato/), 'Carla Contato');
  await user.type(screen.getByLabelText(/^Telefone/), '11987654321');
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
}

const cnpjInput = () => screen.getByLabelText(/^CNPJ/) as HTMLInputElement;
const progress = () => screen.getByRole('progressbar');

describe('ResaleSignupPage', () => {
  afterEach(() => vi.useRealTimers());

  it('step 1: masks the phone and enables "Próximo" only when e-mail, name and phone are valid', async () => {
    const { user, router } = renderWithApp(<ResaleSignupPage />, {
      schema: true,
      path: '/Registration',
      routes: { '/': <p>login</p> },
    });
    expect(screen.getByRole('heading', { name: 'Crie seu usuário' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    const next = screen.getByRole('button', { name: 'Próximo' });
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText(/^E-mail/), 'nova@revenda');
    await user.type(screen.getByLabelText(/^Nome do contato/), 'Carla');
    expect(await screen.findByText('Verifique o email digitado')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), '.com.br');

    const phone = screen.getByLabelText(/^Telefone/);
    await user.type(phone, '1132654');
    expect(phone).toHaveValue('(11) 3265-4');
    await user.tab();
    expect(await screen.findByText('Verifique o telefone digitado')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.clear(phone);
    await user.type(phone, '11987654321');
    expect(phone).toHaveValue('(11) 98765-4321');
    expect(next).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('step 2: upper-cases an alphanumeric CNPJ, looks it up when complete and registers the resale', async () => {
    const { user, router } = renderWithApp(<ResaleSignupPage />, {
      mocks: [lookupOk, registered],
      path: '/Registration',
      routes: { '/': <p>login</p> },
    });
    await fillStep1(user);
    expect(screen.getByRole('heading', { name: 'Sua revenda' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    const submit = screen.getByRole('button', { name: 'Cadastrar' });
    expect(submit).toBeDisabled();

    await user.type(cnpjInput(), '12abc34501de35');
    expect(cnpjInput()).toHaveValue('12.ABC.345/01DE-35');
    expect(await screen.findByDisplayValue('Nova Revenda Ltda')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome fantasia/)).toHaveValue('N/C');
    expect(screen.getByLabelText(/^CEP/)).toHaveValue('00000-000');
    expect(screen.getByLabelText(/^Cidade/)).toHaveValue('São Paulo');
    expect(screen.getByLabelText(/^Cidade/)).toHaveAttribute('readonly');

    await user.click(submit);
    expect(await screen.findByText('Revenda cadastrada com sucesso')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('on the schema mocks: the company of a complete CNPJ fills the read-only fields and the resale is registered', async () => {
    const { user, router } = renderWithApp(<ResaleSignupPage />, {
      schema: true,
      path: '/Registration',
      routes: { '/': <p>login</p> },
    });
    await fillStep1(user);
    await user.type(cnpjInput(), ALNUM_CNPJ);
    const corporateName = screen.getByLabelText(/^Razão social/) as HTMLTextAreaElement;
    await waitFor(() => expect(corporateName.value).toMatch(/ Ltda$/));
    expect(corporateName).toHaveAttribute('readonly');
    expect((screen.getByLabelText(/^CEP/) as HTMLInputElement).value).toMatch(/^\d{5}-\d{3}$/);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Revenda cadastrada com sucesso')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('step 2: a CNPJ with wrong check digits is not looked up', async () => {
    const { user } = renderWithApp(<ResaleSignupPage />, { schema: true });
    await fillStep1(user);
    await user.type(cnpjInput(), '12ABC34501DE00');
    expect(await screen.findByText('Verifique o cnpj digitado')).toBeInTheDocument();
    expect(screen.queryByText('Ops!')).not.toBeInTheDocument();
  });

  it('step 2: an invalid CNPJ, then corrected, loses its error and is looked up', async () => {
    const { user } = renderWithApp(<ResaleSignupPage />, { mocks: [lookupOk] });
    await fillStep1(user);
    await user.type(cnpjInput(), '12ABC34501DE00');
    expect(await screen.findByText('Verifique o cnpj digitado')).toBeInTheDocument();
    await user.type(cnpjInput(), '{Backspace}{Backspace}35');
    expect(cnpjInput()).toHaveValue('12.ABC.345/01DE-35');
    expect(await screen.findByDisplayValue('Nova Revenda Ltda')).toBeInTheDocument();
    expect(screen.queryByText('Verifique o cnpj digitado')).not.toBeInTheDocument();
    expect(cnpjInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
  });

  it.each([
    ['RATE_LIMITED', 'É permitido somente 3 consultas por minuto'],
    ['NOT_FOUND', 'CNPJ inválido! Por favor digite um CNPJ válido!'],
    ['BAD_USER_INPUT', 'CNPJ inválido! Por favor digite um CNPJ válido!'],
    ['INTERNAL_SERVER_ERROR', 'CNPJ inválido'],
  ])('step 2: lookup failure %s shows "%s"', async (code, text) => {
    const { user } = renderWithApp(<ResaleSignupPage />, { mocks: [lookupError(code)] });
    await fillStep1(user);
    await user.type(cnpjInput(), ALNUM_CNPJ);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  });

  it('an e-mail already registered sends the user back to step 1 with the e-mail marked', async () => {
    const taken = {
      request: registerRequest,
      result: {
        errors: [
          new GraphQLError('Email ou Doc já existente', {
            extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Já existe uma revenda registrada nesse email' } },
          }),
        ],
      },
    };
    const { user } = renderWithApp(<ResaleSignupPage />, { mocks: [lookupOk, taken] });
    await fillStep1(user);
    await user.type(cnpjInput(), ALNUM_CNPJ);
    await screen.findByDisplayValue('Nova Revenda Ltda');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Já existe uma revenda registrada nesse email')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { name: 'Crie seu usuário' })).toBeInTheDocument();
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Já existe uma revenda registrada nesse email')).toBeInTheDocument();
    // The keyboard user goes on from the field to correct, not from the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('a 429 on submit shows the loading overlay and retries once after 60 s, whatever the keyboard does', async () => {
    const limited = {
      request: registerRequest,
      result: { errors: [new GraphQLError('Muitas solicitações', { extensions: { code: 'RATE_LIMITED' } })] },
    };
    const { user } = renderWithApp(<ResaleSignupPage />, { mocks: [lookupOk, limited, registered] });
    await fillStep1(user);
    await user.type(cnpjInput(), ALNUM_CNPJ);
    await screen.findByDisplayValue('Nova Revenda Ltda');

    vi.useFakeTimers({ shouldAdvanceTime: false });
    const submit = screen.getByRole('button', { name: 'Cadastrar' });
    fireEvent.click(submit);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('dialog', { name: 'Carregando' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aguarde, estamos reunindo suas informações');
    // Behind the overlay the page is out of reach and "Cadastrar" is off; a submit that gets there anyway (Enter
    // in a field) is ignored: the one sign-up waits for its retry.
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.submit(submit.closest('form')!);
    fireEvent.submit(submit.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByText('Revenda cadastrada com sucesso')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.getByText('Revenda cadastrada com sucesso')).toBeInTheDocument();
  });
});
