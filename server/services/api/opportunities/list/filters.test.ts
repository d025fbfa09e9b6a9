import { describe, expect, it } from 'vitest';
import { emailParts, filterSql, orderSql, parseFilters, parseOrder, withOverdueCutoff } from './filters.js';

describe('list query', () => {
  it('reads axios-style parameters from flat and nested encodings', () => {
    expect(parseFilters({ 'status[]': ['analysis', 'approved'] }).status).toEqual(['analysis', 'approved']);
    expect(parseFilters({ status: 'analysis, approved' }).status).toEqual(['analysis', 'approved']);
    expect(parseOrder({ order: { field: 'estimated', direction: '1' } })).toEqual({ field: 'estimated', direction: 1 });
  });

  it('defaults to the newest first', () => {
    expect(parseOrder({})).toEqual({ field: 'createdAt', direction: -1 });
    expect(orderSql({ field: 'estimated', direction: 1 })).toBe('o.estimated ASC, o.id ASC');
  });

  it('takes a typed filter literally, a masked CNPJ as its prefix, and a day as a Brazilian day', () => {
    const f = parseFilters({ name: '50%_off', cnpj: '11.444.777/', date: '2026-03-01' });
    const { sql, params } = filterSql(f, 3);
    expect(params).toEqual(['%50\\%\\_off%', '11444777%', '2026-03-01', '2026-03-01']);
    expect(sql).toContain('o.name_search LIKE api.search_fold($3)');
    expect(sql).toContain("AT TIME ZONE 'America/Sao_Paulo'");
  });

  it('takes an alphanumeric CNPJ prefix in any case, masked or not, as the stored upper case', () => {
    for (const cnpj of ['12.abc.3', '12ABC3', '12aBc3']) {
      expect(filterSql(parseFilters({ cnpj }), 1).params, cnpj).toEqual(['12ABC3%']);
    }
  });

  it('filters inactive customers as the partial index is written, never-verified ones counting as not inactive', () => {
    expect(parseFilters({ companyInactive: 'true' }).companyInactive).toBe(true);
    expect(filterSql(parseFilters({ companyInactive: 'true' }), 1).sql).toBe(`o.company_status <> 'ATIVA'`);
    expect(filterSql(parseFilters({ companyInactive: 'false' }), 1).sql).toBe(
      `(o.company_status IS NULL OR o.company_status = 'ATIVA')`,
    );
    expect(() => parseFilters({ companyInactive: 'talvez' })).toThrow('companyInactive');
  });

  it("filters late decisions as a comparison with the brand's cutoff, not a per-row count", () => {
    // Wednesday 25/11/2026 at 15:00 in São Paulo: scanora's target of 2 business days began on Monday 23/11.
    const now = new Date('2026-11-25T18:00:00Z');
    const f = withOverdueCutoff(parseFilters({ decisionOverdue: 'true' }), 'scanora', now);
    const { sql, params } = filterSql(f, 2);
    expect(params).toEqual([new Date('2026-11-23T03:00:00Z')]);
    // Written as the partial index of waits states its statuses, with the creation's range (migration 031), and the
    // wait's start from the entry: a renewal's request, or the approval of the last renewal (migration 033).
    expect(sql).toBe(
      "(o.status IN ('analysis', 'awaiting_renovation') AND o.created_at < $2 AND " +
        "(CASE WHEN o.status = 'analysis' THEN COALESCE(o.renovation_date, o.created_at) " +
        'ELSE COALESCE(o.request_renovation_at, o.created_at) END) < $2)',
    );
    const others = withOverdueCutoff(parseFilters({ decisionOverdue: 'false' }), 'scanora', now);
    expect(filterSql(others, 1).sql).toMatch(/^NOT \(o\.status IN/);
    expect(parseFilters({}).decisionOverdue).toBeUndefined();
    expect(() => parseFilters({ decisionOverdue: 'talvez' })).toThrow('decisionOverdue');
  });
});

describe('emailParts', () => {
  it("splits a text at the @ of an address: the local part's end reversed, the domain's start", () => {
    expect(emailParts('Joao.Silva@Cliente.com')).toEqual({ localEnd: 'avlis.oaoj%', domainStart: 'cliente.com%' });
    expect(emailParts('silva@')).toEqual({ localEnd: 'avlis%' });
    expect(emailParts('@cliente')).toEqual({ domainStart: 'cliente%' });
    expect(emailParts('@')).toEqual({});
  });

  it('escapes what LIKE reads as wildcards, after reversing', () => {
    expect(emailParts('a_b%@x_y')).toEqual({ localEnd: '\\%b\\_a%', domainStart: 'x\\_y%' });
  });

  it('gives nothing for a text without exactly one @', () => {
    expect(emailParts('cliente.com')).toBeUndefined();
    expect(emailParts('a@b@c')).toBeUndefined();
  });
});

describe('filterSql with the client and city terms', () => {
  const placeholders = (sql: string) => new Set(sql.match(/\$\d+/g) ?? []).size;
  const filters = { client: 'coletores', city: 'curitiba', terms: { client: ['a coletores'], city: ['curitiba'] } };

  it('compares the terms found, each as a parameter', () => {
    const { sql, params } = filterSql(filters, 1);
    expect(sql).toContain('client_search = ANY(ARRAY(SELECT unnest($2::text[])))');
    expect(placeholders(sql)).toBe(params.length);
  });

  it('by pattern alone, sends no parameter the statement does not use', () => {
    const { sql, params } = filterSql({ ...filters, byPattern: true }, 1);
    expect(sql).not.toContain('ANY');
    expect(params).toEqual(['%coletores%', '%curitiba%']);
    expect(placeholders(sql)).toBe(params.length);
  });
});

describe('an address on many rows, by pattern alone', () => {
  it("drops the local part's index condition, so that the list's order is walked", () => {
    const full = filterSql({ email: 'compras@cliente.example' }, 1);
    const walked = filterSql({ email: 'compras@cliente.example', byPattern: true }, 1);
    expect(full.sql).toContain('reverse(lower(split_part(o.email');
    expect(walked.sql).not.toContain('reverse(');
    expect(walked.sql).toBe('lower(o.email) LIKE lower($1)');
    expect(walked.params).toEqual(['%compras@cliente.example%']);
  });
});
