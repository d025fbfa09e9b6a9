import { describe, expect, it } from 'vitest';
import { EMPTY_OPPORTUNITY_FILTERS, toOpportunityFilter, usesMoreFilters } from './listFilters.js';

const filters = (over: Partial<typeof EMPTY_OPPORTUNITY_FILTERS>) => ({ ...EMPTY_OPPORTUNITY_FILTERS, ...over });

describe('the opportunity list filters as the query takes them', () => {
  it('asks for everything when nothing is chosen', () => {
    expect(toOpportunityFilter(EMPTY_OPPORTUNITY_FILTERS)).toEqual({});
    expect(toOpportunityFilter(filters({ name: '   ', cnpj: './-' }))).toEqual({});
  });

  it('sends the CNPJ prefix without its mask, letters of an alphanumeric CNPJ included', () => {
    expect(toOpportunityFilter(filters({ cnpj: '12.345.6' })).cnpj).toBe('123456');
    expect(toOpportunityFilter(filters({ cnpj: '12.abc.345/01' })).cnpj).toBe('12ABC34501');
  });

  it('trims the texts, names the client fantasyName and keeps the statuses and the creation day', () => {
    expect(
      toOpportunityFilter(
        filters({
          statuses: ['APPROVED', 'EXPIRED'],
          name: ' Coletores ',
          fantasyName: 'Acme ',
          email: ' compras@acme.com.br',
          state: 'MG',
          city: 'Belo Horizonte',
          register: ' 006abc',
          date: '2026-03-10',
        }),
      ),
    ).toEqual({
      statuses: ['APPROVED', 'EXPIRED'],
      name: 'Coletores',
      fantasyName: 'Acme',
      email: 'compras@acme.com.br',
      state: 'MG',
      city: 'Belo Horizonte',
      register: '006abc',
      date: '2026-03-10',
    });
  });

  it('leaves out a creation day that is not complete yet', () => {
    expect(toOpportunityFilter(filters({ date: '0002-03-10x' }))).toEqual({});
  });

  it('asks for the unverified companies only when the box is ticked, behind "mais filtros"', () => {
    expect(toOpportunityFilter(filters({ companyUnverified: true }))).toEqual({ companyUnverified: true });
    expect(toOpportunityFilter(filters({ companyUnverified: false }))).toEqual({});
    expect(usesMoreFilters(filters({ companyUnverified: true }))).toBe(true);
  });

  it('asks for the customers no longer active only when the box is ticked, behind "mais filtros"', () => {
    expect(toOpportunityFilter(filters({ companyInactive: true }))).toEqual({ companyInactive: true });
    expect(toOpportunityFilter(filters({ companyInactive: false }))).toEqual({});
    expect(usesMoreFilters(filters({ companyInactive: true }))).toBe(true);
    expect(toOpportunityFilter(filters({ decisionOverdue: true }))).toEqual({ decisionOverdue: true });
    expect(toOpportunityFilter(filters({ decisionOverdue: false }))).toEqual({});
    expect(usesMoreFilters(filters({ decisionOverdue: true }))).toBe(true);
  });

  it('opens "mais filtros" when one of its filters is in use', () => {
    expect(usesMoreFilters(filters({ statuses: ['ANALYSIS'], name: 'x', cnpj: '12' }))).toBe(false);
    expect(usesMoreFilters(filters({ statuses: ['RENOVATION'] }))).toBe(true);
    expect(usesMoreFilters(filters({ city: 'Contagem' }))).toBe(true);
  });
});
