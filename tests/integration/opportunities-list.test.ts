import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../server/lib/cnpj.js';
import { CONFLICTS_COUNTED, CONFLICTS_SHOWN } from '../../server/services/api/opportunities/repository.js';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import {
  CRM_SELLER,
  createOpportunity,
  ensureCrmSeller,
  loginAll,
  manualClock,
  nameOpportunity,
  newCustomer,
  type Tokens,
} from './opportunities-fixture.js';

let stack: Stack;
let t: Tokens;
let yep: Tokens;
// Every opportunity of this file sits in one city of its own, so filters can fence them off from the seed.
const city = `Cidade ${Math.random().toString(36).slice(2, 8)}`;
const ids: Record<'cheap' | 'mid' | 'dear' | 'seller' | 'yep' | 'alphanumeric', string> = {} as never;
const alphanumericRoot = `${newCustomer().root.slice(0, 2)}AB${newCustomer().root.slice(0, 4)}`;
const customers = {
  cheap: newCustomer(),
  mid: newCustomer(),
  dear: newCustomer(),
  seller: newCustomer(),
  alphanumeric: { cnpj: withCheckDigits(`${alphanumericRoot}0001`) },
};

const get = (token: string, path: string, brand?: string) => call(stack.apiUrl, 'GET', path, { token, brand });
const line = (price: string) => [
  { partNumber: 'SC-100', description: 'Coletor', amount: 1, price },
  { partNumber: 'RIVAL', description: 'Concorrente', amount: 1, price: '50,00', competition: true },
];

beforeAll(async () => {
  stack = await startStack();
  await ensureCrmSeller(stack);
  t = await loginAll(stack);
  yep = await loginAll(stack, 'yep');
  // One minute apart, inserted out of price order, so createdAt and estimated orders differ. Representatives name
  // them (registrants may not).
  const common = { city, state: 'RS', email: 'Compras@Atacado-Sul.com.br' };
  ids.mid = await createOpportunity(stack, t.resale, { ...common, products: line('200,00') }, customers.mid.cnpj);
  manualClock(stack).set(new Date(stack.clock.now().getTime() + 60_000));
  ids.dear = await createOpportunity(
    stack,
    t.resale,
    { ...common, fantasyName: 'Atacadão Gaúcho', products: line('300,00') },
    customers.dear.cnpj,
  );
  manualClock(stack).set(new Date(stack.clock.now().getTime() + 60_000));
  ids.cheap = await createOpportunity(stack, t.resale, { ...common, products: line('100,00') }, customers.cheap.cnpj);
  ids.seller = await createOpportunity(stack, t.seller, { city }, customers.seller.cnpj);
  ids.yep = await createOpportunity(
    stack,
    yep.resale,
    { city, seller: '', sellerSalesforceId: '' },
    newCustomer().cnpj,
    'yep',
  );
  ids.alphanumeric = await createOpportunity(stack, t.resale, { city }, customers.alphanumeric.cnpj);
  const names: Array<[keyof typeof ids, string]> = [
    ['mid', 'Sul Médio'],
    ['dear', 'Sul Caro'],
    ['cheap', 'Sul Barato'],
    ['seller', 'Do Vendedor'],
    ['alphanumeric', 'Alfanumérico'],
  ];
  for (const [key, name] of names) await nameOpportunity(stack, t.representative, ids[key], name);
  await nameOpportunity(stack, yep.representative, ids.yep, 'Na Yep', 'yep');
});
afterAll(() => stack?.stop());

const idsOf = (body: { result: { id: string }[] }) => body.result.map((o) => o.id);

