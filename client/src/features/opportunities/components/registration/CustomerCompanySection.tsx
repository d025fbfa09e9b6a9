import { Alert, HStack, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import {
  type CompanyStatus,
  inactiveCompanyMessage,
  isInactiveCompanyStatus,
} from '../../../../../../shared/company-status.js';
import type { Choice } from '../../../../ui/ChoiceSelect.js';
import { DetailSection } from '../../../../ui/DetailSection.js';
import { CEP_MASK, CNPJ_MASK } from '../../../../ui/masks.js';
import { cnpjMessages } from '../../../cnpj/messages.js';
import type { OpportunityFormValues } from '../../forms/opportunitySchema.js';
import type { PlaceChoices } from '../../hooks/usePlaceChoices.js';
import { registrationMessages as m } from '../../messages/registration.js';
import { ChoiceField, MaskedField, TextField } from './inputs.js';
import { Retry } from './Retry.js';

export const YES_NO_CHOICES: Choice[] = [
  { value: 'true', label: m.yes },
  { value: 'false', label: m.no },
];

export interface CustomerCompanySectionProps {
  control: Control<OpportunityFormValues>;
  onCnpjChange: (masked: string) => void;
  looking: boolean;
  /** Until when the customer is already protected in this brand (ISO instant); null when free. */
  protectedUntil: string | null;
  /** What the protection warning offers ("Avise-me quando liberar"), when it shows. */
  protectedAction?: ReactNode;
  /** The CNPJ lookup service was unavailable: the company is typed, its names editable. */
  companyTyped: boolean;
  /** The registration status the lookup gave; null when none (not looked up, unavailable, or not given). */
  companyStatus: CompanyStatus | null;
  places: PlaceChoices;
  /** The chosen state changed: its cities are another list. */
  onStateChange: () => void;
  state: string;
}

/**
 * "Empresa do cliente": the CNPJ looks the company up (names read-only, the address editable) and says at once
 * when the customer is already protected here; then the state, its city, and whether the customer is in a group.
 * When the lookup service is unavailable the names open for typing, and the section says what that means. The
 * company's registration status is shown as the lookup gives it; one that is not active is announced with the reason
 * the registration cannot be sent (the form's schema blocks the submit with the same words).
 */
export function CustomerCompanySection({
  control,
  onCnpjChange,
  looking,
  protectedUntil,
  protectedAction,
  companyTyped,
  companyStatus,
  places,
  onStateChange,
  state,
}: CustomerCompanySectionProps) {
  const cityPlaceholder = !state ? m.chooseStateFirst : places.citiesLoading ? m.loadingCities : m.choose;
  return (
    <DetailSection title={m.sections.customer}>
      <MaskedField
        control={control}
        name="cnpj"
        mask={CNPJ_MASK}
        required
        placeholder="00.000.000/0000-00"
        autoComplete="off"
        helper={
          looking ? (
            <HStack as="span" gap="2">
              <Spinner size="xs" aria-hidden />
              {m.lookingUp}
            </HStack>
          ) : (
            m.cnpjHelper
          )
        }
        onValueChange={onCnpjChange}
      />
      {protectedUntil && (
        // Announced as it appears: the user is about to fill a form the server will refuse.
        <Alert.Root status="warning" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>{m.protectedUntil(protectedUntil)}</Alert.Title>
            {protectedAction}
          </Alert.Content>
        </Alert.Root>
      )}
      {isInactiveCompanyStatus(companyStatus) ? (
        // Announced as it appears: nothing else the user fills can make this registration go through.
        <Alert.Root status="error" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.companyStatus(companyStatus)}</Alert.Title>
            <Alert.Description>{inactiveCompanyMessage(companyStatus)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        companyStatus && (
          <Text textStyle="sm" color="fg.muted">
            {m.companyStatus(companyStatus)}
          </Text>
        )
      )}
      {companyTyped && (
        // Announced as it appears: the fields just opened for typing.
        <Alert.Root status="warning" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{cnpjMessages.unavailable}</Alert.Title>
            <Alert.Description>{m.typeCompany}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField control={control} name="corporateName" required readOnly={!companyTyped} maxLength={255} />
        <TextField control={control} name="fantasyName" readOnly={!companyTyped} maxLength={255} />
      </SimpleGrid>
      <TextField control={control} name="street" maxLength={255} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <MaskedField
          control={control}
          name="cep"
          mask={CEP_MASK}
          required
          inputMode="numeric"
          placeholder="00000-000"
        />
        <ChoiceField
          control={control}
          name="state"
          required
          choices={places.states.map((s) => ({ value: s.abbreviation, label: `${s.abbreviation} - ${s.name}` }))}
          onValueChange={onStateChange}
        />
        <ChoiceField
          control={control}
          name="city"
          required
          disabled={!state || places.citiesLoading}
          placeholder={cityPlaceholder}
          choices={places.cities.map((c) => ({ value: c, label: c }))}
        />
      </SimpleGrid>
      {places.statesFailed && <Retry message={m.statesFailed} onRetry={places.retryStates} />}
      {places.citiesFailed && <Retry message={m.citiesFailed} onRetry={places.retryCities} />}
      <ChoiceField control={control} name="network" required choices={YES_NO_CHOICES} />
    </DetailSection>
  );
}
