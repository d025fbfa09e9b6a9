import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useDeferredValue, useRef } from 'react';
import { useParams } from 'react-router';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import {
  type OpportunityDetailFieldsFragment,
  OpportunityDetailFieldsFragmentDoc,
  OpportunityDetailsDocument,
  ProductLineFieldsFragmentDoc,
} from '../../../__generated__/graphql.js';
import { ErrorCode } from '../../../apollo/errors.js';
import { DetailSection } from '../../../ui/DetailSection.js';
import { FactGrid } from '../../../ui/FactGrid.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { RecordFallback } from '../../../ui/RecordFallback.js';
import { RenderLater } from '../../../ui/RenderLater.js';
import { useSession } from '../../auth/session/store.js';
import { HistoryButton } from '../../history/components/HistoryButton.js';
import { watchMessages } from '../../watches/messages.js';
import { CompanyStatusNotice } from '../components/CompanyStatusNotice.js';
import { ConflictList } from '../components/ConflictList.js';
import { contactFacts, customerFacts, productGroups, projectFacts } from '../components/detailsView.js';
import { OpportunitySummary } from '../components/OpportunitySummary.js';
import { ProductLines } from '../components/ProductLines.js';
import { decisionsFor } from '../decisions.js';
import { opportunityErrorMessage } from '../errors.js';
import { opportunityDetailsMessages as m } from '../messages/details.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { opportunityListPath } from '../urls.js';
import { OpportunityDecisions } from './OpportunityDecisions.js';

/** Everything of the opportunity, read-only, in the registration form's sections. */
function OpportunityContent({ opportunity: o }: { opportunity: OpportunityDetailFieldsFragment }) {
  const session = useSession();
  const representative = !!session?.roles.includes('REPRESENTATIVE');
  const showConflicts = representative && o.status === 'ANALYSIS';
  return (
    <>
      <DetailSection title={m.sections.customer}>
        {representative && o.companyUnverified && (
          <Alert.Root status="warning" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{m.companyUnverified}</Alert.Title>
              <Alert.Description>{m.companyUnverifiedDetail}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <CompanyStatusNotice
          status={o.companyStatus}
          checkedAt={o.companyStatusCheckedAt}
          inactive={o.companyInactive}
        />
        <FactGrid facts={customerFacts(o)} />
        {!!o.customerWatchCount && (
          // Representatives and support only (the service answers null to others): how many, never who.
          <Text textStyle="sm" color="fg.muted" data-testid="customer-watch-count">
            {watchMessages.waitingCount(o.customerWatchCount)}
          </Text>
        )}
      </DetailSection>
      <DetailSection title={m.sections.contact}>
        <FactGrid facts={contactFacts(o)} />
      </DetailSection>
      <DetailSection title={m.sections.project}>
        <FactGrid facts={projectFacts(o)} />
      </DetailSection>
      {/* The product tables and the conflicts, below the first screens, in a later render of their own. */}
      <RenderLater>
        <ProductSections opportunity={o} showConflicts={showConflicts} />
      </RenderLater>
    </>
  );
}

/** The products, accessories and competitors of the opportunity, and its conflicts when the reader may see them. */
function ProductSections({
  opportunity: o,
  showConflicts,
}: {
  opportunity: OpportunityDetailFieldsFragment;
  showConflicts: boolean;
}) {
  const lines = useFragment(ProductLineFieldsFragmentDoc, o.products);
  const groups = productGroups(lines);
  // Five columns of product lines need the width left beside the side menu; below it, cards.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  return (
    <>
      <DetailSection title={m.sections.products}>
        <ProductLines title={m.sections.products} lines={groups.products} wide={wide} />
      </DetailSection>
      <DetailSection title={m.sections.accessories}>
        <ProductLines title={m.sections.accessories} lines={groups.accessories} wide={wide} />
      </DetailSection>
      <DetailSection title={m.sections.competitors}>
        <ProductLines title={m.sections.competitors} lines={groups.competitors} wide={wide} />
      </DetailSection>
      {showConflicts && (
        <DetailSection title={m.sections.conflicts}>
          <ConflictList conflicts={o.conflicts} total={o.conflictsTotal} more={o.conflictsTotalIsLowerBound} />
        </DetailSection>
      )}
    </>
  );
}

/**
 * The record the page shows, asked for as soon as this file has loaded on a visit that opens the page (routes.tsx
 * `preloadRoute`): the page's own query then finds it in the cache, or joins the request under way.
 */
export function prefetchOpportunityDetails(client: ApolloClient, id: string | undefined): Promise<unknown> {
  return id ? client.query({ query: OpportunityDetailsDocument, variables: { id } }) : Promise.resolve();
}

/**
 * /Painel/Opportunities/{id} (spec section 2, route OpportunityDetails): the opportunity read-only, and the
 * decisions the user's role may take on its status (spec section 4). A decision's "Feito!" returns to the list.
 */
export function OpportunityDetailsPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(OpportunityDetailsDocument, { variables: { id } });
  const answer = useFragment(OpportunityDetailFieldsFragmentDoc, data?.opportunity ?? null);
  // Apollo hands an answer over in a synchronous render: the record, the page's heaviest part, follows in a
  // deferred render, which React slices so that a phone's browser is never blocked for the whole page at once.
  const opportunity = useDeferredValue(answer);

  const content = () => {
    if (opportunity) {
      const decisions = decisionsFor(opportunity.status, session?.roles ?? []);
      return (
        <>
          <DetailSection title={m.sections.summary}>
            <OpportunitySummary opportunity={opportunity} />
            <OpportunityDecisions
              // A conflict's link opens another opportunity on the same page: no modal of this one stays open.
              key={opportunity.id}
              opportunity={opportunity}
              decisions={decisions}
              onFailure={() => refetch()}
              fallbackFocus={() => heading.current?.focus()}
            />
          </DetailSection>
          {/* The record's sections one render after its summary and decisions: two shorter commits, not one. */}
          <RenderLater>
            <OpportunityContent opportunity={opportunity} />
          </RenderLater>
        </>
      );
    }
    return (
      <RecordFallback
        loading={loading || answer !== opportunity}
        error={error}
        loadingLabel={m.loading}
        notFound={{ title: m.notFound, detail: m.notFoundDetail, listPath: opportunityListPath, listLabel: m.goToList }}
        notFoundCodes={[ErrorCode.NOT_FOUND]}
        errorMessage={(e) => opportunityErrorMessage('load', e)}
        onRetry={() => refetch()}
      />
    );
  };

  return (
    <Stack gap="5">
      <PageHeader
        title={opportunityMessages.detailsTitle}
        backTo={opportunityListPath}
        backLabel={m.backToList}
        headingRef={heading}
        actions={opportunity && <HistoryButton id={opportunity.id} type="Opportunities" />}
      />
      {content()}
    </Stack>
  );
}
