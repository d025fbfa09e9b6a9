import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { read, utils } from 'xlsx';
import { buildOpportunityWorkbook } from '../../client/src/features/opportunities/export/sheet.js';
import { OPPORTUNITY_EXPORT_PATH } from '../../server/gateway/modules/opportunities/export-route.js';
import { exportBatches } from '../../server/services/api/opportunities/list/export.js';
import { listRows } from '../../server/services/api/opportunities/list/rows.js';
import type { Viewer } from '../../server/services/api/viewer.js';
import { type Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } } }';
const LIST = `query List($filter: OpportunityFilter, $order: OpportunityOrder) {
  opportunities(filter: $filter, order: $order, page: 1, pageSize: 99999) {
    items { status name createdAt cnpj estimated resaleName }
    pageInfo { total }
  }
}`;

let g: TestGateway;

async function signIn(email: string) {
  const browser = g.browser();
  const reply = await browser.gql(LOGIN, { input: { username: email, password: DEMO_PASSWORD, keepConnected: true } });
  expect(reply.errors).toBeUndefined();
  return browser;
}

const exportPath = (variables: { filter?: unknown; order?: unknown }) => {
  const query = new URLSearchParams();
  if (variables.filter) query.set('filter', JSON.stringify(variables.filter));
  if (variables.order) query.set('order', JSON.stringify(variables.order));
  return `${OPPORTUNITY_EXPORT_PATH}?${query}`;
};

/** The export's lines: the total, the rows, and whether the closing line came. */
async function exportOf(browser: Browser, variables: { filter?: unknown; order?: unknown } = {}) {
  const reply = await browser.request('GET', exportPath(variables));
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toContain('application/x-ndjson');
  const lines = reply.text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  return { total: lines[0].total as number, rows: lines.slice(1, -1), ended: lines.at(-1)?.end === true };
}

beforeAll(async () => {
  g = await startGateway();
});
afterAll(async () => {
  await g?.stop();
});

