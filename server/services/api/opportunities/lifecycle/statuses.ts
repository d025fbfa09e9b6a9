import { locked } from '../../../../lib/errors.js';

/** Stored status values (design section 4, Opportunity statuses), with the labels people read. */
export const OPPORTUNITY_STATUSES = [
  'analysis',
  'approved',
  'disapproved',
  'awaiting_renovation',
  'renovation',
  'expired',
] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

export const STATUS_LABELS: Record<OpportunityStatus, string> = {
  analysis: 'Em Análise',
  approved: 'Aprovada',
  disapproved: 'Reprovada',
  awaiting_renovation: 'Aguardando Renovação',
  renovation: 'Renovação Pendente',
  expired: 'Expirada',
};

export const isOpportunityStatus = (v: unknown): v is OpportunityStatus =>
  typeof v === 'string' && (OPPORTUNITY_STATUSES as readonly string[]).includes(v);

/** A registration in these statuses protects its customer (CNPJ root) in the brand. */
export const ACTIVE_STATUSES: OpportunityStatus[] = ['analysis', 'approved', 'awaiting_renovation', 'renovation'];

export type LifecycleEvent =
  | 'approve'
  | 'reject'
  | 'validityEnds'
  | 'graceEnds'
  | 'requestRenewal'
  | 'approveRenewal'
  | 'rejectRenewal';

interface Transition {
  from: OpportunityStatus[];
  to: OpportunityStatus;
  /** Why the event is refused from any other status (423). */
  refusal: string;
}

/** The transition table of design section 4, exactly; nothing else moves a status. */
export const TRANSITIONS: Record<LifecycleEvent, Transition> = {
  approve: {
    from: ['analysis'],
    to: 'approved',
    refusal: 'A oportunidade não está em análise e não pode ser aprovada.',
  },
  reject: {
    from: ['analysis'],
    to: 'disapproved',
    refusal: 'A oportunidade não está em análise e não pode ser reprovada.',
  },
  validityEnds: {
    from: ['approved'],
    to: 'renovation',
    refusal: 'Somente oportunidades aprovadas entram em renovação.',
  },
  graceEnds: {
    from: ['renovation'],
    to: 'expired',
    refusal: 'Somente oportunidades com renovação pendente expiram.',
  },
  requestRenewal: {
    from: ['renovation', 'expired'],
    to: 'awaiting_renovation',
    refusal: 'A renovação só pode ser solicitada para oportunidades com renovação pendente ou expiradas.',
  },
  approveRenewal: {
    from: ['awaiting_renovation'],
    to: 'analysis',
    refusal: 'A oportunidade não está aguardando renovação e a renovação não pode ser aprovada.',
  },
  rejectRenewal: {
    from: ['awaiting_renovation'],
    to: 'expired',
    refusal: 'A oportunidade não está aguardando renovação e a renovação não pode ser reprovada.',
  },
};

/**
 * An approval records its intent while the opportunity stays in analysis, until its CRM write and completion are
 * done (approve.ts): meanwhile no other decision may start, and the representative is told why.
 */
export const APPROVAL_IN_PROGRESS = 'A oportunidade está sendo aprovada. Aguarde e atualize a página.';

/**
 * The status `event` leads to from `from`; 423 with the reason when the table has no such transition, or while an
 * approval of the opportunity is in progress (`approving`).
 */
export function transition(from: OpportunityStatus, event: LifecycleEvent, approving = false): OpportunityStatus {
  const t = TRANSITIONS[event];
  if (approving || !t.from.includes(from)) throw refused(event, from, approving);
  return t.to;
}

export const refused = (event: LifecycleEvent, current: OpportunityStatus, approving = false) =>
  locked(approving ? APPROVAL_IN_PROGRESS : `${TRANSITIONS[event].refusal} Status atual: ${STATUS_LABELS[current]}.`);

/** A status asked for directly that no event of the table produces from here (e.g. analysis → expired). */
export const statusChangeRefused = (from: OpportunityStatus, to: OpportunityStatus) =>
  locked(
    `Não é possível mudar a oportunidade de "${STATUS_LABELS[from]}" para "${STATUS_LABELS[to]}": ` +
      'somente aprovar ou reprovar uma oportunidade em análise.',
  );
