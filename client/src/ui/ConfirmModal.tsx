import { Button, Dialog, Field, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect } from 'react';
import { uiMessages } from './messages.js';
import { type ConfirmVariant, useConfirmReasonForm } from './useConfirmReasonForm.js';

export interface ConfirmResult<P extends string = string> {
  /** Trimmed reason; empty for the plain variant. */
  reason: string;
  /** The closing probability chosen (one of `probabilities`' values) in the renewal variant. */
  probabilityClosing?: P;
}

export interface ProbabilityChoice<P extends string = string> {
  value: P;
  label: string;
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
  probabilities?: readonly ProbabilityChoice<P>[];
  loading?: boolean;
  onCancel: () => void;
  onConfirm: (result: ConfirmResult<P>) => void;
}

const NO_CHOICES: readonly ProbabilityChoice<never>[] = [];

export function ConfirmModal<P extends string = string>({
  open,
  title,
  description,
  variant = 'plain',
  reasonPrompt,
  probabilities = NO_CHOICES,
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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {description && <Dialog.Description>{description}</Dialog.Description>}
                  {variant === 'renewal' && <Text color="fg.muted">{uiMessages.renewalHint}</Text>}
                  {variant !== 'plain' && (
                    <Field.Root required invalid={!!errors.reason}>
                      <Field.Label>
                        {prompt}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea rows={4} {...register('reason')} />
                      <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
                    </Field.Root>
                  )}
                  {variant === 'renewal' && (
                    <Field.Root required invalid={!!errors.probabilityClosing}>
                      <Field.Label>
                        {uiMessages.probabilityLabel}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          placeholder={uiMessages.probabilityPlaceholder}
                          {...register('probabilityClosing')}
                        >
                          {probabilities.map((p) => (
                            <option key={p.value} value={p.value}>
                              {p.label}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.ErrorText>{errors.probabilityClosing?.message}</Field.ErrorText>
                    </Field.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={loading}>
                  {uiMessages.cancel}
                </Button>
                <Button type="submit" loading={loading} disabled={!formState.isValid}>
                  {uiMessages.confirm}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
