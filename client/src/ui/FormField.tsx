import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/** Label, control and error text wired together (Chakra's Field sets ids and aria-describedby). */
export function FormField({ label, error, helper, required, readOnly, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
