import { SimpleGrid } from '@chakra-ui/react';
import type { Control } from 'react-hook-form';
import { DetailSection } from '../../../../ui/DetailSection.js';
import { PHONE_MASK } from '../../../../ui/masks.js';
import type { OpportunityFormValues } from '../../forms/opportunitySchema.js';
import { registrationMessages as m } from '../../messages/registration.js';
import { MaskedField, TextField } from './inputs.js';

/** "Contato do cliente": who the reseller talks to at the customer. */
export function CustomerContactSection({ control }: { control: Control<OpportunityFormValues> }) {
  return (
    <DetailSection title={m.sections.contact}>
      <TextField control={control} name="contact" required maxLength={255} autoComplete="off" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MaskedField
          control={control}
          name="phone"
          mask={PHONE_MASK}
          required
          inputMode="tel"
          autoComplete="off"
          placeholder="(00) 00000-0000"
        />
        <TextField
          control={control}
          name="email"
          required
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={255}
        />
      </SimpleGrid>
    </DetailSection>
  );
}
