import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../lib/errors.js';
import { assertCompanyActive } from './company-status.js';

const refusal = (status: Parameters<typeof assertCompanyActive>[0]) => {
  try {
    assertCompanyActive(status);
    return undefined;
  } catch (err) {
    return err as HttpError;
  }
};

describe('assertCompanyActive', () => {
  it('accepts an active company and one whose status the register did not give', () => {
    expect(refusal('ATIVA')).toBeUndefined();
    expect(refusal(null)).toBeUndefined();
  });

  it('refuses a closed company with 400, its own code and status, and the reason on the CNPJ', () => {
    const err = refusal('BAIXADA');
    const reason = 'A empresa deste CNPJ está BAIXADA na Receita Federal e não pode receber oportunidades.';
    expect(err).toBeInstanceOf(HttpError);
    expect(err?.message).toBe(reason);
    expect(err).toMatchObject({
      status: 400,
      code: 'COMPANY_INACTIVE',
      fields: { cnpj: reason },
      extra: { companyStatus: 'BAIXADA' },
    });
  });

  it('says which status refused the company', () => {
    expect(refusal('INAPTA')?.fields?.cnpj).toContain('está INAPTA');
    expect(refusal('SUSPENSA')?.fields?.cnpj).toContain('está SUSPENSA');
    expect(refusal('NULA')?.fields?.cnpj).toContain('é NULA');
  });
});
