import { graphql } from 'graphql';
import { expect, test } from 'vitest';
import { brands } from '../../../brands/brands.js';
import { isCnpj } from '../../lib/cnpj.js';
import type { GatewayContext } from '../context.js';
import { createMockSchema, type MockOptions } from './schema.js';

const yep = brands.find((b) => b.slug === 'yep')!;
const run = (query: string, roles?: MockOptions['roles']) =>
  graphql({
    schema: createMockSchema({ seed: 7, roles }),
    source: query,
    contextValue: { brand: yep } as GatewayContext,
  });

test('lists honour the page size, with valid CNPJs, money in reais and statuses spread', async () => {
  const { data, errors } = await run(
    '{ opportunities(pageSize: 50) { pageInfo { total pageCount } items { cnpj status estimated contact phone city } } }',
  );

  expect(errors).toBeUndefined();
  type Row = { cnpj: string; status: string; estimated: number; phone: string };
  const page = (data as { opportunities: { items: Row[]; pageInfo: unknown } }).opportunities;
  const items = page.items;
  expect(items).toHaveLength(50);
  expect(items.every((o) => isCnpj(o.cnpj))).toBe(true);
  expect(items.every((o) => Number.isFinite(o.estimated) && Number(o.estimated.toFixed(2)) === o.estimated)).toBe(true);
  expect(items.every((o) => /^\d{2}9\d{8}$/.test(o.phone))).toBe(true);
  expect(new Set(items.map((o) => o.status)).size).toBeGreaterThanOrEqual(4);
  expect(page.pageInfo).toEqual({ total: 237, pageCount: 5 });
});

test('the brand is the host’s real one and `me` carries the chosen role', async () => {
  const { data } = await run('{ brand { slug name logoUrl } me { roles brand } }', ['RESALE']);

  expect(data).toEqual({
    brand: { slug: 'yep', name: 'Yep Mobilidade', logoUrl: '/brands/yep/logo.svg' },
    me: { roles: ['RESALE'], brand: 'yep' },
  });
});

test('every query of the schema answers without error', async () => {
  const { errors } = await run(`{
    dashboard { year monthly { approved } totals { total } currentMonth { estimated } latest { id } }
    resales(pageSize: 3) { items { cnpj status contactName } }
    sellers { items { name email } }
    history(typeId: "1") { items { actionType modifications { attribute } } }
    cnpjLookup(cnpj: "x") { corporateName }
    states { abbreviation } municipalities(stateId: "31") { name } carouselImages { src } version crmSellers { name }
  }`);

  expect(errors).toBeUndefined();
});

test('login sets the session cookies the client reads, and logout clears them but the LGPD consent', async () => {
  const set: Record<string, { value: string; maxAge?: number; httpOnly?: boolean }> = {};
  const cleared: string[] = [];
  const res = {
    cookie: (name: string, value: string, o: { maxAge?: number; httpOnly?: boolean }) => {
      set[name] = { value, maxAge: o.maxAge, httpOnly: o.httpOnly };
    },
    clearCookie: (name: string) => cleared.push(name),
  };
  const req = { cookies: { acceptedLGPD: 'true', token: 'mock-access-token' }, secure: false };
  const { CookieJar } = await import('../session/cookies.js');
  const contextValue = { brand: yep, cookies: new CookieJar(req as never, res as never) } as unknown as GatewayContext;
  const schema = createMockSchema({ seed: 7, roles: ['SELLER'] });

  const login = await graphql({
    schema,
    contextValue,
    source:
      'mutation { login(input: { username: "a@b.com.br", password: "x", keepConnected: false }) { viewer { name roles } } }',
  });
  expect(login.errors).toBeUndefined();
  expect(set.user_permissions.value).toBe('["SELLER"]');
  expect(set.company.value).toBe('yep');
  expect(set.username.value).toBe((login.data as { login: { viewer: { name: string } } }).login.viewer.name);
  expect(set.token.httpOnly).toBe(true);
  expect(set.token.maxAge).toBeUndefined();

  await graphql({ schema, contextValue, source: 'mutation { logout { loggedOut } }' });
  expect(cleared).toContain('token');
  expect(cleared).not.toContain('acceptedLGPD');
});
