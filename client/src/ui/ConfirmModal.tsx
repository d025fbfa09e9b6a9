import { Text, Textarea } from '@chakra-ui/react';
import { useEffect } from 'react';
import { type Choice, ChoiceSelect } from './ChoiceSelect.js';
import { FormDialog } from './FormDialog.js';
import { FormField } from './FormField.js';
import { uiMessages } from './messages.js';
import { type ConfirmVariant, useConfirmReasonForm } from './useConfirmReasonForm.js';

export interface ConfirmResult<P extends string = string> {
  /** Trimmed reason; empty for the plain variant. */
  reason: string;
  /** The closing probability chosen (one of `probabilities`' values) in the renewal variant. */
  probabilityClosing?: P;
}

export interface ConfirmModalProps<P extends string = string> {
  open: boolean;
  title: string;
  description?: string;
  /** plain: Cancelar/Confirmar; reject: a required reason; renewal: a required reason and closing probability. */
  variant?: ConfirmVariant;
  /** Overrides the reason's prompt (e.g. "Digite abaixo o motivo da reprovação"). */
  reasonPrompt?: string;
  /** The closing probabilities the renewal variant offers (values as the schema names them, e.g. P25). */
  probabilities?: readonly Choice<P>[];
  /** A deletion or another action that cannot be undone: Confirmar is red. */
  destructive?: boolean;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: (result: ConfirmResult<P>) => void;
}

const NO_CHOICES: readonly Choice<never>[] = [];

export function ConfirmModal<P extends string = string>({
  open,
  title,
  description,
  variant = 'plain',
  reasonPrompt,
  probabilities = NO_CHOICES,
  destructive = false,
  loading = false,
  onCancel,
  onConfirm,
}: ConfirmModalProps<P>) {
  const form = useConfirmReasonForm(
    variant,
    probabilities.map((p) => p.value),
  );
  const { register, handleSubmit, formState, reset } = form;

  useEffect(() => {
    if (open) reset({ reason: '', probabilityClosing: '' });
  }, [open, reset]);

  const submit = handleSubmit((v) =>
    onConfirm({
      reason: v.reason.trim(),
      probabilityClosing: variant === 'renewal' ? (v.probabilityClosing as P) : undefined,
    }),
  );
  const prompt =
    reasonPrompt ?? (variant === 'renewal' ? uiMessages.renewalReasonPrompt : uiMessages.rejectReasonPrompt);
  const errors = formState.errors;

  return (
    <FormDialog
      open={open}
      title={title}
      description={description}
      valid={formState.isValid}
      destructive={destructive}
      loading={loading}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {variant === 'renewal' && <Text color="fg.muted">{uiMessages.renewalHint}</Text>}
      {variant !== 'plain' && (
        <FormField label={prompt} error={errors.reason?.message} required>
          <Textarea rows={4} {...register('reason')} />
        </FormField>
      )}
      {variant === 'renewal' && (
        <FormField label={uiMessages.probabilityLabel} error={errors.probabilityClosing?.message} required>
          <ChoiceSelect
            choices={probabilities}
            placeholder={uiMessages.probabilityPlaceholder}
            {...register('probabilityClosing')}
          />
        </FormField>
      )}
    </FormDialog>
  );
}
