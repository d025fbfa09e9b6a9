import { describe, expect, it } from 'vitest';
import { refusalOf } from './problems.js';

describe('refusalOf', () => {
  it('gives the CNPJ of a company not active the reason its field shows', () => {
    expect(refusalOf('cnpj', { companyStatus: 'BAIXADA' })).toBe(
      'A empresa deste CNPJ está BAIXADA na Receita Federal e não pode receber oportunidades.',
    );
    expect(refusalOf('cnpj', { companyStatus: 'NULA' })).toMatch(/^A inscrição deste CNPJ é NULA/);
  });

  it('says nothing for an active or unknown company, nor for another field', () => {
    expect(refusalOf('cnpj', { companyStatus: 'ATIVA' })).toBeUndefined();
    expect(refusalOf('cnpj', { companyStatus: null })).toBeUndefined();
    expect(refusalOf('email', { companyStatus: 'BAIXADA' })).toBeUndefined();
  });
});
