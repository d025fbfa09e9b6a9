import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { opportunityErrorMessage, refusedCompanyStatus } from './errors.js';

const failure = (code: string, message = 'texto do servidor', extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...extra } }] });

describe('opportunity errors (spec section 8)', () => {
  it('creation: 423 is the fixed text, anything else "Erro ao cadastrar a oportunidade"', () => {
    expect(opportunityErrorMessage('createOpportunity', failure('LOCKED'))).toBe(
      'A oportunidade já existe no CRM, não pode ser alterada. Por favor, aguarde a renovação da oportunidade para atualizá-la no CRM.',
    );
    expect(opportunityErrorMessage('createOpportunity', failure('INTERNAL_SERVER_ERROR'))).toBe(
      'Erro ao cadastrar a oportunidade',
    );
    expect(opportunityErrorMessage('createOpportunity', failure('UNAUTHENTICATED'))).toBe('Sua sessão encerrou');
  });

  it('creation: a company refused as not active reads as the CNPJ field says it, from its status (design section 15)', () => {
    const refused = failure('COMPANY_INACTIVE', 'texto do servidor', {
      companyStatus: 'INAPTA',
      fields: { cnpj: 'x' },
    });
    expect(opportunityErrorMessage('createOpportunity', refused)).toBe(
      'A empresa deste CNPJ está INAPTA na Receita Federal e não pode receber oportunidades.',
    );
    expect(refusedCompanyStatus(refused)).toBe('INAPTA');
    // A status the portal does not know says nothing it could word: the operation's own text.
    const unknown = failure('COMPANY_INACTIVE', 'texto', { companyStatus: 'ATIVA' });
    expect(opportunityErrorMessage('createOpportunity', unknown)).toBe('Erro ao cadastrar a oportunidade');
    expect(refusedCompanyStatus(failure('BAD_USER_INPUT', 'x', { companyStatus: 'BAIXADA' }))).toBeUndefined();
  });

  it('approval: the server reason on 423, the CRM texts, the connection text otherwise', () => {
    expect(opportunityErrorMessage('approveOpportunity', failure('LOCKED', 'Status atual: Aprovada'))).toBe(
      'Status atual: Aprovada',
    );
    expect(opportunityErrorMessage('approveOpportunity', failure('CRM_NOT_FOUND'))).toMatch(/^Ops! Algo deu errado/);
    expect(opportunityErrorMessage('approveOpportunity', failure('CRM_UNAVAILABLE'))).toMatch(/^Ops! Ocorreu um erro/);
    expect(opportunityErrorMessage('approveOpportunity', failure('FORBIDDEN'))).toBe(
      'Houve um problema de conexão ao aprovar essa oportunidade. Por favor, tente novamente mais tarde!',
    );
    expect(opportunityErrorMessage('approveOpportunity', new Error('Failed to fetch'))).toMatch(/problema de conexão/);
  });

  it('the other decisions have their own failure texts', () => {
    expect(opportunityErrorMessage('rejectOpportunity', failure('BAD_USER_INPUT'))).toMatch(/ao reprovar/);
    expect(opportunityErrorMessage('updateOpportunity', failure('NOT_FOUND'))).toBe('Erro ao atualizar a oportunidade');
    expect(opportunityErrorMessage('requestRenewal', failure('FORBIDDEN'))).toBe(
      'Erro ao solicitar a renovação da oportunidade',
    );
    expect(opportunityErrorMessage('decideRenewal', failure('FORBIDDEN'))).toBe(
      'Erro ao aprovar/reprovar a renovação da oportunidade',
    );
    expect(opportunityErrorMessage('crmSellers', failure('CRM_UNAVAILABLE'))).toBe(
      'Não foi possível recuperar os vendedores no Salesforce',
    );
  });

  it('a service down for a moment says to try again shortly, whatever the operation', () => {
    const unavailable = failure('SERVICE_UNAVAILABLE', 'x', { retryAfter: 1 });
    const operations = ['createOpportunity', 'approveOpportunity', 'crmSellers', 'load'] as const;

    for (const operation of operations) {
      expect(opportunityErrorMessage(operation, unavailable)).toBe(
        'Serviço temporariamente indisponível. Tente novamente em instantes.',
      );
    }
  });
});
