import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/brands.js';
import type { Db } from '../../server/db/connection.js';
import { demoAccounts, demoResaleId } from '../../server/db/seed/accounts.js';
import { isCnpj } from '../../server/lib/cnpj.js';
import { opportunityScope } from '../../server/services/api/opportunities/list/scope.js';
import type { Viewer } from '../../server/services/api/viewer.js';
import { call, login } from '../fixtures/http.js';
import { expectRollupsEqualRecount } from '../fixtures/rollups.js';
import { type Stack, startStack } from '../fixtures/stack.js';

const STATUSES = ['analysis', 'approved', 'disapproved', 'awaiting_renovation', 'renovation', 'expired'];
const ACTIVE = `('analysis', 'approved', 'awaiting_renovation', 'renovation')`;

let stack: Stack;
let db: Db;

// The demo data as every test database starts: a copy of the template that seedIfEmpty built.
beforeAll(async () => {
  stack = await startStack();
  db = stack.db;
});
afterAll(async () => {
  await stack.stop();
});

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

describe('demo seed', () => {
  it("writes every rollup the dashboard reads as its recount from the rows (a fresh demo's decision times too)", async () => {
    const [{ decisions }] = await db.query<{ decisions: number }>(
      `SELECT coalesce(sum(decisions), 0)::int AS decisions FROM api.decision_time_counts WHERE brand = 'scanora'`,
    );
    expect(decisions).toBeGreaterThan(0);
    await expectRollupsEqualRecount(db);
  });

  it('gives every brand a few hundred opportunities in every status', async () => {
    const rows = await db.query<{ brand: string; status: string; n: number }>(
      'SELECT brand, status, count(*)::int AS n FROM api.opportunities GROUP BY brand, status',
    );
    for (const b of brands) {
      const mine = rows.filter((r) => r.brand === b.slug);
      expect(
        mine.reduce((s, r) => s + r.n, 0),
        b.slug,
      ).toBeGreaterThanOrEqual(200);
      expect(mine.map((r) => r.status).sort(), b.slug).toEqual([...STATUSES].sort());
    }
  });

  it('gives the demo resale some of each brand, not all, its seller’s included in its scope', async () => {
    const { resale, seller } = demoAccounts;
    for (const [i, b] of brands.entries()) {
      const total = await count('api.opportunities WHERE brand = $1', [b.slug]);
      const own = await count('api.opportunities WHERE brand = $1 AND user_id = $2', [b.slug, resale.id]);
      const sellers = await count('api.opportunities WHERE brand = $1 AND user_id = $2 AND resale_id = $3', [
        b.slug,
        seller.id,
        demoResaleId(i),
      ]);
      expect(own, b.slug).toBeGreaterThan(0);
      expect(sellers, b.slug).toBeGreaterThan(0);
      expect(own + sellers, b.slug).toBeLessThan(total / 2);

      // What revenda@ sees (the API's own scope rule) is its opportunities and its seller's.
      const viewer = { id: resale.id, brand: b.slug, roles: ['RESALE'] } as unknown as Viewer;
      const scope = opportunityScope(viewer);
      expect(await count(`api.opportunities o WHERE ${scope.sql}`, scope.params), b.slug).toBe(own + sellers);
    }
  });

  it("lists the demo seller's opportunities to revenda@ through the API", async () => {
    const { resale, seller } = demoAccounts;
    const { access_token } = await login(stack.authUrl, resale.email, 'scanora');
    const res = await call(stack.apiUrl, 'GET', '/opportunity/resale?amount=99999&page=1', {
      token: access_token,
      brand: 'scanora',
    });
    expect(res.status).toBe(200);
    const owners = new Set((res.body.result as { userId: string }[]).map((o) => o.userId));
    expect(owners).toEqual(new Set([resale.id, seller.id]));
    expect(res.body.total).toBe(
      await count('api.opportunities WHERE brand = $1 AND resale_id = $2', ['scanora', demoResaleId(0)]),
    );
  });

  it('keeps deal protection: one active registration per brand and CNPJ root', async () => {
    const clashes = await db.query(
      `SELECT brand, cnpj_root FROM api.opportunities WHERE status IN ${ACTIVE} GROUP BY brand, cnpj_root HAVING count(*) > 1`,
    );
    expect(clashes).toEqual([]);
    expect(await count(`api.opportunities WHERE cnpj_root <> left(cnpj, 8)`)).toBe(0);
  });

  it('totals each opportunity over its non-competitor lines', async () => {
    const wrong = await count(`api.opportunities o WHERE o.estimated <> (
      SELECT coalesce(sum(p.amount * p.price), 0) FROM api.opportunity_products p
      WHERE p.opportunity_id = o.id AND NOT p.competition)`);
    expect(wrong).toBe(0);
    expect(
      await count(
        'api.opportunities o WHERE NOT EXISTS (SELECT 1 FROM api.opportunity_projects p WHERE p.opportunity_id = o.id)',
      ),
    ).toBe(0);
  });

  it('leaves nothing for the validity job to move, and records each decision', async () => {
    // The seed's clock, not the wall clock: the template may have been built a while before this run.
    const now = `(SELECT max(created_at) FROM api.history)`;
    // Approved within 90 days of creation or renewal; in renovation within 30 days of grace; expired ones older.
    expect(
      await count(
        `api.opportunities WHERE status = 'approved' AND coalesce(renovation_date, created_at) + interval '90 days' < ${now}`,
      ),
    ).toBe(0);
    expect(
      await count(
        `api.opportunities WHERE status = 'renovation' AND (renovation_at IS NULL OR renovation_at + interval '30 days' < ${now})`,
      ),
    ).toBe(0);
    expect(
      await count(`api.opportunities WHERE status = 'expired' AND created_at > ${now} - interval '120 days'`),
    ).toBe(0);
    expect(
      await count(
        `api.opportunities WHERE status IN ('approved', 'renovation', 'awaiting_renovation', 'expired') AND (register IS NULL OR approve_date IS NULL)`,
      ),
    ).toBe(0);
    // A renewed opportunity back in analysis has no approval date until it is approved again.
    expect(
      await count(`api.opportunities WHERE status IN ('analysis', 'disapproved') AND approve_date IS NOT NULL`),
    ).toBe(0);
    expect(await count(`api.opportunities WHERE status = 'analysis' AND renovation_date IS NOT NULL`)).toBeGreaterThan(
      0,
    );
    expect(
      await count(`api.opportunities WHERE status IN ('disapproved', 'awaiting_renovation') AND reason IS NULL`),
    ).toBe(0);
    expect(
      await count(
        `api.opportunities o WHERE NOT EXISTS (SELECT 1 FROM api.history h WHERE h.type_id = o.id::text AND h.action_type = 'create')`,
      ),
    ).toBe(0);
    expect(
      await count(
        `api.opportunities o WHERE status = 'disapproved' AND NOT EXISTS (SELECT 1 FROM api.history h
      WHERE h.type_id = o.id::text AND h.action_type = 'update' AND h.user_id = $1)`,
        [demoAccounts.representative.id],
      ),
    ).toBe(0);
    expect(
      await count(
        `api.opportunities o WHERE register IS NOT NULL AND NOT EXISTS (SELECT 1 FROM api.crm_opportunities c WHERE c.id = o.register)`,
      ),
    ).toBe(0);
  });

  it('gives every brand 3 carousel images, CRM sellers, and sign-ups in every status', async () => {
    for (const b of brands) {
      const images = await db.query<{ src: string; alt: string }>(
        'SELECT src, alt FROM api.images WHERE brand = $1 ORDER BY position',
        [b.slug],
      );
      expect(images.map((i) => i.src)).toEqual([1, 2, 3].map((n) => `/brands/${b.slug}/carousel-${n}.svg`));
      expect(images.every((i) => i.alt.length > 10)).toBe(true);
      expect(await count('api.crm_sellers WHERE brand = $1 AND active', [b.slug])).toBeGreaterThan(0);
      for (const status of ['analysis', 'approved', 'disapproved']) {
        expect(
          await count('api.resales WHERE brand = $1 AND status = $2', [b.slug, status]),
          `${b.slug} ${status}`,
        ).toBeGreaterThan(0);
      }
    }
    expect(await count(`api.resales WHERE status = 'disapproved' AND reason IS NULL`)).toBe(0);
    expect(
      await count(
        `api.resales r WHERE NOT EXISTS (SELECT 1 FROM api.history h WHERE h.type_id = r.id::text)
      AND r.owner_user_id IS DISTINCT FROM $1`,
        [demoAccounts.resale.id],
      ),
    ).toBe(0);
  });

  it('gives every approved resale an owner who holds the RESALE role on that brand', async () => {
    const orphans = await count(`api.resales r WHERE r.status = 'approved' AND NOT EXISTS (
      SELECT 1 FROM auth.roles x WHERE x.user_id = r.owner_user_id AND x.name = 'RESALE' AND x.brand IN (r.brand, 'all'))`);
    expect(orphans).toBe(0);
  });

  it('uses only valid CNPJs, customers found in the local register, some alphanumeric', async () => {
    const cnpjs = await db.query<{ cnpj: string }>(
      'SELECT cnpj FROM api.companies UNION SELECT cnpj FROM api.opportunities UNION SELECT cnpj FROM api.resales',
    );
    expect(cnpjs.length).toBeGreaterThan(200);
    expect(cnpjs.filter((c) => !isCnpj(c.cnpj))).toEqual([]);
    expect(cnpjs.some((c) => /[A-Z]/.test(c.cnpj))).toBe(true);
    expect(
      await count('api.opportunities o WHERE NOT EXISTS (SELECT 1 FROM api.companies c WHERE c.cnpj = o.cnpj)'),
    ).toBe(0);
  });
});
