import { Input } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../ui/FormField.js';
import { MaskedInput, maskedFieldProps } from '../../../ui/MaskedInput.js';
import { PHONE_INPUT } from '../../../ui/masks.js';
import type { ResaleUserValues } from '../forms/useResaleUserForm.js';
import { resaleMessages as m } from '../messages/signup.js';
import { SignupStep } from './SignupStep.js';

export interface ResaleUserStepProps {
  form: UseFormReturn<ResaleUserValues>;
  onNext: () => void;
  onBack: () => void;
}

/** Step 1 "Crie seu usuário": "Próximo" only when the three fields are filled and valid. */
export function ResaleUserStep({ form, onNext, onBack }: ResaleUserStepProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <SignupStep form={form} title={m.step1Title} onSubmit={onNext} onBack={onBack} submitLabel={m.next}>
      <FormField label={m.email} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label={m.contactName} error={errors.contactName?.message} required>
        <Input autoComplete="name" {...register('contactName')} />
      </FormField>
      <Controller
        name="phone"
        control={control}
        render={({ field }) => (
          <FormField label={m.phone} error={errors.phone?.message} required>
            <MaskedInput
              {...PHONE_INPUT}
              {...maskedFieldProps(field)}
              autoComplete="tel-national"
              placeholder="(00) 00000-0000"
            />
          </FormField>
        )}
      />
    </SignupStep>
  );
}