describe('opportunity lists', () => {
  it('scopes each list source to its role and brand', async () => {
    const q = `?amount=99999&city=${encodeURIComponent(city)}`;
    const resale = await get(t.resale, `/opportunity/resale${q}`);
    expect(resale.status).toBe(200);
    expect(idsOf(resale.body).sort()).toEqual([ids.mid, ids.dear, ids.cheap, ids.seller, ids.alphanumeric].sort());
    const seller = await get(t.seller, `/opportunity/user${q}`);
    expect(idsOf(seller.body)).toEqual([ids.seller]);
    for (const token of [t.representative, t.support]) {
      const all = await get(token, `/opportunity/all${q}`);
      expect(idsOf(all.body).sort()).toEqual([ids.mid, ids.dear, ids.cheap, ids.seller, ids.alphanumeric].sort());
    }
    const otherBrand = await get(yep.representative, `/opportunity/all${q}`, 'yep');
    expect(idsOf(otherBrand.body)).toEqual([ids.yep]);
    expect((await get(t.representative, `/opportunity/id/${ids.yep}`)).status).toBe(404);
    expect((await get(yep.representative, `/opportunity/id/${ids.mid}`, 'yep')).status).toBe(404);
  });

  it('totals each scope with or without statuses exactly as its rows, whether from the rollup or counted', async () => {
    const sources = [
      { token: t.resale, path: '/opportunity/resale', role: 'resale' },
      { token: t.seller, path: '/opportunity/user', role: 'seller' },
      { token: t.representative, path: '/opportunity/all', role: 'representative' },
    ];
    for (const { token, path, role } of sources) {
      for (const status of ['', '&status[]=analysis', '&status[]=approved&status[]=expired']) {
        const all = await get(token, `${path}?amount=99999${status}`);
        const filtered = await get(token, `${path}?amount=99999&date[start]=2000-01-01${status}`);
        expect(all.body.total, `${role} ${status}`).toBe(idsOf(all.body).length);
        expect(all.body.total, `${role} ${status}`).toBe(filtered.body.total);
      }
    }
  });

  it('refuses the wrong list source and another brand', async () => {
    expect((await get(t.resale, '/opportunity/all')).status).toBe(403);
    expect((await get(t.seller, '/opportunity/resale')).status).toBe(403);
    expect((await get(t.representative, '/opportunity/user')).status).toBe(403);
    expect((await get(t.representative, '/opportunity/all?brandName=yep')).status).toBe(403);
    expect((await get(t.representative, '/opportunity/all?brandName=scanora')).status).toBe(200);
  });

  it('lists rows with the age counters and without competitor lines', async () => {
    const res = await get(t.representative, `/opportunity/all?name=sul%20caro&city=${encodeURIComponent(city)}`);
    expect(res.body.total).toBe(1);
    const [item] = res.body.result;
    expect(item).toMatchObject({ id: ids.dear, status: 'analysis', estimated: 300, expireDays: 90, elapsedDays: 0 });
    expect(item.products).toEqual([
      { partNumber: 'SC-100', description: 'Coletor', amount: 1, price: 300, accessory: false, competition: false },
    ]);
    expect(item.fantasyName).toBe('Atacadão Gaúcho');
    // Representatives see who registered the deal, in the row itself.
    expect(item.ownerEmail).toEqual(expect.stringContaining('@'));
    // A caller that shows no product line (the gateway, for the list screen) gets the same rows without them.
    const lean = await get(
      t.representative,
      `/opportunity/all?name=sul%20caro&city=${encodeURIComponent(city)}&products=false`,
    );
    const { products: _, ...rest } = item;
    expect(lean.body.result).toEqual([rest]);
  });

  it('filters by every field, case-insensitively', async () => {
    const inCity = `city=${encodeURIComponent(city.toUpperCase())}`;
    const day = new Date(stack.clock.now().getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const cases: Array<[string, string[]]> = [
      [`cnpj=${customers.dear.cnpj.slice(0, 10)}`, [ids.dear]],
      [`cnpj=${customers.dear.cnpj.replace(/^(..)(...)(...)/, '$1.$2.$3')}`, [ids.dear]],
      // Alphanumeric CNPJs by prefix too, letters in any case, masked or not.
      [`cnpj=${alphanumericRoot.slice(0, 4).toLowerCase()}`, [ids.alphanumeric]],
      [`cnpj=${alphanumericRoot.slice(0, 2)}.${alphanumericRoot.slice(2, 5).toLowerCase()}`, [ids.alphanumeric]],
      [`cnpj=${customers.alphanumeric.cnpj}`, [ids.alphanumeric]],
      ['client=atacadÃo'.replace('Ã', 'ã'), [ids.dear]],
      ['client=mercado teste comércio', [ids.mid, ids.dear, ids.cheap, ids.seller, ids.alphanumeric]],
      ['email=ATACADO-SUL', [ids.mid, ids.dear, ids.cheap]],
      // Around the @: the end of the local part and the start of the domain, in any case (migration 023).
      ['email=PRAS@atacado-SUL.com', [ids.mid, ids.dear, ids.cheap]],
      ['email=COMPRAS@', [ids.mid, ids.dear, ids.cheap, ids.seller, ids.alphanumeric]],
      ['email=s@cliente.com', [ids.seller, ids.alphanumeric]],
      ['email=@Atacado-Sul.com.br', [ids.mid, ids.dear, ids.cheap]],
      ['email=xcompras@atacado', []],
      ['email=compras@sul', []],
      ['state=rs', [ids.mid, ids.dear, ids.cheap]],
      // The UF is one value, compared whole: part of it finds nothing.
      ['state=r', []],
      // Accented letters typed in another case, inside the text.
      ['name=UL MÉDI', [ids.mid]],
      // The name ignores accents too (migration 013).
      ['name=ul medi', [ids.mid]],
      ['client=ACADÃO GAÚ', [ids.dear]],
      // The client and the city ignore accents as well; a client match never spans the fantasy and corporate names.
      ['client=atacadao gaucho', [ids.dear]],
      ['client=Gaúcho Mercado', []],
      // The whole mask, slash and dash included, down to the branch.
      [`cnpj=${customers.dear.cnpj.replace(/^(..)(...)(...)(....)(.)/, '$1.$2.$3/$4-$5')}`, [ids.dear]],
      ['name=sul', [ids.mid, ids.dear, ids.cheap]],
      ['status[]=analysis&status[]=approved', [ids.mid, ids.dear, ids.cheap, ids.seller, ids.alphanumeric]],
      ['status=approved,expired', []],
      ['register=006', []],
      [`date[start]=${day}&date[end]=${day}`, [ids.mid, ids.dear, ids.cheap, ids.seller, ids.alphanumeric]],
      ['date=2001-01-01', []],
    ];
    for (const [filter, expected] of cases) {
      const res = await get(t.representative, `/opportunity/all?amount=100&${inCity}&${encodeURI(filter)}`);
      expect(res.status, filter).toBe(200);
      expect(idsOf(res.body).sort(), filter).toEqual([...expected].sort());
    }
    const accented = await get(
      t.representative,
      `/opportunity/all?amount=100&city=${encodeURIComponent(city.replace('a', 'Á'))}`,
    );
    expect(idsOf(accented.body).sort()).toEqual([ids.mid, ids.dear, ids.cheap, ids.seller, ids.alphanumeric].sort());
  });

  it('orders by createdAt or estimated in both directions, createdAt descending by default', async () => {
    const q = `/opportunity/all?name=sul&city=${encodeURIComponent(city)}`;
    const order = (field: string, dir: number) => `&order[field]=${field}&order[direction]=${dir}`;
    expect(idsOf((await get(t.representative, q)).body)).toEqual([ids.cheap, ids.dear, ids.mid]);
    expect(idsOf((await get(t.representative, q + order('createdAt', -1))).body)).toEqual([
      ids.cheap,
      ids.dear,
      ids.mid,
    ]);
    expect(idsOf((await get(t.representative, q + order('createdAt', 1))).body)).toEqual([
      ids.mid,
      ids.dear,
      ids.cheap,
    ]);
    expect(idsOf((await get(t.representative, q + order('estimated', 1))).body)).toEqual([
      ids.cheap,
      ids.mid,
      ids.dear,
    ]);
    expect(idsOf((await get(t.representative, q + order('estimated', -1))).body)).toEqual([
      ids.dear,
      ids.mid,
      ids.cheap,
    ]);
  });

  it('pages with 1-based pages and quantityPage', async () => {
    const q = `/opportunity/all?name=sul&city=${encodeURIComponent(city)}&order[field]=estimated&order[direction]=1`;
    const first = await get(t.representative, `${q}&amount=2&page=1`);
    expect(first.body).toMatchObject({ total: 3, page: 1, amount: 2, quantityPage: 2 });
    expect(idsOf(first.body)).toEqual([ids.cheap, ids.mid]);
    const second = await get(t.representative, `${q}&amount=2&page=2`);
    expect(idsOf(second.body)).toEqual([ids.dear]);
    const all = await get(t.representative, '/opportunity/all?amount=99999');
    expect(all.status).toBe(200);
    expect(all.body.result.length).toBe(Math.min(all.body.total, 99999));
    expect(all.body.quantityPage).toBe(1);
  });

  it('answers 400 to malformed list parameters', async () => {
    for (const bad of [
      'amount=0',
      'amount=100000',
      'amount=abc',
      'page=0',
      'status=analysis,sold',
      'order[field]=name',
      'order[direction]=2',
      'date=2026-13-01',
      'date[start]=ontem',
      'products=no',
    ]) {
      const res = await get(t.representative, `/opportunity/all?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).toBe('BAD_REQUEST');
    }
  });
});

describe('opportunity details', () => {
  it('answers 404 alike for out-of-scope, unknown and malformed ids', async () => {
    for (const path of [
      `/opportunity/id/${ids.mid}`,
      '/opportunity/id/00000000-0000-4000-8000-00000000dead',
      '/opportunity/id/abc',
    ]) {
      const res = await get(t.seller, path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Not Found Exception');
    }
    expect((await get(t.seller, `/opportunity/id/${ids.seller}`)).status).toBe(200);
  });

  it('counts the age of the details with the lists’ rule', async () => {
    const listed = (await get(t.representative, `/opportunity/all?name=sul%20caro&city=${encodeURIComponent(city)}`))
      .body.result[0];
    const detail = (await get(t.representative, `/opportunity/id/${ids.dear}`)).body.data[0];
    expect(detail).toMatchObject({ expireDays: 90, elapsedDays: 0 });
    expect({ expireDays: detail.expireDays, elapsedDays: detail.elapsedDays }).toEqual({
      expireDays: listed.expireDays,
      elapsedDays: listed.elapsedDays,
    });
  });

  it('shows the owner and the conflicts to representatives only', async () => {
    const rep = (await get(t.representative, `/opportunity/id/${ids.seller}`)).body.data[0];
    expect(rep).toMatchObject({
      id: ids.seller,
      ownerName: 'Vicente Vendedor',
      ownerEmail: 'vendedor@demo.com.br',
      resale: 'Demo Automação',
      conflicts: [],
    });
    expect(rep.projects[0]).toMatchObject({ aplication: 'Controle de estoque', homologated: false });
    expect(new Date(rep.protectedUntil).getTime()).toBeGreaterThan(stack.clock.now().getTime());
    const resale = (await get(t.resale, `/opportunity/id/${ids.seller}`)).body.data[0];
    expect(resale).not.toHaveProperty('ownerName');
    expect(resale).not.toHaveProperty('ownerEmail');
    expect(resale.conflicts).toEqual([]);
  });

  it('lists other registrations of the same CNPJ root as conflicts while in analysis', async () => {
    // A rejected registration frees the customer; the new one then conflicts with the old.
    const customer = newCustomer();
    const old = await createOpportunity(stack, t.seller, { city }, customer.cnpj);
    const reject = await call(stack.apiUrl, 'PATCH', `/opportunity/${old}`, {
      token: t.representative,
      body: { status: 'disapproved', reason: 'Duplicada' },
    });
    expect(reject.status).toBe(200);
    const fresh = await createOpportunity(stack, t.resale, { city }, customer.branch(7));
    const rep = (await get(t.representative, `/opportunity/id/${fresh}`)).body.data[0];
    expect(rep.conflicts).toEqual([
      expect.objectContaining({ id: old, status: 'disapproved', cnpj: customer.cnpj, resale: 'Demo Automação' }),
    ]);
    expect(rep.conflictsTotal).toBe(1);
    const support = (await get(t.support, `/opportunity/id/${fresh}`)).body.data[0];
    expect(support.conflicts).toEqual([]);

    // A chain registered many times: the newest conflicts are listed, and how many there are in all.
    await stack.db.query(
      `INSERT INTO api.opportunities (brand, status, name, cnpj, cnpj_root, user_id, estimated, created_at)
       SELECT brand, 'disapproved', 'Antiga ' || g, cnpj, cnpj_root, user_id, 1, created_at - g * interval '1 day'
       FROM api.opportunities, generate_series(1, $2) g WHERE id = $1`,
      [old, CONFLICTS_SHOWN + 10],
    );
    const many = (await get(t.representative, `/opportunity/id/${fresh}`)).body.data[0];
    expect(many.conflicts).toHaveLength(CONFLICTS_SHOWN);
    expect(many.conflicts[0].id).toBe(old);
    expect(many.conflictsTotal).toBe(CONFLICTS_SHOWN + 11);
    expect(many.conflictsTotalIsLowerBound).toBe(false);
    // Past CONFLICTS_COUNTED the count stops and says so.
    await stack.db.query(
      `INSERT INTO api.opportunities (brand, status, name, cnpj, cnpj_root, user_id, estimated, created_at)
       SELECT brand, 'expired', 'Mais antiga ' || g, cnpj, cnpj_root, user_id, 1, created_at - interval '1 year'
       FROM api.opportunities, generate_series(1, $2) g WHERE id = $1`,
      [old, CONFLICTS_COUNTED],
    );
    const more = (await get(t.representative, `/opportunity/id/${fresh}`)).body.data[0];
    expect(more).toMatchObject({ conflictsTotal: CONFLICTS_COUNTED, conflictsTotalIsLowerBound: true });
    expect(more.conflicts).toHaveLength(CONFLICTS_SHOWN);
  });

  it('finds opportunities by name for the pick list', async () => {
    const res = await get(t.resale, `/opportunity/name?company=scanora&name=SUL%20b`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          id: ids.cheap,
          name: 'Sul Barato',
          status: 'analysis',
          corporateName: expect.any(String),
          cnpj: customers.cheap.cnpj,
        },
      ],
      total: 1,
      totalIsLowerBound: false,
      page: 1,
      amount: 20,
      quantityPage: 1,
    });
    expect((await get(t.seller, '/opportunity/name?name=Sul%20Barato')).body.data).toEqual([]);
    expect((await get(t.resale, '/opportunity/name?company=yep&name=Sul')).status).toBe(403);
  });

  it('pages the name search like every other list: every match reachable, with the total', async () => {
    const all = await get(t.representative, '/opportunity/name?name=oportunidade&amount=99999');
    const first = await get(t.representative, '/opportunity/name?name=oportunidade');
    const second = await get(t.representative, '/opportunity/name?name=oportunidade&amount=50&page=2');
    const past = await get(t.representative, '/opportunity/name?name=oportunidade&amount=50&page=9999');

    const ids = (body: { data: Array<{ id: string }> }) => body.data.map((o) => o.id);
    const total = all.body.data.length;
    expect(total).toBeGreaterThan(100);
    expect(all.body).toMatchObject({ total, totalIsLowerBound: false, page: 1, amount: 99999, quantityPage: 1 });
    // Asked without paging, the pick list it always was: the first 20, now with the total.
    expect(first.body).toMatchObject({ total, page: 1, amount: 20, quantityPage: Math.ceil(total / 20) });
    expect(ids(first.body)).toEqual(ids(all.body).slice(0, 20));
    expect(second.body).toMatchObject({ total, page: 2, amount: 50, quantityPage: Math.ceil(total / 50) });
    expect(ids(second.body)).toEqual(ids(all.body).slice(50, 100));
    expect(past.body.data).toEqual([]);
    expect((await get(t.representative, '/opportunity/name?name=a&amount=0')).status).toBe(400);
  });

  it('lists the CRM sellers to resellers, sellers and representatives', async () => {
    const res = await get(t.resale, '/opportunity/getSellersOnSalesforce');
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ name: CRM_SELLER.name, user_id: CRM_SELLER.userId, company: 'scanora' });
    expect(res.body.data.every((s: { company: string }) => s.company === 'scanora')).toBe(true);
    expect((await get(t.support, '/opportunity/getSellersOnSalesforce')).status).toBe(403);
  });
});
