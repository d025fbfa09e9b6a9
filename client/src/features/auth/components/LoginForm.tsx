import { Button, Checkbox, Field, Input, Link, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../paths.js';
import { PasswordInput } from '../../../ui/PasswordInput.js';
import { type LoginValues, useLoginForm } from '../forms/useLoginForm.js';
import { loginMessages as m } from '../messages.js';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  loading: boolean;
}

export function LoginForm({ onSubmit, loading }: LoginFormProps) {
  const { register, control, handleSubmit, formState } = useLoginForm();
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{m.username}</Field.Label>
          <Input type="email" autoComplete="username" inputMode="email" {...register('username')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{m.password}</Field.Label>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field.Root>
        <Stack direction="row" justify="space-between" align="center" flexWrap="wrap" gap="2">
          <Controller
            name="keepConnected"
            control={control}
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(e) => field.onChange(e.checked === true)}
                name={field.name}
              >
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{m.keepConnected}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to={PATHS.recoveryPassword}>{m.forgotPassword}</RouterLink>
          </Link>
        </Stack>
        <Button type="submit" disabled={!formState.isValid} loading={loading} w="full">
          {m.enter}
        </Button>
      </Stack>
    </form>
  );
}
