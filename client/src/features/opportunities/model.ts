/**
 * The opportunity vocabulary for people: labels keyed by the GraphQL enums (design section 4, spec section 3) and
 * the rules the screens apply (the age bar, which statuses sit under "mais filtros"). Every screen of the feature
 * (list, export, details, history) reads its words here.
 */

import { opportunityTotalReais } from '../../../../shared/opportunity-total.js';
import type {
  ClosingProbability,
  OpportunityOrigin,
  OpportunityStatus,
  SoftwareOwner,
} from '../../__generated__/graphql.js';
import { AGE_BAR_THRESHOLDS, ELAPSED_DAYS_CAP } from './rules.js';

export const STATUS_LABELS: Record<OpportunityStatus, string> = {
  ANALYSIS: 'Em Análise',
  APPROVED: 'Aprovada',
  DISAPPROVED: 'Reprovada',
  AWAITING_RENOVATION: 'Aguardando Renovação',
  RENOVATION: 'Renovação Pendente',
  EXPIRED: 'Expirada',
};

/** The list's status filter: these first, the renovation statuses under "mais filtros" (spec section 2). */
export const MAIN_STATUSES: OpportunityStatus[] = ['ANALYSIS', 'APPROVED', 'DISAPPROVED'];
export const RENEWAL_STATUSES: OpportunityStatus[] = ['AWAITING_RENOVATION', 'RENOVATION', 'EXPIRED'];

/** How a status reads at a glance: the colour palette of its badge. */
export type Tone = 'green' | 'yellow' | 'red' | 'gray' | 'blue' | 'orange';
export const STATUS_TONES: Record<OpportunityStatus, Tone> = {
  ANALYSIS: 'blue',
  APPROVED: 'green',
  DISAPPROVED: 'red',
  AWAITING_RENOVATION: 'orange',
  RENOVATION: 'yellow',
  EXPIRED: 'gray',
};

/** Spec section 3: 25 = "0% - 49%", 50 = "50% - 70%", 75 = "71% - 99%", 100 = "100%"; the default is 25. */
export const PROBABILITY_LABELS: Record<ClosingProbability, string> = {
  P25: '0% - 49%',
  P50: '50% - 70%',
  P75: '71% - 99%',
  P100: '100%',
};
export const PROBABILITIES = Object.keys(PROBABILITY_LABELS) as ClosingProbability[];
export const DEFAULT_PROBABILITY: ClosingProbability = 'P25';

/** The registration form's labels of the origins (spec section 3). */
export const ORIGIN_LABELS: Record<OpportunityOrigin, string> = {
  EMPLOYEE: 'Colaborador',
  PARTNER: 'Parceiro',
  TRADE_SHOW: 'Feira/Evento',
  EMAIL: 'E-mail',
  PROSPECT: 'Prospecção',
  LEAD_GRUPO_ARTICO: 'Lead do grupo',
  RESALE_WEBSITE: 'Site da revenda',
  OTHER: 'Outro',
};

export const SOFTWARE_OWNER_LABELS: Record<SoftwareOwner, string> = {
  RESALE: 'Software da Revenda',
  OWN: 'Software Próprio',
  PARTNERS: 'Software de Parceiros',
};

/** Shown where a value was not informed (spec section 3). */
export const NOT_INFORMED = 'N/C';

export const labelOr = <K extends string>(labels: Record<K, string>, key: K | null | undefined) =>
  key ? labels[key] : NOT_INFORMED;

/** A yes/no answer as people read it; unanswered reads "N/C". */
export const yesNo = (value: boolean | null | undefined) => (value == null ? NOT_INFORMED : value ? 'Sim' : 'Não');

/** `project.opportunityType`: true for a public organ, false for a private company. */
export const organTypeLabel = (value: boolean | null | undefined) =>
  value == null ? NOT_INFORMED : value ? 'Órgão público' : 'Empresa privada';

export interface AgeBar {
  /** Days since the validity began (the API's elapsedDays), capped at 60. */
  days: number;
  /** Share of the 60-day scale, 0-100. */
  percent: number;
  tone: Extract<Tone, 'green' | 'yellow' | 'red'>;
}

/** Spec section 2: up to 20 days green, 21-40 yellow, 41-60 red, on a scale of 60. */
export function ageBar(elapsedDays: number): AgeBar {
  const days = Math.min(ELAPSED_DAYS_CAP, Math.max(0, Math.floor(elapsedDays)));
  const tone = days <= AGE_BAR_THRESHOLDS.green ? 'green' : days <= AGE_BAR_THRESHOLDS.yellow ? 'yellow' : 'red';
  return { days, percent: Math.round((days / ELAPSED_DAYS_CAP) * 100), tone };
}

/** The closing probabilities as a choice list (selects, the renewal confirmation). */
export const PROBABILITY_CHOICES = PROBABILITIES.map((value) => ({ value, label: PROBABILITY_LABELS[value] }));

/** The form's running total, by the rule the API stores (shared/opportunity-total.ts). */
export const opportunityTotal = opportunityTotalReais;

/** Lists show the approval date of approved opportunities only; null means "Sem Data" (spec section 2). */
export const listedApproveDate = (row: { status: OpportunityStatus; approveDate?: string | null }) =>
  row.status === 'APPROVED' ? (row.approveDate ?? null) : null;
