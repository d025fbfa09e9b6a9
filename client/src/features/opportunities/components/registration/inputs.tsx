import { Input, type InputProps, Textarea } from '@chakra-ui/react';
import type { FactoryOpts } from 'imask';
import type { ReactNode } from 'react';
import { type Control, type FieldPathByValue, useController } from 'react-hook-form';
import { type Choice, ChoiceSelect } from '../../../../ui/ChoiceSelect.js';
import { FormField } from '../../../../ui/FormField.js';
import { MaskedInput, maskedFieldProps } from '../../../../ui/MaskedInput.js';
import { formFieldLabel } from '../../forms/createInput.js';
import type { OpportunityFormValues } from '../../forms/opportunitySchema.js';
import { registrationMessages as m } from '../../messages/registration.js';

/** The form's fields that hold a text (inputs, masked inputs and selects alike). */
export type TextPath = FieldPathByValue<OpportunityFormValues, string>;

interface FieldProps {
  control: Control<OpportunityFormValues>;
  name: TextPath;
  /** Defaults to the field's label in fields.ts. */
  label?: string;
  required?: boolean;
  helper?: ReactNode;
}

/** A field's value from the form, and its frame's label (fields.ts's unless given), error, mark and help. */
function useFieldFrame({ control, name, label, required, helper }: FieldProps) {
  const { field, fieldState } = useController({ control, name });
  return { field, frame: { label: label ?? formFieldLabel(name), error: fieldState.error?.message, required, helper } };
}

export interface TextFieldProps extends FieldProps {
  maxLength?: number;
  /** Several lines (free texts). */
  multiline?: boolean;
  readOnly?: boolean;
  inputMode?: InputProps['inputMode'];
  autoComplete?: string;
  type?: string;
}

export function TextField({ control, name, label, required, helper, multiline, readOnly, ...input }: TextFieldProps) {
  const { field, frame } = useFieldFrame({ control, name, label, required, helper });
  const props = { ...field, ...input, readOnly, bg: readOnly ? 'bg.muted' : undefined };
  return (
    <FormField {...frame} readOnly={readOnly}>
      {multiline ? <Textarea rows={3} autoresize {...props} /> : <Input {...props} />}
    </FormField>
  );
}

export interface MaskedFieldProps extends FieldProps {
  mask: FactoryOpts;
  placeholder?: string;
  inputMode?: InputProps['inputMode'];
  autoComplete?: string;
  /** Runs after the form took the new text (the CNPJ's lookup). */
  onValueChange?: (masked: string) => void;
}

export function MaskedField({
  control,
  name,
  label,
  required,
  helper,
  mask,
  onValueChange,
  ...input
}: MaskedFieldProps) {
  const { field, frame } = useFieldFrame({ control, name, label, required, helper });
  return (
    <FormField {...frame}>
      <MaskedInput maskOptions={mask} {...maskedFieldProps(field, onValueChange)} {...input} />
    </FormField>
  );
}

export interface ChoiceFieldProps extends FieldProps {
  choices: readonly Choice[];
  /** The empty choice's text ("Selecione"); null for a select that always holds a value. */
  placeholder?: string | null;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
}

/** A select; like every field it is judged once it loses focus. */
export function ChoiceField({
  control,
  name,
  label,
  required,
  helper,
  choices,
  placeholder = m.choose,
  disabled,
  onValueChange,
}: ChoiceFieldProps) {
  const { field, frame } = useFieldFrame({ control, name, label, required, helper });
  return (
    <FormField {...frame}>
      <ChoiceSelect
        {...field}
        choices={choices}
        disabled={disabled}
        placeholder={placeholder ?? undefined}
        onChange={(e) => {
          field.onChange(e.currentTarget.value);
          onValueChange?.(e.currentTarget.value);
        }}
      />
    </FormField>
  );
}