describe('the opportunities export route', () => {
  test('streams the rows of the list, in its order and vocabulary, with the total first and an end line', async () => {
    const representative = await signIn(demoAccounts.representative.email);
    const variables = {
      filter: { statuses: ['APPROVED', 'DISAPPROVED'] },
      order: { field: 'ESTIMATED', direction: 'ASC' },
    };
    const list = await representative.gql(LIST, variables);
    const exported = await exportOf(representative, variables);

    expect(exported.ended).toBe(true);
    expect(exported.total).toBe(list.data.opportunities.pageInfo.total);
    const fields = ({ status, name, createdAt, cnpj, estimated, resaleName }: Record<string, unknown>) => ({
      status,
      name,
      createdAt,
      cnpj,
      estimated,
      resaleName,
    });
    expect(exported.rows.map(fields)).toEqual(list.data.opportunities.items);
  });

  test('keeps each role to its scope, as the list does', async () => {
    const seller = await signIn(demoAccounts.seller.email);
    const [{ own }] = await g.stack.db.query<{ own: number }>(
      `SELECT count(*)::int AS own FROM api.opportunities WHERE brand = 'scanora' AND user_id = $1 AND NOT is_deleted`,
      [demoAccounts.seller.id],
    );
    const exported = await exportOf(seller);
    expect(own).toBeGreaterThan(0);
    expect(exported.rows).toHaveLength(own);
    expect(exported.total).toBe(own);
  });

  test('walks every row across batches, each once', async () => {
    const representative = await signIn(demoAccounts.representative.email);
    const [{ all }] = await g.stack.db.query<{ all: number }>(
      `SELECT count(*)::int AS all FROM api.opportunities WHERE brand = 'scanora' AND NOT is_deleted`,
    );
    const exported = await exportOf(representative, { order: { field: 'CREATED_AT', direction: 'DESC' } });
    expect(exported.rows).toHaveLength(all);
    const created = exported.rows.map((r) => Date.parse(r.createdAt));
    expect(created.every((t, i) => i === 0 || t <= created[i - 1])).toBe(true);
  });

  test('batches follow each other by keyset: every row once, in the list order, ties broken by id', async () => {
    const viewer: Viewer = {
      ...demoAccounts.representative,
      name: 'Representante',
      brand: 'scanora',
      roles: ['REPRESENTATIVE'],
      exp: 0,
      token: '',
    };
    for (const order of [
      { field: 'estimated', direction: 1 },
      { field: 'createdAt', direction: -1 },
    ] as const) {
      const opts = { filters: { status: ['approved' as const, 'analysis' as const] }, order };
      const listed = await listRows(g.stack.db, viewer, { ...opts, amount: 99_999, offset: 0, now: new Date() });
      const batches: number[] = [];
      const exported = [];
      for await (const rows of exportBatches(g.stack.db, viewer, { ...opts, now: new Date(), batchRows: 7 })) {
        batches.push(rows.length);
        exported.push(...rows);
      }
      expect(batches.length).toBeGreaterThan(2);
      const key = (r: { cnpj: string; createdAt: string | null; estimated: number; name: string | null }) =>
        `${r.cnpj} ${r.createdAt} ${r.estimated} ${r.name}`;
      expect(exported.map(key)).toEqual(listed.map(key));
    }
  });

  test('the spreadsheet made of it holds the wait in business days, "Fora do prazo", the company checks and the seller', async () => {
    const [late] = await g.stack.db.query<{ id: string }>(
      `UPDATE api.opportunities
       SET name = 'Planilha fora do prazo', created_at = now() - interval '30 days', company_unverified = true,
           company_status = 'BAIXADA', seller = 'Vera Vendedora'
       WHERE id = (SELECT id FROM api.opportunities WHERE brand = 'scanora' AND status = 'analysis' AND NOT is_deleted
                   ORDER BY created_at DESC, id LIMIT 1)
       RETURNING id::text AS id`,
    );
    expect(late).toBeDefined();
    const representative = await signIn(demoAccounts.representative.email);
    const variables = { filter: { decisionOverdue: true } };
    const listed = await representative.gql(
      `query($filter: OpportunityFilter) {
        opportunities(filter: $filter, page: 1, pageSize: 99999) { items { id name waitingBusinessDays } }
      }`,
      variables,
    );
    const shown = listed.data.opportunities.items.find((o: { id: string }) => o.id === late.id);
    expect(shown.waitingBusinessDays).toBeGreaterThan(2);

    const exported = await exportOf(representative, variables);
    const file = await buildOpportunityWorkbook(
      (async function* () {
        yield exported.rows;
      })(),
    );
    const sheet = read(new Uint8Array(await file.arrayBuffer()), { cellDates: true }).Sheets.Oportunidades;
    const [header, ...rows] = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    const at = (label: string) => {
      const i = header.indexOf(label);
      expect(i, label).toBeGreaterThanOrEqual(0);
      return i;
    };
    const row = rows.find((r) => r[at('Nome da oportunidade')] === 'Planilha fora do prazo') as unknown[];

    expect(row).toBeDefined();
    expect(row[at('Data de criação')]).toBeInstanceOf(Date);
    expect(row[at('Aguardando decisão (dias úteis)')]).toBe(shown.waitingBusinessDays);
    expect(row[at('Fora do prazo')]).toBe('Sim');
    expect(row[at('Dados da empresa não verificados')]).toBe('Sim');
    expect(row[at('Situação cadastral')]).toBe('BAIXADA');
    expect(row[at('Vendedor Prime')]).toBe('Vera Vendedora');
    // Every row of the "Fora do prazo" filter says so, with a number of days past the target.
    expect(
      rows.every(
        (r) => r[at('Fora do prazo')] === 'Sim' && typeof r[at('Aguardando decisão (dias úteis)')] === 'number',
      ),
    ).toBe(true);
  });

  test('answers 401 without a session and 400 for variables that do not fit the schema', async () => {
    expect((await g.browser().request('GET', exportPath({}))).status).toBe(401);
    const representative = await signIn(demoAccounts.representative.email);
    const wrong = await representative.request('GET', exportPath({ filter: { statuses: ['SOMEWHERE'] } }));
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.text).error.code).toBe('BAD_USER_INPUT');
  });

  test('a browser that leaves stops the export', async () => {
    const representative = await signIn(demoAccounts.representative.email);
    const cookie = [...representative.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const url = new URL(exportPath({}), g.url);
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const req = http.get(url, { headers: { host: 'scanora.localhost', cookie } }, (res) => {
        res.once('data', (chunk: Buffer) => {
          req.destroy();
          resolve(chunk.length);
        });
      });
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    });
    expect(firstBytes).toBeGreaterThan(0);
    // The gateway still answers (nothing was left hanging on the abandoned stream).
    expect((await exportOf(representative, { filter: { statuses: ['EXPIRED'] } })).ended).toBe(true);
  });

  test.each([
    ['gzip', zlib.gunzipSync],
    ['br', zlib.brotliDecompressSync],
  ])('travels compressed (%s) when the browser accepts it, with the same lines', async (encoding, decompress) => {
    const representative = await signIn(demoAccounts.representative.email);
    const cookie = [...representative.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const url = new URL(exportPath({}), g.url);
    const reply = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: { host: 'scanora.localhost', cookie, 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    const plain = await representative.request('GET', exportPath({}));

    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers['content-type']).toContain('application/x-ndjson');
    const text = decompress(reply.body).toString('utf8');
    expect(text).toBe(plain.text);
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(text) / 3);
  });
});
