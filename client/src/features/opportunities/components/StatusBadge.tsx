import type { OpportunityStatus } from '../../../__generated__/graphql.js';
import { ToneBadge, toneBadgeStyles } from '../../../ui/ToneBadge.js';
import { STATUS_LABELS, STATUS_TONES } from '../model.js';

const badgeStyles = toneBadgeStyles(STATUS_TONES);

/** An opportunity's status as its label on its tone. */
export function StatusBadge({ status }: { status: OpportunityStatus }) {
  return <ToneBadge styles={badgeStyles} status={status} label={STATUS_LABELS[status]} />;
}
