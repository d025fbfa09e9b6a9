/** The resale sign-up vocabulary for people: labels keyed by the GraphQL enums (spec section 4). */
import type { ResaleStatus } from '../../__generated__/graphql.js';

export const RESALE_STATUS_LABELS: Record<ResaleStatus, string> = {
  ANALYSIS: 'Em Análise',
  APPROVED: 'Aprovada',
  DISAPPROVED: 'Reprovada',
};
