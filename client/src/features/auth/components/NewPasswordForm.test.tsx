import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.js';
import { PASSWORD_POLICY } from '../forms/passwordPolicy.js';
import { NewPasswordForm } from './NewPasswordForm.js';

const POLICY =
  'A senha deve ter no mínimo 8 caracteres, incluindo uma letra maiúscula, um caractere especial e um número';

describe('NewPasswordForm', () => {
  it('refuses a password outside the policy and a confirmation that differs', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithApp(<NewPasswordForm submitLabel="Salvar senha" loading={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Nova senha/), 'semnumero@A');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'outra');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(screen.getAllByText(POLICY).length).toBeGreaterThan(1);
    expect(screen.getByText('As senhas não conferem!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a password that follows the policy and matches its confirmation', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithApp(<NewPasswordForm submitLabel="Salvar senha" loading={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@2026');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova@2026');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(onSubmit).toHaveBeenCalledWith('Nova@2026');
  });

  it('states the whole rule: the spec wording, then the lower-case letter and the accepted special characters', () => {
    renderWithApp(<NewPasswordForm submitLabel="Salvar senha" loading={false} onSubmit={vi.fn()} />);
    expect(screen.getByText(POLICY)).toBeInTheDocument();
    const hint = screen.getByText('Use também uma letra minúscula. Caracteres especiais aceitos: @ $ ! % * ? &');
    expect(hint).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      expect.stringContaining(hint.textContent!),
    );
  });
});

describe('password policy', () => {
  it('needs 8+ characters with lower and upper case, a digit and one of @$!%*?&', () => {
    expect(['Demo@1234', 'Abcdef1!', 'xY9$xxxx'].every((p) => PASSWORD_POLICY.test(p))).toBe(true);
    expect(
      ['Ab1@', 'abcdefg1@', 'ABCDEFG1@', 'Abcdefgh@', 'Abcdefgh1', 'Abcdef1#x'].some((p) => PASSWORD_POLICY.test(p)),
    ).toBe(false);
  });
});
