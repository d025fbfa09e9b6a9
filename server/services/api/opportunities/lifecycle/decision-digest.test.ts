import { describe, expect, it } from 'vitest';
import type { OpportunityRow } from '../repository.js';
import { decisionClockOf } from './decision-clock.js';
import { digestMail } from './decision-digest.js';

const origin = 'http://scanora.localhost:4000';
/** Wednesday 25/11/2026, 15:00 in São Paulo. */
const now = new Date('2026-11-25T18:00:00Z');

const row = (over: Partial<OpportunityRow>) =>
  ({
    id: 'a1',
    brand: 'scanora',
    status: 'analysis',
    name: 'Hospital Central',
    corporate_name: 'Hospital Central Ltda',
    cnpj: '11222333000181',
    estimated: '1000',
    created_at: new Date('2026-11-18T13:00:00Z'),
    request_renovation_at: null,
    ...over,
  }) as OpportunityRow;

describe('the decision clock of an opportunity', () => {
  it('counts an analysis from its registration and a renewal from its request', () => {
    expect(decisionClockOf(row({}), now)).toEqual({ waitingBusinessDays: 4, decisionOverdue: true });
    const renewal = row({ status: 'awaiting_renovation', request_renovation_at: new Date('2026-11-23T13:00:00Z') });
    expect(decisionClockOf(renewal, now)).toEqual({ waitingBusinessDays: 2, decisionOverdue: false });
  });

  it('stops once decided', () => {
    expect(decisionClockOf(row({ status: 'approved' }), now)).toEqual({
      waitingBusinessDays: null,
      decisionOverdue: false,
    });
  });
});

describe('the daily digest of late decisions', () => {
  it('is not written when nothing is late', () => {
    expect(digestMail('scanora', origin, [], 0, now)).toBeNull();
  });

  it('names each late decision with its wait and link, and counts the ones left out', () => {
    const renewal = row({
      id: 'b2',
      name: 'Loja <Norte>',
      status: 'awaiting_renovation',
      request_renovation_at: new Date('2026-11-19T13:00:00Z'),
    });
    const mail = digestMail('scanora', origin, [row({}), renewal], 5, now);
    expect(mail?.kind).toBe('decision-digest');
    expect(mail?.subject).toBe('5 oportunidades fora do prazo de decisão');
    expect(mail?.html).toContain('Hospital Central</a> — aguardando há 4 dias úteis');
    expect(mail?.html).toContain('Loja &lt;Norte&gt;</a> — renovação aguardando há 3 dias úteis');
    expect(mail?.html).toContain('mais de 2 dias úteis');
    expect(mail?.html).toContain(`${origin}/Painel/Opportunities/a1`);
    expect(mail?.html).toContain('E mais 3 na lista do portal.');
  });
});
