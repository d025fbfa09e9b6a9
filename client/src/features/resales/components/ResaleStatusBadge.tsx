import { Badge } from '@chakra-ui/react';
import type { ResaleStatus } from '../../../__generated__/graphql.js';
import { RESALE_STATUS_LABELS, RESALE_STATUS_TONES } from '../model.js';

/** The status as its label on its tone (the label says it; the colour only helps the eye). */
export function ResaleStatusBadge({ status }: { status: ResaleStatus }) {
  return (
    <Badge colorPalette={RESALE_STATUS_TONES[status]} variant="subtle" size="md" whiteSpace="nowrap">
      {RESALE_STATUS_LABELS[status]}
    </Badge>
  );
}
