import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.js';
import { BrandCarousel } from './BrandCarousel.js';

const images = [1, 2, 3].map((n) => ({ src: `/brands/scanora/carousel-${n}.svg`, alt: `Imagem ${n}` }));
const shown = () => screen.getByRole('img').getAttribute('alt');

describe('BrandCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes image every 6 s and stops while the pointer is on it', () => {
    renderWithApp(<BrandCarousel images={images} />);
    expect(shown()).toBe('Imagem 1');
    act(() => vi.advanceTimersByTime(5_999));
    expect(shown()).toBe('Imagem 1');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('Imagem 2');

    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe('Imagem 2');
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toBe('Imagem 1');
  });

  it('can be paused and driven by its buttons', () => {
    renderWithApp(<BrandCarousel images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrossel' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('Imagem 1');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar imagem 3' }));
    expect(shown()).toBe('Imagem 3');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima imagem' }));
    expect(shown()).toBe('Imagem 1');
  });
});
