import { Checkbox, Field, Link, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { LuFileText } from 'react-icons/lu';
import { TERMS_VERSION } from '../../../../../../shared/terms.js';
import { DetailSection } from '../../../../ui/DetailSection.js';
import { PdfViewerModal } from '../../../../ui/pdf/PdfViewerModal.js';
import type { OpportunityFormValues } from '../../forms/opportunitySchema.js';
import { registrationMessages as m } from '../../messages/registration.js';
import { REGISTRATION_GUIDELINES_PDF } from '../../rules.js';

/**
 * The registration terms: a required checkbox, and a link to the guidelines, which opens them in the PDF viewer
 * (loaded only then); without scripts, or opened in a new tab, the link is the PDF itself.
 */
export function TermsSection({ control }: { control: Control<OpportunityFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'acceptedTerm' });
  const [reading, setReading] = useState(false);
  // Chakra's checkbox takes its field's state and ids but no description: its error text is tied to it here.
  const errorId = useId();
  return (
    <DetailSection title={m.sections.terms}>
      <Stack gap="2">
        <Link
          href={REGISTRATION_GUIDELINES_PDF}
          color="brand.fg"
          alignSelf="flex-start"
          onClick={(e) => {
            e.preventDefault();
            setReading(true);
          }}
        >
          <LuFileText aria-hidden />
          {m.readGuidelines}
        </Link>
        <Text textStyle="sm" color="fg.muted">
          {m.termsVersion(TERMS_VERSION)}
        </Text>
        <Field.Root invalid={!!fieldState.error} required ids={{ errorText: errorId }}>
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={(e) => field.onChange(e.checked === true)}
            name={field.name}
            invalid={!!fieldState.error}
          >
            <Checkbox.HiddenInput
              ref={field.ref}
              onBlur={field.onBlur}
              aria-describedby={fieldState.error ? errorId : undefined}
            />
            <Checkbox.Control />
            <Checkbox.Label>{m.acceptTerms}</Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <PdfViewerModal
        open={reading}
        onClose={() => setReading(false)}
        title={m.guidelinesTitle}
        url={REGISTRATION_GUIDELINES_PDF}
        texts={{
          loading: m.pdfLoading,
          error: m.pdfFailed,
          download: m.guidelinesDownload,
          close: m.guidelinesClose,
          content: m.guidelinesContent,
          page: m.pdfPage,
        }}
      />
    </DetailSection>
  );
}
