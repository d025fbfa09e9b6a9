import { describe, expect, it } from 'vitest';
import { isCnpj } from '../../lib/cnpj.js';
import { buildCompanies } from './companies.js';
import { Random } from './random.js';

describe('buildCompanies', () => {
  const { customers, resales } = buildCompanies(new Random(1));
  const all = [...customers, ...resales];

  it('gives every company a valid, distinct CNPJ, about one in ten alphanumeric', () => {
    expect(all.filter((c) => !isCnpj(c.cnpj))).toEqual([]);
    expect(new Set(all.map((c) => c.cnpj)).size).toBe(all.length);
    const alphanumeric = customers.filter((c) => /[A-Z]/.test(c.cnpj)).length;
    expect(alphanumeric).toBeGreaterThan(customers.length * 0.04);
    expect(alphanumeric).toBeLessThan(customers.length * 0.2);
  });

  it('includes branches that share the head office root', () => {
    const branches = customers.filter((c) => c.cnpj.slice(8, 12) === '0002');
    expect(branches.length).toBeGreaterThan(0);
    for (const b of branches) {
      expect(customers.some((h) => h.cnpj.slice(0, 8) === b.cnpj.slice(0, 8) && h.cnpj.slice(8, 12) !== '0002')).toBe(
        true,
      );
    }
  });

  it('places companies at an address with an 8-digit CEP in a municipality of their state', () => {
    for (const c of all) {
      expect(c.cep).toMatch(/^\d{8}$/);
      expect(c.street).toMatch(/, \d+$/);
      expect(c.state).toMatch(/^[A-Z]{2}$/);
      expect(c.city.length).toBeGreaterThan(1);
    }
    expect(all.find((c) => c.city === 'São Paulo')?.cep.slice(0, 2)).toMatch(/^0[1-5]$/);
  });

  it('is the same on every run', () => {
    expect(buildCompanies(new Random(1))).toEqual({ customers, resales });
  });
});
