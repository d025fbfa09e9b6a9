import { graphql } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../brands/brands.js';
import { ErrorCode } from '../../schema/error-codes.js';
import { GENERIC_MESSAGE } from '../gateway/errors.js';
import { DEAL_PROTECTED } from '../services/api/opportunities/registration/protection.js';
import { ERROR_CODES } from './error-replies.js';
import { MANY_ROWS, parseMockScenario, readMockScenario } from './scenarios.js';
import { createMockSchema } from './schema.js';
import { serveMockGateway } from './served.js';

const scanora = brands.find((b) => b.slug === 'scanora')!;
const schema = createMockSchema({ seed: 7, roles: ['REPRESENTATIVE'] });

/** A cookie jar that remembers what the resolvers did with it. */
function jar(cookies: Record<string, string> = {}) {
  return {
    set: [] as unknown[],
    cleared: false,
    read: (name: string) => cookies[name],
    setSession(s: unknown) {
      this.set.push(s);
    },
    clearAll() {
      this.cleared = true;
    },
  };
}

/** Runs `source` as a request with these headers would (the gateway reads them into the context the same way). */
function run(source: string, headers: Record<string, string> = {}, cookies = jar()) {
  const mockScenario = readMockScenario((name) => headers[name.toLowerCase()]);
  return graphql({ schema, source, contextValue: { brand: scanora, cookies, mockScenario } });
}

const scenario = (value: string) => ({ 'x-mock-scenario': value });

describe('reading X-Mock-Scenario', () => {
  it('composes names with commas, in any case', () => {
    expect(parseMockScenario(' Many , role:resale,slow:250 ')).toEqual({
      rows: 'many',
      role: 'RESALE',
      delay: { min: 250, max: 250 },
    });
    expect(parseMockScenario('slow,empty')).toEqual({ rows: 'empty', delay: { min: 1500, max: 3000 } });
    expect(parseMockScenario('expired-session')).toEqual({ failure: { kind: 'expired-session' } });
    expect(parseMockScenario(undefined)).toEqual({});
  });

  it('takes the error code from the name or from X-Mock-Error', () => {
    expect(parseMockScenario('errors:locked').failure).toEqual({ kind: 'errors', code: 'LOCKED' });
    expect(parseMockScenario('errors', 'CONFLICT').failure).toEqual({ kind: 'errors', code: 'CONFLICT' });
    expect(parseMockScenario('errors').failure).toEqual({ kind: 'errors', code: undefined });
  });

  it.each([
    ['fast', 'Cenário de mock desconhecido: "fast".'],
    ['empty,many', 'O cenário "many" não combina com outro do mesmo tipo.'],
    ['errors,expired-session', 'O cenário "expired-session" não combina com outro do mesmo tipo.'],
    ['errors:OOPS', 'Código de erro desconhecido: "OOPS".'],
    ['slow:soon', 'Atraso inválido: "soon".'],
    ['role:ADMIN', 'Papel desconhecido: "ADMIN".'],
  ])('refuses %s as a bad request, in Portuguese', (value, message) => {
    const refusal = (() => {
      try {
        parseMockScenario(value);
      } catch (err) {
        return err as { message: string; extensions: Record<string, unknown> };
      }
    })();
    expect(refusal?.message.startsWith(message)).toBe(true);
    expect(refusal?.message).toContain('Cenários: empty, many');
    expect(refusal?.extensions.code).toBe('BAD_REQUEST');
  });

  it('refuses X-Mock-Error without the errors scenario', () => {
    expect(() => parseMockScenario('empty', 'LOCKED')).toThrow('X-Mock-Error vale só com o cenário errors.');
  });
});

