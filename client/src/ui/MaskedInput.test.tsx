import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { MaskedInput } from './MaskedInput.js';
import { PHONE_MASK } from './masks.js';

/** A phone field whose value the page can also clear itself (a reset, "Limpar"). */
function PhoneField() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="phone">Telefone</label>
      <MaskedInput id="phone" maskOptions={PHONE_MASK} value={value} onChange={setValue} />
      <output aria-label="Valor do formulário">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Limpar
      </button>
    </>
  );
}

const phone = () => screen.getByLabelText('Telefone') as HTMLInputElement;
const formValue = () => screen.getByLabelText('Valor do formulário').textContent;

describe('MaskedInput', () => {
  it('an empty value set from outside after a partial entry empties the field and restarts the mask', async () => {
    const { user } = renderWithApp(<PhoneField />);
    await user.type(phone(), '198765');
    expect(phone()).toHaveValue('(19) 8765');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(phone()).toHaveValue('');
    await user.type(phone(), '11987654321');
    expect(phone()).toHaveValue('(11) 98765-4321');
    expect(formValue()).toBe('(11) 98765-4321');
  });

  // fireEvent (not user-event) below: a script's edit is what is being tested, and user-event keeps its own idea
  // of the field's text, which a script's edit does not update.
  it.each([
    ['an input event', (el: HTMLInputElement) => fireEvent.input(el, { target: { value: '' } })],
    ['a change event', (el: HTMLInputElement) => fireEvent.change(el, { target: { value: '' } })],
    [
      'no event, then a blur',
      (el: HTMLInputElement) => {
        el.value = '';
        fireEvent.blur(el);
      },
    ],
  ])(
    'a field a script empties after a partial entry (%s) is empty for the form too and starts over',
    async (_how, clear) => {
      const { user } = renderWithApp(<PhoneField />);
      await user.type(phone(), '198765');
      expect(formValue()).toBe('(19) 8765');
      clear(phone());
      expect(phone()).toHaveValue('');
      expect(formValue()).toBe('');
      fireEvent.blur(phone());
      expect(phone()).toHaveValue('');
      fireEvent.input(phone(), { target: { value: '1' } });
      expect(phone()).toHaveValue('(1');
      expect(formValue()).toBe('(1');
    },
  );
});
