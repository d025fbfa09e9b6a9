/** The resale sign-up vocabulary for people: labels keyed by the GraphQL enums (spec section 4), and its rules. */
import type { ResaleStatus } from '../../__generated__/graphql.js';

/** The contact name on the resale details page (spec section 9). */
const RESALE_CONTACT_NAME_MAX_LENGTH = 18;

export const RESALE_STATUS_LABELS: Record<ResaleStatus, string> = {
  ANALYSIS: 'Em Análise',
  APPROVED: 'Aprovada',
  DISAPPROVED: 'Reprovada',
};

/** The list's status filter, in the order of the sign-up's life. */
export const RESALE_STATUSES = Object.keys(RESALE_STATUS_LABELS) as ResaleStatus[];

/** How a status reads at a glance: the colour palette of its badge (the same tones as the opportunities'). */
export const RESALE_STATUS_TONES: Record<ResaleStatus, 'blue' | 'green' | 'red'> = {
  ANALYSIS: 'blue',
  APPROVED: 'green',
  DISAPPROVED: 'red',
};

/** Only a sign-up still in analysis can be decided (spec section 4). */
export const isDecidable = (status: ResaleStatus) => status === 'ANALYSIS';

/**
 * The contact name as the details page shows it: at most RESALE_CONTACT_NAME_MAX_LENGTH characters (spec section
 * 9), cut with an ellipsis; `full` is set when it was cut, so that the page can still offer the whole name.
 */
export function shownContactName(name: string | null | undefined): { text: string; full?: string } {
  const chars = [...(name ?? '').trim()];
  if (chars.length <= RESALE_CONTACT_NAME_MAX_LENGTH) return { text: chars.join('') };
  return { text: `${chars.slice(0, RESALE_CONTACT_NAME_MAX_LENGTH).join('').trimEnd()}…`, full: chars.join('') };
}
