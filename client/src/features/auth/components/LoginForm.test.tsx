import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.js';
import { LoginForm } from './LoginForm.js';

describe('LoginForm', () => {
  it('keeps the button off until both fields have something besides spaces, then sends them trimmed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithApp(<LoginForm onSubmit={onSubmit} loading={false} />);
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('E-mail'), '  revenda@demo.com.br ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Senha'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Senha'), 'Demo@1234 ');
    expect(button).toBeEnabled();

    await user.click(button);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      username: 'revenda@demo.com.br',
      password: 'Demo@1234',
      keepConnected: true,
    });
  });

  it('checks "Mantenha-me conectado" by default and shows or hides the password', async () => {
    const { user } = renderWithApp(<LoginForm onSubmit={() => {}} loading={false} />);
    expect(screen.getByRole('checkbox', { name: 'Mantenha-me conectado' })).toBeChecked();
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/recovery-password');
  });
});
