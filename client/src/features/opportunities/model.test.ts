import { describe, expect, it } from 'vitest';
import { fieldLabel } from './fieldLabels.js';
import { ageBar, labelOr, opportunityTotal, PROBABILITY_LABELS, STATUS_LABELS } from './model.js';

describe('opportunity model', () => {
  it.each([
    [0, 'green', 0],
    [20, 'green', 33],
    [21, 'yellow', 35],
    [40, 'yellow', 67],
    [41, 'red', 68],
    [60, 'red', 100],
    [95, 'red', 100],
  ])('the age bar of %i days is %s at %i%%', (days, tone, percent) => {
    expect(ageBar(days)).toMatchObject({ tone, percent, days: Math.min(days, 60) });
  });

  it('labels every status and probability in Portuguese', () => {
    expect(STATUS_LABELS).toEqual({
      ANALYSIS: 'Em Análise',
      APPROVED: 'Aprovada',
      DISAPPROVED: 'Reprovada',
      AWAITING_RENOVATION: 'Aguardando Renovação',
      RENOVATION: 'Renovação Pendente',
      EXPIRED: 'Expirada',
    });
    expect(Object.values(PROBABILITY_LABELS)).toEqual(['0% - 49%', '50% - 70%', '71% - 99%', '100%']);
    expect(labelOr(PROBABILITY_LABELS, null)).toBe('N/C');
  });

  it('names every field path in Portuguese, a product line by its column', () => {
    expect(fieldLabel('email')).toBe('Email do cliente');
    expect(fieldLabel('project.conclusionDate')).toBe('Data de conclusão');
    expect(fieldLabel('products.3.amount')).toBe('Quantidade');
    expect(fieldLabel('desconhecido')).toBe('desconhecido');
  });

  it('totals amount × price over the lines that are not competition, an empty cell as 0', () => {
    const total = opportunityTotal([
      { amount: 10, price: 1500.5, competition: false },
      { amount: 2, price: 100 },
      { amount: null, price: 99 },
      { amount: 3, price: 1200, competition: true },
    ]);
    expect(total).toBe(15205);
  });
});
