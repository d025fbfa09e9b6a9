import { Button, Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../../ui/FormField.js';
import { PasswordInput } from '../../../ui/PasswordInput.js';
import { useNewPasswordForm } from '../forms/useNewPasswordForm.js';
import { authMessages as m } from '../messages.js';

export interface NewPasswordFormProps {
  submitLabel: string;
  loading: boolean;
  onSubmit: (password: string) => void;
}

/** New password and its confirmation, with the policy stated up front (set-password page and Settings). */
export function NewPasswordForm({ submitLabel, loading, onSubmit }: NewPasswordFormProps) {
  const { register, handleSubmit, formState } = useNewPasswordForm();
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit((v) => onSubmit(v.password))} noValidate>
      <Stack gap="4">
        <Stack gap="1" fontSize="sm" color="fg.muted" id="password-policy">
          <Text>{m.passwordPolicy}</Text>
          <Text>{m.passwordPolicyHint}</Text>
        </Stack>
        <FormField label={m.newPassword} error={errors.password?.message} required>
          <PasswordInput autoComplete="new-password" aria-describedby="password-policy" {...register('password')} />
        </FormField>
        <FormField label={m.confirmPassword} error={errors.confirmation?.message} required>
          <PasswordInput autoComplete="new-password" {...register('confirmation')} />
        </FormField>
        <Button type="submit" loading={loading} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
