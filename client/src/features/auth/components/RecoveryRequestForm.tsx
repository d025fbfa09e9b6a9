import { Button, Input, Stack } from '@chakra-ui/react';
import { FormField } from '../../../ui/FormField.js';
import { useRecoveryForm } from '../forms/useRecoveryForm.js';
import { authMessages as m } from '../messages.js';

export function RecoveryRequestForm({ loading, onSubmit }: { loading: boolean; onSubmit: (email: string) => void }) {
  const { register, handleSubmit, formState } = useRecoveryForm();
  return (
    <form onSubmit={handleSubmit((v) => onSubmit(v.email))} noValidate>
      <Stack gap="4">
        <FormField label={m.username} error={formState.errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <Button type="submit" loading={loading}>
          {m.recoverySubmit}
        </Button>
      </Stack>
    </form>
  );
}
