import type { ResaleStatus } from '../../../__generated__/graphql.js';
import { staticStyles, useStaticStyles } from '../../../ui/staticStyles.js';
import { RESALE_STATUS_LABELS, RESALE_STATUS_TONES } from '../model.js';

// Chakra's Badge (subtle, md) in each status's tone, as class names made once: a list shows one per row.
const badgeStyles = staticStyles((system) => {
  const badge = system.cva(system.getRecipe('badge'))({ variant: 'subtle', size: 'md' }) as unknown as object;
  return Object.fromEntries(
    Object.entries(RESALE_STATUS_TONES).map(([status, tone]) => [
      status,
      [badge, { colorPalette: tone, whiteSpace: 'nowrap' }],
    ]),
  ) as Record<ResaleStatus, object[]>;
});

/** The status as its label on its tone (the label says it; the colour only helps the eye). */
export function ResaleStatusBadge({ status }: { status: ResaleStatus }) {
  const s = useStaticStyles(badgeStyles);
  return <span className={`chakra-badge ${s[status]}`}>{RESALE_STATUS_LABELS[status]}</span>;
}
