import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { type NoticeOptions, useFeedback } from './feedback.js';

/** A form whose submit fails with "Ops!"; `disableOnFailure` leaves the button off, as an invalid form does. */
function FailingForm({ disableOnFailure = false, options }: { disableOnFailure?: boolean; options?: NoticeOptions }) {
  const feedback = useFeedback();
  const [failed, setFailed] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setFailed(true);
        feedback.showError('Não deu certo', options);
      }}
    >
      <label>
        Nome <input name="name" />
      </label>
      <label>
        CNPJ <input name="cnpj" aria-invalid={failed || undefined} />
      </label>
      <button type="submit" disabled={failed && disableOnFailure}>
        Enviar
      </button>
      <button type="button" id="elsewhere">
        Outro lugar
      </button>
    </form>
  );
}

async function failAndClose(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  const back = await screen.findByRole('button', { name: 'Voltar' });
  await user.click(back);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('feedback modals and the focus', () => {
  it('puts the focus back on the element the user was on when it is still enabled', async () => {
    const { user } = renderWithApp(<FailingForm />);
    await failAndClose(user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enviar' })));
  });

  it("falls back to the form's first invalid field when that element is now disabled", async () => {
    const { user } = renderWithApp(<FailingForm disableOnFailure />);
    await failAndClose(user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('CNPJ')));
  });

  it('takes the focus target the caller names', async () => {
    const { user } = renderWithApp(
      <FailingForm options={{ finalFocus: () => document.getElementById('elsewhere')?.focus() }} />,
    );
    await failAndClose(user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Outro lugar' })));
  });

  it('runs onClose when the user dismisses the modal', async () => {
    let closed = 0;
    const { user } = renderWithApp(<FailingForm options={{ onClose: () => closed++ }} />);
    await failAndClose(user);
    expect(closed).toBe(1);
  });
});
