import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.js';
import { addNotification, clearNotifications } from '../store.js';
import { NotificationBell } from './NotificationBell.js';

describe('NotificationBell', () => {
  it('shows the alert dot while notices exist and keeps them in the notification cookie', async () => {
    clearNotifications();
    const { user } = renderWithApp(<NotificationBell />);
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();

    act(() => addNotification('Cadastro da revenda enviado.'));
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
    expect(decodeURIComponent(document.cookie)).toContain('Cadastro da revenda enviado.');

    await user.click(screen.getByRole('button', { name: 'Notificações (há novidades)' }));
    expect(await screen.findByText('Cadastro da revenda enviado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar notificações' }));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('notification=');
  });
});
