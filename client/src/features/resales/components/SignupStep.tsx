import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { resaleMessages as m } from '../messages/signup.js';

export interface SignupStepProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack: () => void;
  /** The step's button: it sends the form, and stays off until the form is valid. */
  submitLabel: string;
  valid: boolean;
  loading?: boolean;
  children: ReactNode;
}

/** A step of the sign-up: its form and heading, its fields, then "Voltar" and the step's button. */
export function SignupStep({ title, onSubmit, onBack, submitLabel, valid, loading, children }: SignupStepProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {children}
        <HStack justify="space-between" pt="2">
          <Button variant="outline" onClick={onBack}>
            {m.back}
          </Button>
          <Button type="submit" loading={loading} disabled={!valid}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
