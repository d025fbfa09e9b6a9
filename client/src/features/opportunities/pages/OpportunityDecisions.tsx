import type { OpportunityDetailFieldsFragment } from '../../../__generated__/graphql.js';
import { ConfirmModal } from '../../../ui/ConfirmModal.js';
import { useDecisionModals } from '../../../ui/decisionModals.js';
import { DecisionButtons } from '../components/DecisionButtons.js';
import { NameProbabilityModal } from '../components/NameProbabilityModal.js';
import type { OpportunityDecision } from '../decisions.js';
import { useApproveOpportunity } from '../hooks/useApproveOpportunity.js';
import { useDecideRenewal } from '../hooks/useDecideRenewal.js';
import { useRejectOpportunity } from '../hooks/useRejectOpportunity.js';
import { useRequestRenewal } from '../hooks/useRequestRenewal.js';
import { useUpdateOpportunity } from '../hooks/useUpdateOpportunity.js';
import { opportunityDetailsMessages as m } from '../messages/details.js';
import { DEFAULT_PROBABILITY, PROBABILITY_CHOICES } from '../model.js';

export interface OpportunityDecisionsProps {
  opportunity: OpportunityDetailFieldsFragment;
  decisions: readonly OpportunityDecision[];
  /** A decision failed: the opportunity may have moved meanwhile (another representative), so read it again. */
  onFailure: () => void;
  /** Where the focus goes after an error when the decision's button is gone (the page's heading). */
  fallbackFocus: () => void;
}

/**
 * The details page's decisions: the buttons the role and status allow, the modal of each, and the mutation hooks
 * behind them. The modal closes as soon as the call answers; the hook then shows its outcome.
 */
export function OpportunityDecisions({
  opportunity: o,
  decisions,
  onFailure,
  fallbackFocus,
}: OpportunityDecisionsProps) {
  const { open, choose, cancel, buttons, options } = useDecisionModals<OpportunityDecision>(onFailure, fallbackFocus);
  const { approveOpportunity, loading: approving } = useApproveOpportunity(options);
  const { rejectOpportunity, loading: rejecting } = useRejectOpportunity(options);
  const { updateOpportunity, loading: updating } = useUpdateOpportunity(options);
  const { requestRenewal, loading: requesting } = useRequestRenewal(options);
  const { decideRenewal, loading: deciding } = useDecideRenewal(options);
  const current = { name: o.name ?? '', probabilityClosing: o.probabilityClosing ?? DEFAULT_PROBABILITY };

  return (
    <div ref={buttons}>
      <DecisionButtons decisions={decisions} onChoose={choose} />
      <NameProbabilityModal
        open={open === 'approve'}
        title={m.approveTitle}
        description={m.approveDescription}
        defaults={current}
        loading={approving}
        onCancel={cancel}
        onConfirm={(v) => approveOpportunity({ id: o.id, ...v })}
      />
      <NameProbabilityModal
        open={open === 'update'}
        title={m.updateTitle}
        defaults={current}
        loading={updating}
        onCancel={cancel}
        onConfirm={(v) => updateOpportunity({ id: o.id, ...v })}
      />
      <ConfirmModal
        open={open === 'reject'}
        variant="reject"
        title={m.rejectTitle}
        description={current.name || undefined}
        reasonPrompt={m.rejectReasonPrompt}
        loading={rejecting}
        onCancel={cancel}
        onConfirm={({ reason }) => rejectOpportunity({ id: o.id, reason })}
      />
      <ConfirmModal
        open={open === 'requestRenewal'}
        variant="renewal"
        title={m.requestRenewalTitle}
        description={current.name || undefined}
        probabilities={PROBABILITY_CHOICES}
        loading={requesting}
        onCancel={cancel}
        onConfirm={({ reason, probabilityClosing }) =>
          probabilityClosing && requestRenewal({ id: o.id, reason, probabilityClosing })
        }
      />
      <ConfirmModal
        open={open === 'approveRenewal'}
        title={m.approveRenewalTitle}
        description={m.approveRenewalDescription}
        loading={deciding}
        onCancel={cancel}
        onConfirm={() => decideRenewal({ id: o.id, decision: 'APPROVE' })}
      />
      <ConfirmModal
        open={open === 'rejectRenewal'}
        variant="reject"
        title={m.rejectRenewalTitle}
        description={current.name || undefined}
        loading={deciding}
        onCancel={cancel}
        onConfirm={({ reason }) => decideRenewal({ id: o.id, decision: 'REJECT', reason })}
      />
    </div>
  );
}
