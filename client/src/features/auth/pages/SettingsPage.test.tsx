import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UpdatePasswordDocument } from '../../../__generated__/graphql.js';
import { renderWithApp } from '../../../test/render.js';
import { SettingsPage } from './SettingsPage.js';

const request = { query: UpdatePasswordDocument, variables: { input: { password: 'Nova@2026' } } };

async function submitNewPassword(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@2026');
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova@2026');
  await user.click(screen.getByRole('button', { name: 'Atualizar senha' }));
}

describe('SettingsPage', () => {
  it('updates the password, then goes to Opportunities', async () => {
    const mocks = [
      {
        request,
        result: { data: { updatePassword: { __typename: 'UpdatePasswordPayload' as const, message: 'ok' } } },
      },
    ];
    const { user, router } = renderWithApp(<SettingsPage />, {
      mocks,
      path: '/Painel/Settings',
      routes: { '/Painel/Opportunities': <p>lista</p> },
    });
    expect(screen.getByText(/mínimo 8 caracteres, incluindo uma letra maiúscula/)).toBeInTheDocument();
    await submitNewPassword(user);
    expect(await screen.findByText('Senha atualizada com sucesso')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    expect(router.state.location.pathname).toBe('/Painel/Opportunities');
  });

  it('shows the server message of a refused password, or "Erro ao atualizar a senha"', async () => {
    const mocks = [
      {
        request,
        result: {
          errors: [new GraphQLError('A senha não pode ser igual à atual', { extensions: { code: 'BAD_USER_INPUT' } })],
        },
      },
      { request, error: new Error('offline') },
    ];
    const { user } = renderWithApp(<SettingsPage />, { mocks });
    await submitNewPassword(user);
    expect(await screen.findByText('A senha não pode ser igual à atual')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByRole('button', { name: 'Atualizar senha' }));
    expect(await screen.findByText('Erro ao atualizar a senha')).toBeInTheDocument();
  });
});
