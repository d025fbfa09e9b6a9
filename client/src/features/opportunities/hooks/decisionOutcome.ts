import type { ApolloCache } from '@apollo/client';
import type { DecisionKind } from '../../../ui/decisionModals.js';
import { evictRootFields } from '../../../ui/evictRootFields.js';
import type { OutcomeOptions } from '../../../ui/mutationOutcome.js';
import { type OpportunityOperation, opportunityErrorMessage } from '../errors.js';
import { opportunityListPath } from '../urls.js';

export type DecisionOptions = OutcomeOptions;

/**
 * After a decision the returned opportunity updates `Opportunity:<id>`; the lists, the dashboard and the history
 * hold rows of other types (OpportunityRow, HistoryEntry), so they are asked again when next shown.
 */
export const evictOpportunityLists = (cache: ApolloCache) =>
  evictRootFields(cache, ['opportunities', 'dashboard', 'history']);

/** A decision of the details page: its success returns to the opportunity list; its failure in errors.ts's words. */
export const DECISION: DecisionKind<OpportunityOperation> = {
  update: evictOpportunityLists,
  errorMessage: opportunityErrorMessage,
  listPath: opportunityListPath,
};
