import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parseReais } from '../lib/money.js';
import { renderWithApp } from '../test/render.js';
import { MaskedInput } from './MaskedInput.js';
import { MONEY_MASK } from './masks.js';

/** A price field and what the form reads from it as it stands (the running total reads it the same way). */
function PriceField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="price">Preço unitário</label>
      <MaskedInput id="price" maskOptions={MONEY_MASK} value={value} onChange={setValue} inputMode="decimal" />
      <output aria-label="Texto do formulário">{value}</output>
      <output aria-label="Valor lido">{String(parseReais(value))}</output>
      <button type="button">Depois</button>
    </>
  );
}

const price = () => screen.getByLabelText('Preço unitário') as HTMLInputElement;
const read = () => screen.getByLabelText('Valor lido').textContent;
const formText = () => screen.getByLabelText('Texto do formulário').textContent;

describe('MONEY_MASK', () => {
  it('takes 4.599,90 typed the Brazilian way as 4599.90, and the value follows each key', async () => {
    const { user } = renderWithApp(<PriceField />);
    await user.type(price(), '4.599');
    expect(read()).toBe('4599');
    await user.type(price(), ',90');
    expect(price()).toHaveValue('4.599,90');
    expect(read()).toBe('4599.9');
  });

  it.each([
    ['4599,90', '4.599,90'],
    ['4599.90', '4.599,90'],
    ['1.234,56', '1.234,56'],
    ['350,00', '350,00'],
    ['350', '350,00'],
    ['1200,50', '1.200,50'],
    ['1200,5', '1.200,50'],
  ])('shows %j as %j, two decimals, once the field is left', async (typed, shown) => {
    const { user } = renderWithApp(<PriceField />);
    await user.type(price(), typed);
    await user.tab();
    expect(price()).toHaveValue(shown);
    expect(formText()).toBe(shown);
    expect(read()).toBe(String(parseReais(shown)));
  });

  it('takes a pasted "R$ 4.599,90" as 4599.90', async () => {
    const { user } = renderWithApp(<PriceField />);
    await user.click(price());
    await user.paste('R$ 4.599,90');
    expect(price()).toHaveValue('4.599,90');
    expect(formText()).toBe('4.599,90');
    expect(read()).toBe('4599.9');
  });

  it('keeps letters out, and leaves a text it cannot read as typed for the form to refuse', async () => {
    const { user } = renderWithApp(<PriceField />);
    await user.type(price(), 'a45.99,90');
    await user.tab();
    expect(price()).toHaveValue('45.99,90');
    expect(read()).toBe('null');
  });

  it('shows a price the form already holds (a restored draft) with two decimals', () => {
    renderWithApp(<PriceField initial="4599.9" />);
    expect(price()).toHaveValue('4.599,90');
    expect(formText()).toBe('4.599,90');
    expect(read()).toBe('4599.9');
  });
});
