import { Button, Card, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { FormField } from '../../../ui/FormField.js';
import { MaskedInput, maskedFieldProps } from '../../../ui/MaskedInput.js';
import { PHONE_MASK_MAX_LENGTH } from '../../../ui/maskLengths.js';
import { PHONE_INPUT } from '../../../ui/masks.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { useSellerForm } from '../forms/useSellerForm.js';
import { useCreateSeller } from '../hooks/useCreateSeller.js';
import { userMessages } from '../messages.js';
import { userListPath } from '../urls.js';

const m = userMessages.form;

/**
 * /Painel/Users/registration (route SellerRecord, RESALE only): name, corporate e-mail and phone; "Finalizar" stays
 * off until the form is valid. The new seller receives an e-mail to set its password.
 */
export function SellerRegistrationPage() {
  const form = useSellerForm();
  const { register, control, handleSubmit, formState } = form;
  const { createSeller, loading } = useCreateSeller();
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    await createSeller(values);
  });

  return (
    <Stack gap="5" maxW="2xl">
      <PageHeader title={userMessages.registrationTitle} backTo={userListPath} backLabel={userMessages.backToList} />
      <Text color="fg.muted">{m.intro}</Text>
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <FormField label={m.name} error={errors.name?.message} required>
                <Input autoComplete="name" {...register('name')} />
              </FormField>
              <FormField label={m.email} error={errors.email?.message} required>
                <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
              </FormField>
              <FormField label={m.phone} error={errors.phone?.message} required>
                <Controller
                  control={control}
                  name="phone"
                  render={({ field }) => (
                    <MaskedInput
                      {...PHONE_INPUT}
                      {...maskedFieldProps(field)}
                      autoComplete="tel"
                      maxLength={PHONE_MASK_MAX_LENGTH}
                      placeholder={m.phonePlaceholder}
                    />
                  )}
                />
              </FormField>
              <Flex justify="flex-end">
                <Button type="submit" disabled={!formState.isValid} loading={loading}>
                  {m.submit}
                </Button>
              </Flex>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
