import { Badge } from '@chakra-ui/react';
import type { OpportunityStatus } from '../../../__generated__/graphql.js';
import { STATUS_LABELS, STATUS_TONES } from '../model.js';

/** The status as its label on its tone (the label says it; the colour only helps the eye). */
export function StatusBadge({ status }: { status: OpportunityStatus }) {
  return (
    <Badge colorPalette={STATUS_TONES[status]} variant="subtle" size="md" whiteSpace="nowrap">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
