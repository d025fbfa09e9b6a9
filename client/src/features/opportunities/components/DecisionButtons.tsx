import { Button, HStack } from '@chakra-ui/react';
import { LuCheck, LuPencil, LuRefreshCw, LuX } from 'react-icons/lu';
import type { OpportunityDecision } from '../decisions.js';
import { opportunityDetailsMessages as d } from '../messages/details.js';
import { opportunityMessages } from '../messages/outcomes.js';

const a = opportunityMessages.actions;

const BUTTONS: Record<OpportunityDecision, { label: string; icon: typeof LuCheck; tone?: 'red'; outline?: boolean }> = {
  approve: { label: a.approve, icon: LuCheck },
  reject: { label: a.reject, icon: LuX, tone: 'red', outline: true },
  approveRenewal: { label: a.approveRenewal, icon: LuCheck },
  rejectRenewal: { label: a.rejectRenewal, icon: LuX, tone: 'red', outline: true },
  requestRenewal: { label: a.requestRenewal, icon: LuRefreshCw },
  update: { label: a.update, icon: LuPencil, outline: true },
};

export interface DecisionButtonsProps {
  decisions: readonly OpportunityDecision[];
  onChoose: (decision: OpportunityDecision) => void;
}

/** The decisions the user may take here, one button each; `data-decision` lets the page focus one again. */
export function DecisionButtons({ decisions, onChoose }: DecisionButtonsProps) {
  if (decisions.length === 0) return null;
  return (
    <HStack as="nav" aria-label={d.decisions} gap="2" wrap="wrap">
      {decisions.map((decision) => {
        const b = BUTTONS[decision];
        const Icon = b.icon;
        return (
          <Button
            key={decision}
            data-decision={decision}
            variant={b.outline ? 'outline' : 'solid'}
            colorPalette={b.tone}
            onClick={() => onChoose(decision)}
          >
            <Icon aria-hidden />
            {b.label}
          </Button>
        );
      })}
    </HStack>
  );
}
