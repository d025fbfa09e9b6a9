import type { OpportunityStatus } from '../../../__generated__/graphql.js';
import { staticStyles, useStaticStyles } from '../../../ui/staticStyles.js';
import { STATUS_LABELS, STATUS_TONES } from '../model.js';

// Chakra's Badge (subtle, md) in each status's tone, as class names made once: a list shows one per row.
const badgeStyles = staticStyles((system) => {
  const badge = system.cva(system.getRecipe('badge'))({ variant: 'subtle', size: 'md' }) as unknown as object;
  return Object.fromEntries(
    Object.entries(STATUS_TONES).map(([status, tone]) => [
      status,
      [badge, { colorPalette: tone, whiteSpace: 'nowrap' }],
    ]),
  ) as Record<OpportunityStatus, object[]>;
});

/** The status as its label on its tone (the label says it; the colour only helps the eye). */
export function StatusBadge({ status }: { status: OpportunityStatus }) {
  const s = useStaticStyles(badgeStyles);
  return <span className={`chakra-badge ${s[status]}`}>{STATUS_LABELS[status]}</span>;
}
