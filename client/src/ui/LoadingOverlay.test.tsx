import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { LoadingOverlay, loadingStepAt } from './LoadingOverlay.js';

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
    render(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('maps elapsed time to the text steps', () => {
    expect([0, 9_999, 10_000, 20_000, 29_999, 30_000].map(loadingStepAt)).toEqual([0, 0, 1, 2, 2, 3]);
  });
});
