import type { ApolloCache } from '@apollo/client';
import type { DecisionKind } from '../../../ui/decisionModals.js';
import { evictRootFields } from '../../../ui/evictRootFields.js';
import type { OutcomeOptions } from '../../../ui/mutationOutcome.js';
import { type ResaleOperation, resaleErrorMessage } from '../errors.js';
import { resaleListPath } from '../urls.js';

export type ResaleDecisionOptions = OutcomeOptions;

/**
 * After a decision the returned sign-up updates `Resale:<id>`; a status filter or a page total may no longer hold,
 * so the cached pages and the sign-up's history are asked again when next shown.
 */
const evictResaleLists = (cache: ApolloCache) => evictRootFields(cache, ['resales', 'history']);

/** Approve or reject a sign-up: success back to the resale list; failure in errors.ts's words. */
export const DECISION: DecisionKind<ResaleOperation> = {
  update: evictResaleLists,
  errorMessage: resaleErrorMessage,
  listPath: resaleListPath,
};
