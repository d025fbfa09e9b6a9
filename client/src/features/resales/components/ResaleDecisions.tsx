import { Button, HStack } from '@chakra-ui/react';
import { LuCheck, LuX } from 'react-icons/lu';
import type { ResaleDetailFieldsFragment } from '../../../__generated__/graphql.js';
import { ConfirmModal } from '../../../ui/ConfirmModal.js';
import { useDecisionModals } from '../../../ui/decisionModals.js';
import { useApproveResale } from '../hooks/useApproveResale.js';
import { useRejectResale } from '../hooks/useRejectResale.js';
import { resaleDetailsMessages as m } from '../messages/details.js';

type Decision = 'approve' | 'reject';

export interface ResaleDecisionsProps {
  resale: ResaleDetailFieldsFragment;
  /** A decision failed: the sign-up may have been decided meanwhile by someone else, so read it again. */
  onFailure: () => void;
  /** Where the focus goes after an error when the decision's button is gone (the page's heading). */
  fallbackFocus: () => void;
}

/**
 * "Aprovar" (confirm) and "Recusar" (a required reason) on a sign-up in analysis, with the hooks behind them. The
 * modal closes as soon as the call answers; the hook then shows the outcome. The page shows this to
 * representatives only.
 */
export function ResaleDecisions({ resale, onFailure, fallbackFocus }: ResaleDecisionsProps) {
  const { open, choose, cancel, buttons, options } = useDecisionModals<Decision>(onFailure, fallbackFocus);
  const { approveResale, loading: approving } = useApproveResale(options);
  const { rejectResale, loading: rejecting } = useRejectResale(options);
  const name = resale.fantasyName || resale.corporateName || resale.contactName;

  return (
    <>
      <HStack as="nav" ref={buttons} aria-label={m.decisions} gap="2" wrap="wrap">
        <Button data-decision="approve" onClick={() => choose('approve')}>
          <LuCheck aria-hidden />
          {m.actions.approve}
        </Button>
        <Button data-decision="reject" variant="outline" colorPalette="red" onClick={() => choose('reject')}>
          <LuX aria-hidden />
          {m.actions.reject}
        </Button>
      </HStack>
      <ConfirmModal
        open={open === 'approve'}
        title={m.approveTitle}
        description={m.approveDescription(name)}
        loading={approving}
        onCancel={cancel}
        onConfirm={() => approveResale(resale.id)}
      />
      <ConfirmModal
        open={open === 'reject'}
        variant="reject"
        title={m.rejectTitle}
        description={name}
        reasonPrompt={m.rejectReasonPrompt}
        loading={rejecting}
        onCancel={cancel}
        onConfirm={({ reason }) => rejectResale({ id: resale.id, reason })}
      />
    </>
  );
}
