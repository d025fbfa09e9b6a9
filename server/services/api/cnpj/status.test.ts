import { describe, expect, it } from 'vitest';
import { companyStatusOf } from './status.js';

describe('companyStatusOf', () => {
  it('reads the description BrasilAPI gives, whatever its case and spacing', () => {
    expect(companyStatusOf('ATIVA', 2)).toBe('ATIVA');
    expect(companyStatusOf(' Baixada ', undefined)).toBe('BAIXADA');
    expect(companyStatusOf('inapta', null)).toBe('INAPTA');
    expect(companyStatusOf('SUSPENSA', 3)).toBe('SUSPENSA');
    expect(companyStatusOf('NULA', 1)).toBe('NULA');
  });

  it('falls back on the Receita Federal code when the description is missing or unknown', () => {
    expect(companyStatusOf(undefined, 8)).toBe('BAIXADA');
    expect(companyStatusOf('', '4')).toBe('INAPTA');
    expect(companyStatusOf('EM ANÁLISE', 2)).toBe('ATIVA');
  });

  it('answers null for a status the portal does not know', () => {
    expect(companyStatusOf('EM ANÁLISE', 99)).toBeNull();
    expect(companyStatusOf(undefined, undefined)).toBeNull();
    expect(companyStatusOf(null, '')).toBeNull();
    expect(companyStatusOf(42, { code: 2 })).toBeNull();
  });
});
