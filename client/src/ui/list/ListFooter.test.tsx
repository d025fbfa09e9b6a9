import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.js';
import { ListFooter } from './ListFooter.js';

function FooterHarness(props: { total: number; totalIsLowerBound?: boolean; pageCounts: number[] }) {
  const [page, setPage] = useState(1);
  // The server's page count follows the page shown (a lower bound offers one more after each full page).
  const lowerBoundPageCount = props.pageCounts[page - 1] ?? props.pageCounts[props.pageCounts.length - 1];
  return (
    <ListFooter
      page={page}
      pageSize={5000}
      total={props.total}
      totalIsLowerBound={props.totalIsLowerBound}
      lowerBoundPageCount={lowerBoundPageCount}
      onPageChange={setPage}
      onPageSizeChange={() => {}}
    />
  );
}

describe('ListFooter', () => {
  it('shows an exact total as it is', () => {
    renderWithApp(<FooterHarness total={9999} pageCounts={[2]} />);
    expect(screen.getByText('9.999 registros')).toBeInTheDocument();
  });

  it('labels a lower bound "mais de 10.000" and keeps offering the next page after a full one', async () => {
    const { user } = renderWithApp(<FooterHarness total={10_000} totalIsLowerBound pageCounts={[3, 3, 4]} />);
    expect(screen.getByText('mais de 10.000 registros')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
  });
});
