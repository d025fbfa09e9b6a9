import { Field } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

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
  // Chakra's field points the control's aria-describedby at the helper text only; the error text gets
  // aria-errormessage, which most screen readers do not announce. The two are never shown together, so they share
  // one id: whichever is on screen describes the control, and a screen reader reads the error with the field.
  const textId = `${useId()}-text`;
  return (
    <Field.Root
      invalid={!!error}
      required={required}
      readOnly={readOnly}
      ids={{ helperText: textId, errorText: textId }}
    >
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
