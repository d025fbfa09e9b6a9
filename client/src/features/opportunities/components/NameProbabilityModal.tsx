import { Input } from '@chakra-ui/react';
import { useEffect } from 'react';
import { ChoiceSelect } from '../../../ui/ChoiceSelect.js';
import { FormDialog } from '../../../ui/FormDialog.js';
import { FormField } from '../../../ui/FormField.js';
import { uiMessages } from '../../../ui/messages.js';
import { type NameProbabilityValues, useNameProbabilityForm } from '../forms/nameProbabilityForm.js';
import { opportunityDetailsMessages as m } from '../messages/details.js';
import { PROBABILITY_CHOICES } from '../model.js';

export interface NameProbabilityModalProps {
  open: boolean;
  title: string;
  description?: string;
  /** The opportunity's current name and probability, shown when the modal opens. */
  defaults: NameProbabilityValues;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: (values: NameProbabilityValues) => void;
}

/** The name and closing probability of an opportunity: the approval and "Atualizar registro". */
export function NameProbabilityModal({
  open,
  title,
  description,
  defaults,
  loading = false,
  onCancel,
  onConfirm,
}: NameProbabilityModalProps) {
  const { register, handleSubmit, formState, reset } = useNameProbabilityForm(defaults);
  const { name, probabilityClosing } = defaults;

  useEffect(() => {
    if (open) reset({ name, probabilityClosing });
  }, [open, reset, name, probabilityClosing]);

  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      title={title}
      description={description}
      valid={formState.isValid}
      loading={loading}
      onSubmit={handleSubmit(onConfirm)}
      onCancel={onCancel}
    >
      <FormField label={m.nameLabel} required error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <FormField label={uiMessages.probabilityLabel} required error={errors.probabilityClosing?.message}>
        <ChoiceSelect choices={PROBABILITY_CHOICES} {...register('probabilityClosing')} />
      </FormField>
    </FormDialog>
  );
}
