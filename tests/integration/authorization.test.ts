/**
 * The role × capability table of spec section 6, every cell, on the services themselves (the gateway's directives
 * are a second line, not the only one), plus brand isolation and resale-to-resale isolation by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/lib/roles.js';
import { call, login, type Reply } from '../fixtures/http.js';
import { opportunityPayload } from '../fixtures/opportunity.js';
import { resaleSignupPayload } from '../fixtures/resale.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
const tokens = {} as Record<Role, string>;
const ids = {} as {
  sellerOpp: string;
  analysisOpp: string;
  signup: string;
  otherSeller: string;
  otherResaleOpp: string;
};
const roles: Role[] = ['REPRESENTATIVE', 'SUPPORT', 'RESALE', 'SELLER'];
const accountOf: Record<Role, { email: string }> = {
  REPRESENTATIVE: demoAccounts.representative,
  SUPPORT: demoAccounts.support,
  RESALE: demoAccounts.resale,
  SELLER: demoAccounts.seller,
};

const api = (role: Role, method: string, path: string, body?: unknown) =>
  call(stack.apiUrl, method, path, { token: tokens[role], brand: DEFAULT_BRAND, body });

beforeAll(async () => {
  stack = await startStack();
  for (const role of roles) tokens[role] = (await login(stack.authUrl, accountOf[role].email)).access_token;

  const created = await api('SELLER', 'POST', '/opportunity/create', opportunityPayload());
  expect(created.status).toBe(201);
  ids.sellerOpp = created.body.data.id;
  const second = await api('RESALE', 'POST', '/opportunity/create', opportunityPayload());
  expect(second.status).toBe(201);
  ids.analysisOpp = second.body.data.id;

  const signup = await call(stack.apiUrl, 'POST', '/register/resale', { body: resaleSignupPayload() });
  expect(signup.status).toBe(201);
  ids.signup = signup.body.data.id;

  const seller = await api('RESALE', 'POST', '/seller', {
    name: 'Outro Vendedor',
    email: `outro-${Date.now()}@demo.com.br`,
    phone: '11955554444',
    host: 'http://localhost:4000',
  });
  expect(seller.status).toBe(201);
  ids.otherSeller = seller.body.data.id;

  // An opportunity of another resale of the same brand (seeded resales own most of the demo data).
  const [other] = await stack.db.query<{ id: string }>(
    `SELECT o.id FROM api.opportunities o JOIN api.resales r ON r.id = o.resale_id
     WHERE o.brand = $1 AND r.owner_user_id IS DISTINCT FROM $2 LIMIT 1`,
    [DEFAULT_BRAND, demoAccounts.resale.id],
  );
  ids.otherResaleOpp = other?.id;
});

afterAll(() => stack?.stop());

type Cell = (role: Role) => Promise<Reply>;
const refused = (r: Reply) => r.status === 403;

/** Spec section 6, row by row: which roles may, and one call that exercises the capability. */
const table: Array<{ capability: string; allowed: Role[]; exercise: Cell }> = [
  {
    capability: 'Dashboard',
    allowed: ['REPRESENTATIVE', 'SUPPORT'],
    exercise: (r) => api(r, 'GET', `/dashboard/status?brand=${DEFAULT_BRAND}`),
  },
  {
    capability: 'Resales list',
    allowed: ['REPRESENTATIVE', 'SUPPORT'],
    exercise: (r) => api(r, 'GET', '/resale/all?amount=10&page=1'),
  },
  {
    capability: 'Opportunity list',
    allowed: roles,
    exercise: (r) =>
      api(r, 'GET', `/opportunity/${r === 'RESALE' ? 'resale' : r === 'SELLER' ? 'user' : 'all'}?amount=10&page=1`),
  },
  {
    capability: 'Opportunity details',
    allowed: roles,
    exercise: (r) => api(r, 'GET', `/opportunity/id/${ids.sellerOpp}`),
  },
  {
    capability: 'Create opportunity',
    allowed: ['RESALE', 'SELLER'],
    exercise: (r) => api(r, 'POST', '/opportunity/create', opportunityPayload()),
  },
  {
    capability: 'Approve/reject opportunity',
    allowed: ['REPRESENTATIVE'],
    exercise: (r) =>
      api(r, 'PATCH', `/opportunity/${ids.analysisOpp}`, { status: 'disapproved', reason: 'Teste de permissão' }),
  },
  {
    capability: 'Approve/reject renewal',
    allowed: ['REPRESENTATIVE'],
    exercise: (r) =>
      api(r, 'PATCH', `/opportunity/renovation/${ids.sellerOpp}`, {
        status: 'approved',
        reason: '',
        probabilityClosing: 50,
      }),
  },
  {
    capability: 'Request renewal',
    allowed: ['RESALE', 'SELLER'],
    exercise: (r) =>
      api(r, 'PATCH', `/opportunity/renovation/${ids.sellerOpp}/request`, {
        reason: 'Projeto em andamento',
        probabilityClosing: 50,
      }),
  },
  {
    capability: 'Edit closing probability',
    allowed: ['REPRESENTATIVE'],
    exercise: (r) => api(r, 'PATCH', '/opportunity', { id: ids.sellerOpp, probabilityClosing: 75 }),
  },
  {
    capability: 'Edit name',
    allowed: ['REPRESENTATIVE'],
    exercise: (r) => api(r, 'PATCH', `/opportunity/${ids.sellerOpp}`, { name: 'Oportunidade renomeada' }),
  },
  {
    capability: 'Approve/reject resale sign-up',
    allowed: ['REPRESENTATIVE'],
    exercise: (r) => api(r, 'PATCH', `/resale/update/${ids.signup}`, { status: 'disapproved', reason: '' }),
  },
  {
    capability: 'Users list',
    allowed: ['REPRESENTATIVE', 'SUPPORT', 'RESALE'],
    exercise: (r) =>
      api(
        r,
        'GET',
        r === 'RESALE' || r === 'SELLER'
          ? '/seller/all?amount=10&page=1&status=true'
          : `/representative/all?amount=10&page=1&status=true&brand=${DEFAULT_BRAND}`,
      ),
  },
  {
    capability: 'Users list by name',
    allowed: ['REPRESENTATIVE', 'SUPPORT', 'RESALE'],
    exercise: (r) => api(r, 'GET', `/seller/name?amount=10&page=1&name=a&brand=${DEFAULT_BRAND}`),
  },
  {
    capability: 'Add seller',
    allowed: ['RESALE'],
    exercise: (r) => api(r, 'POST', '/seller', { name: '', email: 'x', phone: '1', host: 'http://localhost:4000' }),
  },
  {
    capability: 'Delete seller',
    allowed: ['RESALE'],
    exercise: (r) => api(r, 'PATCH', `/seller/inative/00000000-0000-4000-8000-00000000ffff`),
  },
  {
    capability: 'Seller/user detail',
    allowed: ['REPRESENTATIVE', 'SUPPORT', 'RESALE'],
    exercise: (r) => call(stack.authUrl, 'GET', `/user/${ids.otherSeller}`, { token: tokens[r], brand: DEFAULT_BRAND }),
  },
  {
    capability: 'Settings',
    allowed: roles,
    exercise: (r) => api(r, 'POST', '/auth/update_password', { password: 'fraca' }),
  },
  {
    capability: 'History',
    allowed: roles,
    exercise: (r) => api(r, 'GET', `/history/getByTypeId?typeId=${ids.sellerOpp}&amount=10&page=1`),
  },
];

