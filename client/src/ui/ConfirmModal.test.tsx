import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describedBy } from '../test/describedBy.js';
import { renderWithApp } from '../test/render.js';
import { ConfirmModal } from './ConfirmModal.js';

/** The schema's closing probabilities, as the opportunity screens offer them. */
const PROBABILITY_CHOICES = [
  { value: 'P25', label: '0% - 49%' },
  { value: 'P50', label: '50% - 70%' },
  { value: 'P75', label: '71% - 99%' },
  { value: 'P100', label: '100%' },
];

const confirm = () => screen.getByRole('button', { name: 'Confirmar' });

describe('ConfirmModal', () => {
  it('plain: Cancelar and Confirmar, confirm enabled', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithApp(
      <ConfirmModal open title="Aprovar" description="Deseja aprovar?" onCancel={onCancel} onConfirm={onConfirm} />,
    );
    expect(await screen.findByText('Deseja aprovar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ reason: '', probabilityClosing: undefined });
  });

  it('reject: confirm stays off until a reason is typed', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithApp(
      <ConfirmModal open variant="reject" title="Recusar" onCancel={() => {}} onConfirm={onConfirm} />,
    );
    const reason = await screen.findByLabelText(/Digite o motivo da reprovação/);
    expect(confirm()).toBeDisabled();
    await user.type(reason, '   ');
    expect(confirm()).toBeDisabled();
    await user.type(reason, 'Cliente já atendido');
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Cliente já atendido', probabilityClosing: undefined });
  });

  it('reject: a reason emptied again is flagged, and its error is read with the field', async () => {
    const { user } = renderWithApp(
      <ConfirmModal open variant="reject" title="Recusar" onCancel={() => {}} onConfirm={() => {}} />,
    );
    const reason = await screen.findByLabelText(/Digite o motivo da reprovação/);
    await user.type(reason, 'x');
    await user.clear(reason);
    await user.tab();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(describedBy(reason)).toEqual(['*Campo Obrigatório']));
  });

  it('renewal: needs the reason and the closing probability', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithApp(
      <ConfirmModal
        open
        variant="renewal"
        title="Solicitar renovação"
        probabilities={PROBABILITY_CHOICES}
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
    );
    expect(
      await screen.findByText(
        'Proposta já foi enviada? Produto já homologado? Qual a próxima etapa? Qual probabilidade de fechamento?',
      ),
    ).toBeInTheDocument();
    const reason = screen.getByLabelText(/Descreva com detalhes como está o andamento do projeto\./);
    const probability = screen.getByLabelText(/Probabilidade de fechamento/);
    expect([...(probability as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Selecione',
      '0% - 49%',
      '50% - 70%',
      '71% - 99%',
      '100%',
    ]);

    await user.type(reason, 'Proposta enviada, aguardando homologação');
    expect(confirm()).toBeDisabled();
    await user.click(probability);
    await user.tab();
    expect(await screen.findByText('*Campo Obrigatório')).toBeInTheDocument();
    await waitFor(() => expect(describedBy(probability)).toEqual(['*Campo Obrigatório']));
    await user.selectOptions(probability, '71% - 99%');
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({
      reason: 'Proposta enviada, aguardando homologação',
      probabilityClosing: 'P75',
    });
  });
});
