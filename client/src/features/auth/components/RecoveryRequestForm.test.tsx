import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.js';
import { RecoveryRequestForm } from './RecoveryRequestForm.js';

describe('RecoveryRequestForm', () => {
  it('asks for a valid e-mail before sending', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithApp(<RecoveryRequestForm loading={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^E-mail/), 'revenda@demo');
    await user.click(screen.getByRole('button', { name: 'Recuperar senha' }));
    expect(await screen.findByText('Verifique o email digitado')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), ' revenda@demo.com.br ');
    await user.click(screen.getByRole('button', { name: 'Recuperar senha' }));
    expect(onSubmit).toHaveBeenCalledWith('revenda@demo.com.br');
  });
});
