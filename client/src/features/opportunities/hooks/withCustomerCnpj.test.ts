import { describe, expect, it } from 'vitest';
import { emptyOpportunityForm } from '../forms/opportunitySchema.js';
import { withCustomerCnpj } from './useOpportunityDraft.js';

describe('withCustomerCnpj (the link of a freed customer, ?cnpj=)', () => {
  it('fills the CNPJ, masked, over an empty form', () => {
    expect(withCustomerCnpj(undefined, '11222333000181')?.cnpj).toBe('11.222.333/0001-81');
  });

  it('keeps a draft but drops its company, which belonged to another CNPJ', () => {
    const draft = {
      ...emptyOpportunityForm(),
      cnpj: '44.555.666/0001-70',
      corporateName: 'Outra Ltda',
      contact: 'Rui',
    };
    const start = withCustomerCnpj(draft, '11222333000181');
    expect(start).toMatchObject({ cnpj: '11.222.333/0001-81', corporateName: '', contact: 'Rui' });
  });

  it('changes nothing for the draft’s own CNPJ, an invalid one or none', () => {
    const draft = { ...emptyOpportunityForm(), cnpj: '11.222.333/0001-81', corporateName: 'Mercado Ltda' };
    expect(withCustomerCnpj(draft, '11222333000181')).toBe(draft);
    expect(withCustomerCnpj(draft, '11222333000100')).toBe(draft);
    expect(withCustomerCnpj(undefined, null)).toBeUndefined();
  });
});
