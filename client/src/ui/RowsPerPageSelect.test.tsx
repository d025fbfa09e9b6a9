import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { DEFAULT_PAGE_SIZE } from './list/settings.js';
import { RowsPerPageSelect } from './RowsPerPageSelect.js';

/** As a list uses it: the size lives in the list's state, 10 until the user picks another. */
function List({ allowAll, onChange }: { allowAll?: boolean; onChange: (size: number) => void }) {
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  return (
    <RowsPerPageSelect
      value={size}
      allowAll={allowAll}
      onChange={(n) => {
        setSize(n);
        onChange(n);
      }}
    />
  );
}

const select = () => screen.getByRole('combobox', { name: 'Linhas por página' }) as HTMLSelectElement;
const options = () =>
  within(select())
    .getAllByRole('option')
    .map((o) => [o.textContent, (o as HTMLOptionElement).value]);

describe('RowsPerPageSelect', () => {
  it('offers 10, 25, 50, 75, 100 and 1000 lines, 10 by default', () => {
    renderWithApp(<List onChange={vi.fn()} />);
    expect(options()).toEqual(['10', '25', '50', '75', '100', '1000'].map((n) => [n, n]));
    expect(select()).toHaveValue('10');
  });

  it('adds "Todas" (99999 lines) where the list allows it', () => {
    renderWithApp(<List allowAll onChange={vi.fn()} />);
    expect(options().at(-1)).toEqual(['Todas', '99999']);
    expect(options()).toHaveLength(7);
  });

  it('reports the chosen size as a number', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<List allowAll onChange={onChange} />);
    await user.selectOptions(select(), '50');
    expect(onChange).toHaveBeenLastCalledWith(50);
    expect(select()).toHaveValue('50');
    await user.selectOptions(select(), 'Todas');
    expect(onChange).toHaveBeenLastCalledWith(99_999);
    expect(select()).toHaveValue('99999');
  });
});
