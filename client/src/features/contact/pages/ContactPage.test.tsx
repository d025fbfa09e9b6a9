import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SendContactDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { ContactPage } from './ContactPage.js';

const input = {
  fullName: 'Ana Souza',
  email: 'ana@cliente.com.br',
  title: 'Dúvida sobre cadastro',
  description: 'Como cadastro uma filial?',
};

async function fill(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(screen.getByLabelText(/^Nome completo/), input.fullName);
  await user.type(screen.getByLabelText(/^E-mail/), input.email);
  await user.type(screen.getByLabelText(/^Assunto/), input.title);
  await user.type(screen.getByLabelText(/^Mensagem/), input.description);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
}

describe('ContactPage', () => {
  it('marks every empty field as required and publishes hours, phones and address', async () => {
    const { user } = renderWithApp(<ContactPage />, { schema: true });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('*Campo Obrigatório')).toHaveLength(4);
    expect(screen.getByText('Segunda a quinta 08:00-18:00')).toBeInTheDocument();
    expect(screen.getByText('Sexta 08:00-17:00')).toBeInTheDocument();
    // Placeholder support details until a deployment sets the distributor's own.
    expect(screen.getByRole('link', { name: '(11) 4000-1234' })).toHaveAttribute('href', 'tel:+551140001234');
    expect(screen.getByRole('link', { name: '0800 000 1234' })).toHaveAttribute('href', 'tel:08000001234');
    expect(screen.getByText(/Rua Fictícia das Oportunidades, 100/)).toBeInTheDocument();
    expect(screen.getByText(/São Paulo – SP/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contato@scanora.com.br' })).toBeInTheDocument();
  });

  it('says "Email enviado com sucesso!" when the message goes out, and goes back to login', async () => {
    const { user, router } = renderWithApp(<ContactPage />, {
      schema: true,
      path: '/Contact',
      routes: { '/': <p>login</p> },
    });
    await fill(user);
    expect(await screen.findByText('Email enviado com sucesso!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('says the contact failed when the call fails', async () => {
    const mocks = [{ request: { query: SendContactDocument, variables: { input } }, error: new Error('offline') }];
    const { user } = renderWithApp(<ContactPage />, { mocks });
    await fill(user);
    expect(
      await screen.findByText('Erro ao solicitar contato, por favor tente novamente mais tarde!'),
    ).toBeInTheDocument();
  });
});
