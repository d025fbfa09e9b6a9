import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { LoadingOverlay, LoadingScreen, loadingStepAt } from './LoadingOverlay.js';

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes its text after 10, 20 and 30 seconds', () => {
    renderWithApp(<LoadingOverlay open />);
    const status = () => screen.getByRole('status');
    expect(status()).toHaveTextContent('Aguarde, estamos reunindo suas informações');

    act(() => vi.advanceTimersByTime(9_999));
    expect(status()).toHaveTextContent('Aguarde, estamos reunindo suas informações');
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toHaveTextContent('Verificando as informações...');
    act(() => vi.advanceTimersByTime(10_000));
    expect(status()).toHaveTextContent('Validando o cadastro...');
    act(() => vi.advanceTimersByTime(10_000));
    expect(status()).toHaveTextContent('Só mais um instante, estamos quase lá!');
    act(() => vi.advanceTimersByTime(60_000));
    expect(status()).toHaveTextContent('Só mais um instante, estamos quase lá!');
  });

  it('shows nothing while closed', () => {
    renderWithApp(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a named modal dialog that the keyboard cannot leave for the page behind', async () => {
    vi.useRealTimers();
    const { user } = renderWithApp(
      <>
        <button type="button">Cadastrar</button>
        <LoadingOverlay open />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Carregando' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The page is hidden from assistive technology and Tab does not reach it.
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cadastrar', hidden: true })).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Carregando' })).toBeInTheDocument();
  });

  it('maps elapsed time to the text steps', () => {
    expect([0, 9_999, 10_000, 20_000, 29_999, 30_000].map(loadingStepAt)).toEqual([0, 0, 1, 2, 2, 3]);
  });
});

describe('LoadingScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('covers a screen with nothing behind it yet, with the same texts at the same times', () => {
    renderWithApp(<LoadingScreen />);
    const status = () => screen.getByRole('status');
    expect(status()).toHaveTextContent('Aguarde, estamos reunindo suas informações');
    act(() => vi.advanceTimersByTime(10_000));
    expect(status()).toHaveTextContent('Verificando as informações...');
    act(() => vi.advanceTimersByTime(20_000));
    expect(status()).toHaveTextContent('Só mais um instante, estamos quase lá!');
  });
});
