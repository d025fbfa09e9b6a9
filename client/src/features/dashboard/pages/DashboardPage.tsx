import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { useFragment } from '../../../__generated__/fragment-masking.js';
import {
  DashboardDocument,
  DashboardLatestApprovedDocument,
  MonthFiguresFieldsFragmentDoc,
  OpportunityRowFieldsFragmentDoc,
} from '../../../__generated__/graphql.js';
import { isSessionEnd } from '../../../apollo/errors.js';
import { LoadingSpinner } from '../../../ui/LoadingSpinner.js';
import { EmptyState } from '../../../ui/list/EmptyState.js';
import { LoadError } from '../../../ui/list/LoadError.js';
import { useBrand } from '../../brands/hooks/useBrand.js';
import { DecisionTimes } from '../components/DecisionTimes.js';
import { LatestOpportunities } from '../components/LatestOpportunities.js';
import { MonthComparison } from '../components/MonthComparison.js';
import { MonthlyChart } from '../components/MonthlyChart.js';
import { StatusTotals } from '../components/StatusTotals.js';
import { ToolsPanel } from '../components/ToolsPanel.js';
import { dashboardErrorMessage } from '../errors.js';
import { dashboardMessages as m } from '../messages.js';
import { capitalize, chartIsEmpty, chartMonths, type LatestView, monthName } from '../model.js';

/** The dashboard's summary table: the last 11 opportunities (spec section 9). */
const DASHBOARD_LATEST_ROWS = 11;

/** A titled block of the page; its heading names the region for screen readers. */
function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3" borderWidth="1px" rounded="l3" p={{ base: '3', md: '5' }} minW="0">
      <Stack gap="1">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {hint && (
          <Text color="fg.muted" textStyle="sm">
            {hint}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

/** When the route last asked each client for the dashboard with the page's code (routes.tsx), ms since the epoch. */
const prefetchedAt = new WeakMap<ApolloClient, number>();
/** A prefetch this recent is the request of this visit. */
const PREFETCH_FRESH_MS = 10_000;

/**
 * Asks for the dashboard while the app is still starting (the route's prefetch), not once the page has rendered:
 * on a phone the figures, and the heading above the chart, then come about half a second sooner.
 */
export function prefetchDashboard(client: ApolloClient): Promise<unknown> {
  prefetchedAt.set(client, Date.now());
  return client.query({ query: DashboardDocument, fetchPolicy: 'network-only' });
}

/**
 * /Painel/Dashboard (REPRESENTATIVE, SUPPORT; spec section 2): the brand's decisions per month, this month against
 * the last, the totals by status, the tools and the latest opportunities. The page owns both queries; it asks the
 * network on every visit, so that decisions taken meanwhile show: right after its route's prefetch, that request
 * is the visit's, and the page reads its answer (or joins it in flight) instead of asking a second time.
 */
export function DashboardPage() {
  const brand = useBrand();
  const [view, setView] = useState<LatestView>('ALL');
  const client = useApolloClient();
  const [fetchPolicy] = useState(() =>
    Date.now() - (prefetchedAt.get(client) ?? 0) < PREFETCH_FRESH_MS
      ? ('cache-first' as const)
      : ('cache-and-network' as const),
  );
  const { data, error, refetch } = useQuery(DashboardDocument, { fetchPolicy });
  const approved = useQuery(DashboardLatestApprovedDocument, {
    variables: { pageSize: DASHBOARD_LATEST_ROWS },
    fetchPolicy: 'cache-and-network',
    skip: view !== 'APPROVED',
  });
  // Apollo hands an answer over in a synchronous render: the page's sections follow in a deferred render, which
  // React slices so that a phone's browser is never blocked for the whole dashboard at once.
  const d = useDeferredValue(data?.dashboard);
  const current = useFragment(MonthFiguresFieldsFragmentDoc, d?.currentMonth);
  const previous = useFragment(MonthFiguresFieldsFragmentDoc, d?.previousMonth);
  const latestAll = useFragment(OpportunityRowFieldsFragmentDoc, d?.latest);
  const latestApproved = useFragment(OpportunityRowFieldsFragmentDoc, approved.data?.opportunities.items);

  const heading = (
    <Heading as="h1" size="xl">
      {m.title}
    </Heading>
  );
  if (!d) {
    // An ended session is on its way to login already.
    const failed = error && !isSessionEnd(error);
    return (
      <Stack gap="5">
        {heading}
        {failed ? (
          <LoadError message={dashboardErrorMessage(error)} onRetry={() => refetch()} />
        ) : (
          <LoadingSpinner label={m.loading} py="16" />
        )}
      </Stack>
    );
  }

  const months = chartMonths(d.monthly);
  const latest = (view === 'ALL' ? latestAll : latestApproved) ?? undefined;
  const approvedError = view === 'APPROVED' && approved.error && !approved.data ? approved.error : undefined;
  return (
    <Stack gap="5" minW="0">
      {heading}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 1fr)' }} gap="5">
        <Section title={m.chart.title(d.year)} hint={m.chart.hint}>
          {chartIsEmpty(months) ? <EmptyState /> : <MonthlyChart months={months} year={d.year} />}
        </Section>
        <Section title={m.tools.title}>
          <ToolsPanel virtualAccountUrl={brand.virtualAccountUrl} />
        </Section>
      </Grid>
      {current && previous && (
        <Section title={m.comparison.title(capitalize(monthName(d.month)), monthName(d.month - 1))}>
          <MonthComparison month={d.month} current={current} previous={previous} />
        </Section>
      )}
      <Section title={m.decisionTimes.title(d.year)} hint={m.decisionTimes.hint}>
        <DecisionTimes months={d.decisionTimes} />
      </Section>
      <Section title={m.totals.title}>
        <StatusTotals totals={d.totals} />
      </Section>
      <Section title={m.latest.title}>
        <Box minW="0">
          <LatestOpportunities
            view={view}
            onViewChange={setView}
            rows={latest}
            error={approvedError && dashboardErrorMessage(approvedError)}
            onRetry={() => (view === 'ALL' ? refetch() : approved.refetch())}
          />
        </Box>
      </Section>
    </Stack>
  );
}