describe('the scenarios on the mock schema', () => {
  afterEach(() => vi.useRealTimers());

  it('empty: every list and count empty, the reference data kept', async () => {
    const { data, errors } = await run(
      `{ opportunities { items { id } pageInfo { total pageCount } } resales { items { id } pageInfo { total } }
         sellers { pageInfo { total } } history(typeId: "1") { pageInfo { total } } crmSellers { name }
         opportunitiesByName(name: "a") { id }
         dashboard { totals { total } currentMonth { total estimated } monthly { approved } latest { id } }
         states { abbreviation } }`,
      scenario('empty'),
    );

    expect(errors).toBeUndefined();
    expect(data?.opportunities).toEqual({ items: [], pageInfo: { total: 0, pageCount: 0 } });
    expect(data?.resales).toEqual({ items: [], pageInfo: { total: 0 } });
    expect([data?.sellers, data?.history]).toEqual([{ pageInfo: { total: 0 } }, { pageInfo: { total: 0 } }]);
    expect([data?.crmSellers, data?.opportunitiesByName]).toEqual([[], []]);
    const dashboard = data?.dashboard as { monthly: { approved: number[] } };
    expect(dashboard).toMatchObject({ totals: { total: 0 }, currentMonth: { total: 0, estimated: 0 }, latest: [] });
    expect(dashboard.monthly.approved.every((n) => n === 0)).toBe(true);
    expect(data?.states).toHaveLength(27);
  });

  it('many: a thousand rows, each page the right slice of them', async () => {
    const ids = async (page: number, pageSize: number) => {
      const { data } = await run(
        `{ opportunities(page: ${page}, pageSize: ${pageSize}) { items { id } pageInfo { total pageCount page } } }`,
        scenario('many'),
      );
      return data?.opportunities as { items: { id: string }[]; pageInfo: { total: number; pageCount: number } };
    };

    const last = await ids(100, 10);
    const twenties = await ids(50, 20);

    expect(last.pageInfo).toEqual({ total: MANY_ROWS, pageCount: 100, page: 100 });
    expect(last.items).toHaveLength(10);
    // Rows 991-1000 are the second half of the 50th page of 20.
    expect(last.items).toEqual(twenties.items.slice(10));
    expect((await ids(101, 10)).items).toEqual([]);
  });

  it("many: the dashboard's counts per status add up to the thousand rows, in the usual proportions", async () => {
    const totalsOf = async (headers: Record<string, string>) => {
      const query =
        '{ dashboard { totals { analysis approved disapproved awaitingRenovation renovation expired total } } }';
      const { data } = await run(query, headers);
      return (data?.dashboard as { totals: Record<string, number> } | undefined)?.totals ?? {};
    };
    const usual = await totalsOf({});
    const many = await totalsOf(scenario('many'));

    const { total, ...perStatus } = many;
    expect(total).toBe(MANY_ROWS);
    expect(Object.values(perStatus).reduce((a, b) => a + b, 0)).toBe(MANY_ROWS);
    // The largest share stays the largest.
    const largest = (t: Record<string, number>) => Object.entries(t).sort((a, b) => b[1] - a[1])[0][0];
    expect(largest(perStatus)).toBe(largest({ ...usual, total: 0 }));
  });

  it.each(ERROR_CODES)('errors:%s answers that code on the page, the frame still loading', async (code) => {
    const headers = { 'x-mock-scenario': 'errors', 'x-mock-error': code };
    const { data, errors } = await run('{ brand { slug } me { id } opportunity(id: "1") { id } }', headers);

    expect(data).toEqual({ brand: { slug: 'scanora' }, me: { id: expect.any(String) }, opportunity: null });
    expect(errors).toHaveLength(1);
    expect(errors?.[0]?.extensions.code).toBe(code);
    expect(errors?.[0]?.path).toEqual(['opportunity']);
  });

  it('errors carries what the client reads: the service texts and their extensions', async () => {
    const first = async (value: string) => (await run('{ dashboard { year } }', scenario(value))).errors?.[0];

    expect(await first('errors:LOCKED')).toMatchObject({
      message: DEAL_PROTECTED,
      extensions: { code: 'LOCKED', protectedUntil: expect.stringMatching(/^\d{4}-/) },
    });
    expect(await first('errors:SERVICE_UNAVAILABLE')).toMatchObject({ extensions: { retryAfter: 5 } });
    expect(await first('errors:RATE_LIMITED')).toMatchObject({ extensions: { retryAfter: 60 } });
    expect((await first('errors:CRM_NOT_FOUND'))?.message).toMatch(/^SF404: /);
    expect((await first('errors:INTERNAL_SERVER_ERROR'))?.message).toBe(GENERIC_MESSAGE);
    expect((await first('errors:UNAUTHENTICATED'))?.message).toBe('Faça login para continuar.');
    expect((await first('errors:SESSION_EXPIRED'))?.message).toBe('Sua sessão encerrou');
  });

  it('errors without a code answers each code of the catalogue in turn, one per request', async () => {
    const codes = [];
    for (let i = 0; i < ERROR_CODES.length; i++) {
      const { errors } = await run('{ dashboard { year } crmSellers { name } }', scenario('errors'));
      expect(new Set(errors?.map((e) => e.extensions.code)).size).toBe(1);
      codes.push(errors?.[0]?.extensions.code);
    }
    expect(new Set(codes)).toEqual(new Set(Object.values(ErrorCode)));
  });

  it('expired-session: every field, `me` and public ones too, answers SESSION_EXPIRED, the cookies go', async () => {
    const cookies = jar();
    const { data, errors } = await run(
      '{ me { id } brand { slug } opportunity(id: "1") { id } }',
      scenario('expired-session'),
      cookies,
    );
    const refresh = await run('mutation { refreshSession { viewer { id } } }', scenario('expired-session'));

    expect(data).toBeNull();
    expect(new Set(errors?.map((e) => `${e.extensions.code}: ${e.message}`))).toEqual(
      new Set(['SESSION_EXPIRED: Sua sessão encerrou']),
    );
    expect(cookies.cleared).toBe(true);
    expect(refresh.errors?.[0]?.extensions.code).toBe('SESSION_EXPIRED');
  });

  it('role:<ROLE> signs the request in with that role; a refresh keeps the role the session has', async () => {
    const cookies = jar({ user_permissions: '["SELLER"]' });
    const { data } = await run('{ me { roles } }', scenario('role:SUPPORT'));
    await run('mutation { login(input: { username: "a@b.com", password: "x" }) { viewer { id } } }', {
      'x-mock-scenario': 'role:RESALE',
    });
    const refreshed = await run('mutation { refreshSession { viewer { roles } } }', {}, cookies);

    expect(data).toEqual({ me: { roles: ['SUPPORT'] } });
    expect(refreshed.data).toEqual({ refreshSession: { viewer: { roles: ['SELLER'] } } });
    expect((await run('{ me { roles } }')).data).toEqual({ me: { roles: ['REPRESENTATIVE'] } });
  });

  it('slow:<ms> holds every operation that long, once per request', async () => {
    vi.useFakeTimers();
    let done = false;
    const answer = run('{ version states { id } }', scenario('slow:400')).then((r) => {
      done = true;
      return r;
    });

    await vi.advanceTimersByTimeAsync(399);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).errors).toBeUndefined();
    expect(done).toBe(true);
  });
});

