import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describedBy } from '../test/describedBy.js';
import { renderWithApp } from '../test/render.js';
import { FormField } from './FormField.js';
import { MaskedInput } from './MaskedInput.js';
import { PHONE_MASK } from './masks.js';

const REQUIRED = '*Campo Obrigatório';

const controls: [string, ReactNode][] = [
  ['an input', <Input key="i" />],
  ['a textarea', <Textarea key="t" />],
  [
    'a select',
    <NativeSelect.Root key="s">
      <NativeSelect.Field>
        <option value="">Selecione</option>
      </NativeSelect.Field>
    </NativeSelect.Root>,
  ],
  ['a masked input', <MaskedInput key="m" maskOptions={PHONE_MASK} value="" onChange={() => {}} />],
];

/** A field whose helper and error the test switches, as a form does while the user types. */
function CnpjField() {
  const [state, setState] = useState<'helper' | 'error' | 'none'>('helper');
  return (
    <>
      <FormField
        label="CNPJ"
        helper={state === 'none' ? undefined : 'Somente números'}
        error={state === 'error' ? 'Verifique o cnpj digitado' : undefined}
      >
        <Input />
      </FormField>
      <button type="button" onClick={() => setState('error')}>
        Errar
      </button>
      <button type="button" onClick={() => setState('none')}>
        Limpar
      </button>
    </>
  );
}

describe('FormField', () => {
  it.each(controls)(
    'ties its error text to %s, so that a screen reader reads it with the field',
    async (_, control) => {
      renderWithApp(
        <FormField label="Telefone" error={REQUIRED} required>
          {control}
        </FormField>,
      );
      const field = screen.getByLabelText(/^Telefone/);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(describedBy(field)).toEqual([REQUIRED]));
    },
  );

  it('describes the field with its helper until an error replaces it, and with nothing once both are gone', async () => {
    const { user } = renderWithApp(<CnpjField />);
    const field = screen.getByLabelText('CNPJ');
    await waitFor(() => expect(describedBy(field)).toEqual(['Somente números']));

    await user.click(screen.getByRole('button', { name: 'Errar' }));
    await waitFor(() => expect(describedBy(field)).toEqual(['Verifique o cnpj digitado']));

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(field).not.toHaveAttribute('aria-describedby'));
  });
});
