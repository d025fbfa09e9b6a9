import { Input, type InputProps, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FactoryOpts } from 'imask';
import type { ReactNode } from 'react';
import { type Control, type FieldPathByValue, useController } from 'react-hook-form';
import { FormField } from '../../../../ui/FormField.js';
import { MaskedInput } from '../../../../ui/MaskedInput.js';
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
  const { field, fieldState } = useController({ control, name });
  const props = { ...field, ...input, readOnly, bg: readOnly ? 'bg.muted' : undefined };
  return (
    <FormField
      label={label ?? formFieldLabel(name)}
      error={fieldState.error?.message}
      required={required}
      readOnly={readOnly}
      helper={helper}
    >
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
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      label={label ?? formFieldLabel(name)}
      error={fieldState.error?.message}
      required={required}
      helper={helper}
    >
      <MaskedInput
        name={field.name}
        maskOptions={mask}
        value={field.value}
        onChange={(v) => {
          field.onChange(v);
          onValueChange?.(v);
        }}
        onBlur={field.onBlur}
        {...input}
      />
    </FormField>
  );
}

export interface Choice {
  value: string;
  label: string;
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
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField
      label={label ?? formFieldLabel(name)}
      error={fieldState.error?.message}
      required={required}
      helper={helper}
    >
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          {...field}
          placeholder={placeholder ?? undefined}
          onChange={(e) => {
            field.onChange(e.currentTarget.value);
            onValueChange?.(e.currentTarget.value);
          }}
        >
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