describe('the mock gateway over HTTP', () => {
  it('reads the scenario from the headers and answers an unknown one 400 BAD_REQUEST', async () => {
    const gateway = await serveMockGateway();
    const post = (headers: Record<string, string>) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ opportunities { pageInfo { total } } }' }),
      });
    try {
      const unknown = await post({ 'X-Mock-Scenario': 'lots' });
      const locked = await post({ 'X-Mock-Scenario': 'errors', 'X-Mock-Error': 'locked' });
      const many = await post({ 'X-Mock-Scenario': 'many, role:RESALE' });

      expect(unknown.status).toBe(400);
      const refusal = (await unknown.json()).errors[0];
      expect(refusal.message).toMatch(/^Cenário de mock desconhecido: "lots"\./);
      expect(refusal.extensions.code).toBe('BAD_REQUEST');
      expect((await locked.json()).errors).toEqual([
        {
          message: DEAL_PROTECTED,
          locations: [{ line: 1, column: 3 }],
          path: ['opportunities'],
          // Outside production the gateway adds the stack trace, as it does to every error.
          extensions: { code: 'LOCKED', protectedUntil: expect.any(String), stacktrace: expect.any(Array) },
        },
      ]);
      expect(await many.json()).toEqual({ data: { opportunities: { pageInfo: { total: MANY_ROWS } } } });
    } finally {
      await gateway.stop();
    }
  });
});
