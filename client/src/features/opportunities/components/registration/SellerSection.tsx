import { HStack, Spinner, Text } from '@chakra-ui/react';
import type { Control } from 'react-hook-form';
import { DetailSection } from '../../../../ui/DetailSection.js';
import { fieldLabel } from '../../fieldLabels.js';
import type { OpportunityFormValues } from '../../forms/opportunitySchema.js';
import { registrationMessages as m } from '../../messages/registration.js';
import { ChoiceField } from './inputs.js';
import { Retry } from './Retry.js';

export interface SellerSectionProps {
  control: Control<OpportunityFormValues>;
  sellers: readonly { userId: string; name: string }[];
  loading: boolean;
  /** The failure's text (errors.ts 'crmSellers'), when the CRM's sellers could not be read. */
  failure?: string;
  onRetry: () => void;
  /** Every brand but `yep` needs its "Vendedor Prime". */
  required: boolean;
}

/** "Vendedor Prime": the distributor's seller in the CRM who follows the deal. */
export function SellerSection({ control, sellers, loading, failure, onRetry, required }: SellerSectionProps) {
  return (
    <DetailSection title={m.sections.seller}>
      <ChoiceField
        control={control}
        name="seller"
        label={fieldLabel('seller')}
        required={required}
        disabled={loading}
        placeholder={m.sellerPlaceholder}
        choices={sellers.map((s) => ({ value: s.userId, label: s.name }))}
      />
      {loading && (
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <Spinner size="xs" aria-hidden />
          <Text>{m.sellersLoading}</Text>
        </HStack>
      )}
      {failure && <Retry message={failure} onRetry={onRetry} />}
    </DetailSection>
  );
}
