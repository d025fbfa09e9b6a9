/**
 * Which decisions the details page offers (spec sections 4 and 6, design section 4's transition table): a button
 * shows only to a role that may take the decision from the current status. "Atualizar registro" shows to
 * representatives on any status; the server refuses it (LOCKED, with its reason) where it cannot apply.
 */
import type { OpportunityStatus } from '../../__generated__/graphql.js';
import type { RoleName } from '../auth/roles.js';

export type OpportunityDecision =
  | 'approve'
  | 'reject'
  | 'approveRenewal'
  | 'rejectRenewal'
  | 'requestRenewal'
  | 'update';

const RULES: Array<{ decision: OpportunityDecision; roles: RoleName[]; statuses?: OpportunityStatus[] }> = [
  { decision: 'approve', roles: ['REPRESENTATIVE'], statuses: ['ANALYSIS'] },
  { decision: 'reject', roles: ['REPRESENTATIVE'], statuses: ['ANALYSIS'] },
  { decision: 'approveRenewal', roles: ['REPRESENTATIVE'], statuses: ['AWAITING_RENOVATION'] },
  { decision: 'rejectRenewal', roles: ['REPRESENTATIVE'], statuses: ['AWAITING_RENOVATION'] },
  { decision: 'requestRenewal', roles: ['RESALE', 'SELLER'], statuses: ['RENOVATION', 'EXPIRED'] },
  { decision: 'update', roles: ['REPRESENTATIVE'] },
];

/** The decisions a user holding `roles` may take on an opportunity in `status`, in the order the page shows them. */
export function decisionsFor(status: OpportunityStatus, roles: readonly RoleName[]): OpportunityDecision[] {
  return RULES.filter(
    (r) => r.roles.some((role) => roles.includes(role)) && (!r.statuses || r.statuses.includes(status)),
  ).map((r) => r.decision);
}