describe('role × capability (spec section 6)', () => {
  for (const row of table) {
    for (const role of roles) {
      const allowed = row.allowed.includes(role);
      it(`${row.capability}: ${role} ${allowed ? 'may' : 'may not'}`, async () => {
        const reply = await row.exercise(role);
        expect(reply.status, JSON.stringify(reply.body)).not.toBe(401);
        expect(refused(reply), `${reply.status} ${JSON.stringify(reply.body)}`).toBe(!allowed);
        if (!allowed) expect(reply.body.message).toBe('Permission denied');
      });
    }
  }

  it('shows the user-name column of the history to representatives only', async () => {
    for (const role of roles) {
      const reply = await api(role, 'GET', `/history/getByTypeId?typeId=${ids.sellerOpp}&amount=10&page=1`);
      expect(reply.status).toBe(200);
      expect(reply.body.result.length).toBeGreaterThan(0);
      for (const row of reply.body.result) expect('username' in row).toBe(role === 'REPRESENTATIVE');
    }
  });

  it('lists only from the endpoint of the role (RESALE, then SELLER, then REPRESENTATIVE/SUPPORT)', async () => {
    expect((await api('RESALE', 'GET', '/opportunity/all')).status).toBe(403);
    expect((await api('SELLER', 'GET', '/opportunity/resale')).status).toBe(403);
    expect((await api('REPRESENTATIVE', 'GET', '/opportunity/user')).status).toBe(403);
    expect((await api('SUPPORT', 'GET', '/opportunity/resale')).status).toBe(403);
  });
});

describe('isolation', () => {
  it('a resale cannot read or act on another resale’s opportunity by id', async () => {
    expect(ids.otherResaleOpp, 'the seed has opportunities of other resales').toBeTruthy();
    expect((await api('RESALE', 'GET', `/opportunity/id/${ids.otherResaleOpp}`)).status).toBe(404);
    expect((await api('SELLER', 'GET', `/opportunity/id/${ids.otherResaleOpp}`)).status).toBe(404);
    const request = await api('RESALE', 'PATCH', `/opportunity/renovation/${ids.otherResaleOpp}/request`, {
      reason: 'Tentativa indevida',
      probabilityClosing: 50,
    });
    expect(request.status).toBe(404);
    expect((await api('RESALE', 'GET', `/history/getByTypeId?typeId=${ids.otherResaleOpp}`)).status).toBe(404);
  });

  it('a seller does not see the opportunities its resale registered itself', async () => {
    expect((await api('SELLER', 'GET', `/opportunity/id/${ids.analysisOpp}`)).status).toBe(404);
  });

  it('nothing of another brand is visible', async () => {
    const yepRep = (await login(stack.authUrl, demoAccounts.representative.email, 'yep')).access_token;
    const onYep = await call(stack.apiUrl, 'GET', `/opportunity/id/${ids.sellerOpp}`, { token: yepRep, brand: 'yep' });
    expect(onYep.status).toBe(404);
    const list = await call(stack.apiUrl, 'GET', '/opportunity/all?amount=99999&page=1', {
      token: yepRep,
      brand: 'yep',
    });
    expect(list.status).toBe(200);
    expect(list.body.result.every((o: { id: string }) => o.id !== ids.sellerOpp)).toBe(true);
    // A token of one brand presented with another brand's company header is refused.
    const crossed = await call(stack.apiUrl, 'GET', '/opportunity/all', { token: yepRep, brand: DEFAULT_BRAND });
    expect(crossed.status).toBe(403);
    const signups = await call(stack.apiUrl, 'GET', '/resale/all?amount=99999&page=1', { token: yepRep, brand: 'yep' });
    expect(signups.body.result.every((s: { id: string }) => s.id !== ids.signup)).toBe(true);
  });
});
