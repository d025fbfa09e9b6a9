import type { ResaleStatus } from '../../../__generated__/graphql.js';
import { ToneBadge, toneBadgeStyles } from '../../../ui/ToneBadge.js';
import { RESALE_STATUS_LABELS, RESALE_STATUS_TONES } from '../model.js';

const badgeStyles = toneBadgeStyles(RESALE_STATUS_TONES);

/** A sign-up's status as its label on its tone. */
export function ResaleStatusBadge({ status }: { status: ResaleStatus }) {
  return <ToneBadge styles={badgeStyles} status={status} label={RESALE_STATUS_LABELS[status]} />;
}
