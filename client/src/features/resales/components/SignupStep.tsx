import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { resaleMessages as m } from '../messages/signup.js';

export interface SignupStepProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  title: string;
  /** Runs with the step's values once the form is valid. */
  onSubmit: SubmitHandler<V>;
  onBack: () => void;
  /** The step's button: it sends the form, and stays off until the form is valid. */
  submitLabel: string;
  loading?: boolean;
  children: ReactNode;
}

/** A step of the sign-up: its form and heading, its fields, then "Voltar" and the step's button. */
export function SignupStep<V extends FieldValues>({
  form,
  title,
  onSubmit,
  onBack,
  submitLabel,
  loading,
  children,
}: SignupStepProps<V>) {
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="4">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {children}
        <HStack justify="space-between" pt="2">
          <Button variant="outline" onClick={onBack}>
            {m.back}
          </Button>
          <Button type="submit" loading={loading} disabled={!form.formState.isValid}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
