import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { Pager } from './Pager.js';
import { jumpTarget, pageCountOf, visiblePages } from './pagerWindow.js';

function PagerHarness({ pageCount, start = 1 }: { pageCount: number; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <>
      <Pager page={page} pageCount={pageCount} onChange={setPage} />
      <output>atual {page}</output>
    </>
  );
}

const pageButtons = () => screen.getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent);

describe('Pager', () => {
  it('shows four page buttons at a time and moves the block with the jumps of four', async () => {
    const { user } = renderWithApp(<PagerHarness pageCount={10} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Voltar 4 páginas' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Avançar 4 páginas' }));
    expect(screen.getByText('atual 5')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['5', '6', '7', '8']);

    await user.click(screen.getByRole('button', { name: 'Avançar 4 páginas' }));
    expect(screen.getByText('atual 9')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['9', '10']);

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('atual 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Voltar 4 páginas' }));
    expect(screen.getByText('atual 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 8' }));
    expect(screen.getByText('atual 8')).toBeInTheDocument();
  });

  it('renders nothing for an empty list', () => {
    renderWithApp(<Pager page={1} pageCount={0} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('pager arithmetic', () => {
  it('windows pages in blocks of four and keeps jumps inside the list', () => {
    expect(visiblePages(3, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(4, 9)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(5, 9)).toEqual([5, 6, 7, 8]);
    expect(jumpTarget(2, 10, -4)).toBe(1);
    expect(jumpTarget(8, 10, 4)).toBe(10);
    expect(pageCountOf(101, 10)).toBe(11);
    expect(pageCountOf(0, 10)).toBe(0);
  });
});
