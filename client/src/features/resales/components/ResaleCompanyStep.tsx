import { Grid, Input, Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../ui/FormField.js';
import { MaskedInput, maskedFieldProps } from '../../../ui/MaskedInput.js';
import { CNPJ_MASK } from '../../../ui/masks.js';
import type { ResaleCompanyValues } from '../forms/useResaleCompanyForm.js';
import { resaleMessages as m } from '../messages/signup.js';
import { SignupStep } from './SignupStep.js';

export interface ResaleCompanyStepProps {
  form: UseFormReturn<ResaleCompanyValues>;
  looking: boolean;
  submitting: boolean;
  onCnpjChange: (masked: string) => void;
  onSubmit: (values: ResaleCompanyValues) => void;
  onBack: () => void;
}

type CompanyField = Exclude<keyof ResaleCompanyValues, 'cnpj'>;

/** Names and the street run long ("… Comércio de Equipamentos de Automação Ltda"): full width, wrapping. */
const LONG_FIELDS: { name: CompanyField; label: string }[] = [
  { name: 'corporateName', label: m.corporateName },
  { name: 'fantasyName', label: m.fantasyName },
  { name: 'street', label: m.street },
];
const SHORT_FIELDS: { name: CompanyField; label: string }[] = [
  { name: 'cep', label: m.cep },
  { name: 'city', label: m.city },
  { name: 'state', label: m.state },
];

/** Step 2 "Sua revenda": the CNPJ is looked up as soon as it is complete; the company fields are read-only. */
export function ResaleCompanyStep({
  form,
  looking,
  submitting,
  onCnpjChange,
  onSubmit,
  onBack,
}: ResaleCompanyStepProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <SignupStep
      form={form}
      title={m.step2Title}
      onSubmit={onSubmit}
      onBack={onBack}
      submitLabel={m.submit}
      loading={submitting || looking}
    >
      <Controller
        name="cnpj"
        control={control}
        render={({ field }) => (
          <FormField label={m.cnpj} error={errors.cnpj?.message} helper={m.cnpjHelper} required>
            <MaskedInput
              maskOptions={CNPJ_MASK}
              {...maskedFieldProps(field, onCnpjChange)}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="00.000.000/0000-00"
            />
          </FormField>
        )}
      />
      {LONG_FIELDS.map(({ name, label }) => (
        <FormField
          key={name}
          label={label}
          readOnly
          error={name === 'corporateName' ? errors.corporateName?.message : undefined}
        >
          {/* As tall as its text (one line when short), so that nothing is cut off at any width. */}
          <Textarea
            readOnly
            bg="bg.muted"
            rows={1}
            resize="none"
            css={{ fieldSizing: 'content' }}
            {...register(name)}
          />
        </FormField>
      ))}
      <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr 1fr' }} gap="4">
        {SHORT_FIELDS.map(({ name, label }) => (
          <FormField key={name} label={label} readOnly>
            <Input readOnly bg="bg.muted" {...register(name)} />
          </FormField>
        ))}
      </Grid>
    </SignupStep>
  );
}
