import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import {
  type ResaleDetailFieldsFragment,
  ResaleDetailFieldsFragmentDoc,
  ResaleDetailsDocument,
} from '../../../__generated__/graphql.js';
import { ErrorCode } from '../../../apollo/errors.js';
import { DetailSection } from '../../../ui/DetailSection.js';
import { FactGrid, FactItem } from '../../../ui/FactGrid.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { RecordFallback } from '../../../ui/RecordFallback.js';
import { Role } from '../../auth/roles.js';
import { useSession } from '../../auth/session/store.js';
import { HistoryButton } from '../../history/components/HistoryButton.js';
import { ContactNameFact } from '../components/ContactNameFact.js';
import { addressFacts, companyFacts, contactFacts, signupFacts } from '../components/detailsView.js';
import { ResaleDecisions } from '../components/ResaleDecisions.js';
import { ResaleStatusBadge } from '../components/ResaleStatusBadge.js';
import { resaleErrorMessage } from '../errors.js';
import { resaleDetailsMessages as m } from '../messages/details.js';
import { isDecidable } from '../model.js';
import { resaleListPath } from '../urls.js';

/** Every field of the sign-up (spec section 3, Resale), read-only, in sections. */
function ResaleContent({ resale: r }: { resale: ResaleDetailFieldsFragment }) {
  return (
    <>
      <DetailSection title={m.sections.company}>
        <FactGrid facts={companyFacts(r)} />
      </DetailSection>
      <DetailSection title={m.sections.contact}>
        <FactGrid facts={contactFacts(r)}>
          <ContactNameFact name={r.contactName} />
        </FactGrid>
      </DetailSection>
      <DetailSection title={m.sections.address}>
        <FactGrid facts={addressFacts(r)} />
      </DetailSection>
    </>
  );
}

/**
 * /Painel/Resales/details?id=… (spec section 2): one sign-up as the server holds it, keyed by the `id` of the query
 * string; the spec's other parameters (the data the original put in the URL) are accepted and ignored. While in
 * analysis a representative approves or refuses it; support reads it only. "Feito!" returns to the list.
 */
export function ResaleDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const session = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(ResaleDetailsDocument, { variables: { id }, skip: !id });
  const resale = useFragment(ResaleDetailFieldsFragmentDoc, data?.resale ?? null);
  const canDecide = !!session?.roles.includes(Role.REPRESENTATIVE);

  const content = () => {
    if (resale) {
      return (
        <>
          <DetailSection title={m.title}>
            <FactGrid facts={signupFacts(resale)}>
              <FactItem label={m.fields.status}>
                <ResaleStatusBadge status={resale.status} />
              </FactItem>
            </FactGrid>
            {canDecide && isDecidable(resale.status) && (
              <ResaleDecisions
                resale={resale}
                onFailure={() => refetch()}
                fallbackFocus={() => heading.current?.focus()}
              />
            )}
          </DetailSection>
          <ResaleContent resale={resale} />
        </>
      );
    }
    return (
      <RecordFallback
        loading={loading}
        error={error}
        loadingLabel={m.loading}
        notFound={{ title: m.notFound, detail: m.notFoundDetail, listPath: resaleListPath, listLabel: m.goToList }}
        notFoundCodes={[ErrorCode.NOT_FOUND]}
        errorMessage={(e) => resaleErrorMessage('load', e)}
        onRetry={() => refetch()}
      />
    );
  };

  return (
    <Stack gap="5">
      <PageHeader
        title={resale?.fantasyName || resale?.corporateName || m.title}
        backTo={resaleListPath}
        backLabel={m.backToList}
        headingRef={heading}
        actions={resale && <HistoryButton id={resale.id} type="Resales" />}
      />
      {content()}
    </Stack>
  );
}
