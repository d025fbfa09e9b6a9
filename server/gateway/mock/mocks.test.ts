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
