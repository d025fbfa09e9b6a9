import { SimpleGrid } from '@chakra-ui/react';
import { type Control, useWatch } from 'react-hook-form';
import type { Choice } from '../../../../ui/ChoiceSelect.js';
import { DetailSection } from '../../../../ui/DetailSection.js';
import { CONCLUSION_DATE_MASK } from '../../forms/conclusionDate.js';
import type { OpportunityFormValues } from '../../forms/opportunitySchema.js';
import { registrationMessages as m } from '../../messages/registration.js';
import { ORIGIN_LABELS, PROBABILITY_CHOICES, SOFTWARE_OWNER_LABELS } from '../../model.js';
import { YES_NO_CHOICES } from './CustomerCompanySection.js';
import { ChoiceField, MaskedField, TextField } from './inputs.js';

const choicesOf = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const ORIGIN_CHOICES = choicesOf(ORIGIN_LABELS);
const OWNER_CHOICES = choicesOf(SOFTWARE_OWNER_LABELS);
/** Spec section 3: partner software is answered "yes" or "unknown". */
const PARTNER_CHOICES: Choice[] = [
  { value: 'true', label: m.yes },
  { value: 'false', label: m.dontKnow },
];
const ORGAN_CHOICES: Choice[] = [
  { value: 'public', label: m.organPublic },
  { value: 'private', label: m.organPrivate },
];

/** Free texts as long as the service keeps them. */
const LONG_TEXT = 2000;
const LONGER_TEXT = 4000;

/**
 * "Informações do projeto": how the deal was found and how likely it is, the project, and its follow-up questions,
 * each shown (and required) once its question is answered yes: the similar equipment, the software's owner and
 * partner, the progress of a public bidding.
 */
export function ProjectSection({ control }: { control: Control<OpportunityFormValues> }) {
  const [haveCollector, partner, partnerOwner, opportunityType] = useWatch({
    control,
    name: ['project.haveCollector', 'project.partner', 'project.partnerOwner', 'project.opportunityType'],
  });
  return (
    <DetailSection title={m.sections.project}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ChoiceField control={control} name="opportunityOrigin" required choices={ORIGIN_CHOICES} />
        <ChoiceField
          control={control}
          name="probabilityClosing"
          required
          placeholder={null}
          choices={PROBABILITY_CHOICES}
        />
      </SimpleGrid>
      <TextField control={control} name="project.application" required multiline maxLength={LONG_TEXT} />
      <TextField control={control} name="project.specification" required multiline maxLength={LONG_TEXT} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MaskedField
          control={control}
          name="project.conclusionDate"
          mask={CONCLUSION_DATE_MASK}
          required
          inputMode="numeric"
          helper={m.conclusionDateHelper}
        />
        <ChoiceField control={control} name="project.homologated" required choices={YES_NO_CHOICES} />
        <ChoiceField control={control} name="project.haveCollector" required choices={YES_NO_CHOICES} />
        {haveCollector === 'true' && (
          <TextField control={control} name="project.haveCollectorDescription" required maxLength={LONG_TEXT} />
        )}
        <ChoiceField control={control} name="project.partner" required choices={PARTNER_CHOICES} />
        {partner === 'true' && (
          <ChoiceField control={control} name="project.partnerOwner" required choices={OWNER_CHOICES} />
        )}
        {partner === 'true' && partnerOwner === 'PARTNERS' && (
          <TextField control={control} name="project.partnerName" required maxLength={255} />
        )}
        <ChoiceField control={control} name="project.opportunityType" required choices={ORGAN_CHOICES} />
      </SimpleGrid>
      {opportunityType === 'public' && (
        <TextField control={control} name="project.opportunityTypeStatus" required multiline maxLength={LONG_TEXT} />
      )}
      <TextField control={control} name="project.justification" multiline maxLength={LONGER_TEXT} />
      <TextField control={control} name="project.additionalInformation" multiline maxLength={LONGER_TEXT} />
      <TextField control={control} name="justification" multiline maxLength={LONGER_TEXT} />
    </DetailSection>
  );
}
