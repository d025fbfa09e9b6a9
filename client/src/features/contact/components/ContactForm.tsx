import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { FormField } from '../../../ui/FormField.js';
import { type ContactValues, EMPTY_CONTACT, useContactForm } from '../forms/useContactForm.js';
import { contactMessages as m } from '../messages.js';

export interface ContactFormProps {
  loading: boolean;
  /** Resolves true when the message went out (the form is then cleared). */
  onSubmit: (values: ContactValues) => Promise<boolean>;
}

export function ContactForm({ loading, onSubmit }: ContactFormProps) {
  const { register, handleSubmit, formState, reset } = useContactForm();
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(EMPTY_CONTACT);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label={m.fullName} error={errors.fullName?.message} required>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label={m.email} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label={m.subject} error={errors.title?.message} required>
          <Input {...register('title')} />
        </FormField>
        <FormField label={m.description} error={errors.description?.message} required>
          <Textarea rows={6} {...register('description')} />
        </FormField>
        <Button type="submit" loading={loading} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {m.submit}
        </Button>
      </Stack>
    </form>
  );
}
