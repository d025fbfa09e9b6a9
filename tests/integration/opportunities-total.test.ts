import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Queryable } from '../../server/db/connection.js';
import type { OpportunityStatus } from '../../server/services/api/opportunities/lifecycle/statuses.js';
import { contains, type ListFilters, type ListOrder } from '../../server/services/api/opportunities/list/filters.js';
import { listPage } from '../../server/services/api/opportunities/list/list.js';
import { MERGED_ENTRIES_LIMIT, MERGED_TERMS_LIMIT } from '../../server/services/api/opportunities/list/merge-terms.js';
import { NAME_SEARCH_LIMIT } from '../../server/services/api/opportunities/list/name-search.js';
import { NAME_WORDS_LIMIT, pieceAnchor } from '../../server/services/api/opportunities/list/name-words.js';
import { listRows } from '../../server/services/api/opportunities/list/rows.js';
import { EXACT_TOTAL_LIMIT, OPPORTUNITY_VALIDITY_DAYS } from '../../server/services/api/opportunities/rules.js';
import type { Viewer } from '../../server/services/api/viewer.js';
import { DAY_MS } from '../../shared/time.js';
import { type Browser, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { growBrand } from '../fixtures/grow.js';
import { call, login } from '../fixtures/http.js';
import { DEFAULT_BRAND, DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';

// The brand grown past EXACT_TOTAL_LIMIT: its lists report a lower bound instead of counting every row.
let g: TestGateway;
let token: string;
let browser: Browser;
let rows: number;

const PAGE = `query Page($page: Int!, $pageSize: Int!, $filter: OpportunityFilter) {
  opportunities(page: $page, pageSize: $pageSize, filter: $filter) {
    items { id }
    pageInfo { total totalIsLowerBound pageCount }
  }
}`;

beforeAll(async () => {
  g = await startGateway();
  await growBrand(g.stack.db, DEFAULT_BRAND, EXACT_TOTAL_LIMIT + 500);
  [{ n: rows }] = await g.stack.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted',
    [DEFAULT_BRAND],
  );
  token = (await login(g.stack.authUrl, demoAccounts.representative.email)).access_token;
  browser = g.browser();
  const reply = await browser.gql('mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } } }', {
    input: { username: demoAccounts.representative.email, password: DEMO_PASSWORD, keepConnected: true },
  });
  expect(reply.errors).toBeUndefined();
  // Cloning 10,500 opportunities takes 2-5 s on a quiet machine; 120 s was passed with the machine loaded to 12-38.
}, 300_000);
afterAll(() => g?.stop());

const list = (query: string) =>
  call(g.stack.apiUrl, 'GET', `/opportunity/all?${query}`, { token, brand: DEFAULT_BRAND });

/** The demo representative as the API's list functions take a viewer (they are called directly below). */
async function representative(): Promise<Viewer> {
  const [rep] = await g.stack.db.query<{ id: string }>('SELECT id FROM auth.users WHERE email = $1', [
    demoAccounts.representative.email,
  ]);
  return { name: '', email: '', exp: 0, token: '', id: rep.id, brand: DEFAULT_BRAND, roles: ['REPRESENTATIVE'] };
}

/**
 * The test database as the list functions take it, keeping the statements sent through it since the last `reset()`:
 * the tests tell from them how a page was read (term by term, by words, by pieces, counted or not).
 */
type RecordingDb = Queryable & { statements: string[]; reset(): void; ran(marker: string): boolean };

function recordingDb(): RecordingDb {
  const statements: string[] = [];
  return {
    statements,
    query: (sql, params) => {
      statements.push(sql);
      return g.stack.db.query(sql, params);
    },
    reset: () => {
      statements.length = 0;
    },
    ran: (marker) => statements.some((sql) => sql.includes(marker)),
  };
}

describe('a list past EXACT_TOTAL_LIMIT rows', () => {
  test('REST reports the limit as a lower bound and offers the next page after a full one', async () => {
    expect(rows).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const first = await list('amount=100&page=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: EXACT_TOTAL_LIMIT, totalIsLowerBound: true, quantityPage: 101 });
    expect(first.body.result).toHaveLength(100);

    // Past the pages the bound proves, a full page still offers the next one.
    const deep = await list('amount=100&page=101');
    expect(deep.body.result).toHaveLength(100);
    expect(deep.body).toMatchObject({ totalIsLowerBound: true, quantityPage: 102 });
  });

  test('REST: the last page, shorter than the others, tells the exact total', async () => {
    const amount = 1000;
    expect(rows % amount).not.toBe(0);
    const last = await list(`amount=${amount}&page=${Math.ceil(rows / amount)}`);
    expect(last.body).toMatchObject({ total: rows, totalIsLowerBound: false, quantityPage: Math.ceil(rows / amount) });
  });

  test('the grown rows are as the hourly job leaves them: no approval past its validity', async () => {
    const [{ n }] = await g.stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND status = 'approved'
       AND coalesce(renovation_date, created_at) + make_interval(days => $2) <= now()`,
      [DEFAULT_BRAND, OPPORTUNITY_VALIDITY_DAYS],
    );
    expect(n).toBe(0);
  });

  test('REST: a filtered list under the limit keeps its exact total', async () => {
    const [{ n }] = await g.stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND status = 'expired'`,
      [DEFAULT_BRAND],
    );
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
    const page = await list('amount=10&page=1&status[]=expired');
    expect(page.body).toMatchObject({ total: n, totalIsLowerBound: false, quantityPage: Math.ceil(n / 10) });
  });

  test('REST: deep pages, months skipped through the rollup or read from the nearer end, hold the full order', async () => {
    const expected = async (order: 'ASC' | 'DESC', offset: number, status?: string, column = 'created_at') =>
      (
        await g.stack.db.query<{ id: string }>(
          `SELECT id FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND ($2::text IS NULL OR status = $2)
           ORDER BY ${column} ${order}, id ${order} LIMIT 100 OFFSET $3`,
          [DEFAULT_BRAND, status ?? null, offset],
        )
      ).map((r) => r.id);
    const ids = (body: { result: Array<{ id: string }> }) => body.result.map((r) => r.id);
    // The grown rows span ten months: these pages start past the first month in either direction; the last two are
    // in the second half, read from the other end.
    for (const page of [30, 61, Math.floor(rows / 100), Math.ceil(rows / 100)]) {
      const newest = await list(`amount=100&page=${page}`);
      expect(ids(newest.body), `page ${page}`).toEqual(await expected('DESC', (page - 1) * 100));
      const oldest = await list(`amount=100&page=${page}&order[field]=createdAt&order[direction]=1`);
      expect(ids(oldest.body), `page ${page} ascending`).toEqual(await expected('ASC', (page - 1) * 100));
      for (const [direction, sql] of [
        ['1', 'ASC'],
        ['-1', 'DESC'],
      ] as const) {
        const byValue = await list(`amount=100&page=${page}&order[field]=estimated&order[direction]=${direction}`);
        expect(ids(byValue.body), `page ${page} by value ${sql}`).toEqual(
          await expected(sql, (page - 1) * 100, undefined, 'estimated'),
        );
      }
    }
    const [{ n }] = await g.stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND status = 'approved'`,
      [DEFAULT_BRAND],
    );
    const middle = Math.ceil(n / 200);
    expect(middle).toBeGreaterThan(1);
    const approved = await list(`amount=100&page=${middle}&status[]=approved`);
    expect(ids(approved.body)).toEqual(await expected('DESC', (middle - 1) * 100, 'approved'));
  });

  test('REST: the name search counts its pages up to the bound, not over the whole brand', async () => {
    const search = await call(g.stack.apiUrl, 'GET', '/opportunity/name?name=oportunidade', {
      token,
      brand: DEFAULT_BRAND,
    });
    expect(search.status).toBe(200);
    expect(search.body.data).toHaveLength(NAME_SEARCH_LIMIT);
    expect(search.body).toMatchObject({
      total: EXACT_TOTAL_LIMIT,
      totalIsLowerBound: true,
      quantityPage: Math.ceil((EXACT_TOTAL_LIMIT + 1) / NAME_SEARCH_LIMIT),
    });
  });

  test("a filter under the limit takes its page from the count's own pass, in every order and at every offset", async () => {
    const db = g.stack.db;
    const viewer = await representative();
    // The most common state: a few thousand rows of the grown brand, fewer than the limit.
    const [{ state, n }] = await db.query<{ state: string; n: number }>(
      `SELECT state, count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted
       GROUP BY state HAVING count(*) <= $2 ORDER BY count(*) DESC LIMIT 1`,
      [DEFAULT_BRAND, EXACT_TOTAL_LIMIT],
    );
    expect(n).toBeGreaterThan(200);
    const spy = recordingDb();
    for (const order of [
      { field: 'createdAt', direction: -1 },
      { field: 'createdAt', direction: 1 },
      { field: 'estimated', direction: -1 },
      { field: 'estimated', direction: 1 },
    ] as ListOrder[]) {
      const dir = order.direction === 1 ? 'ASC' : 'DESC';
      const column = order.field === 'estimated' ? 'estimated' : 'created_at';
      for (const offset of [0, 50, Math.floor((n - 1) / 50) * 50, n + 50]) {
        const label = `${order.field} ${order.direction} offset ${offset}`;
        const expected = await db.query<{ id: string }>(
          `SELECT id FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND state = $2
           ORDER BY ${column} ${dir}, id ${dir} LIMIT 50 OFFSET $3`,
          [DEFAULT_BRAND, state, offset],
        );
        spy.reset();
        const page = await listPage(spy, viewer, {
          filters: { state },
          order,
          amount: 50,
          offset,
          now: new Date(),
          products: false,
        });
        expect(
          page.items.map((r) => r.id),
          label,
        ).toEqual(expected.map((r) => r.id));
        expect(page, label).toMatchObject({ total: n, totalIsLowerBound: false, pageCount: Math.ceil(n / 50) });
        // One statement read the matching rows (the count with the page's ids); the other read the page's rows.
        expect(spy.statements.filter((sql) => sql.includes('MATERIALIZED')).length, label).toBe(1);
        expect(spy.statements.length, label).toBe(offset < n ? 2 : 1);
      }
    }
  });

  test('a client or city filter with many matches pages in the full order, read term by term or walked', async () => {
    const db = g.stack.db;
    const viewer = await representative();
    // A word of a few customers' names (the segment's), and one of a few cities, each carried by many rows.
    const word = async (kind: 'client' | 'city') => {
      const [{ w }] = await db.query<{ w: string }>(
        `SELECT split_part(${kind}_search, ' ', 1) AS w FROM api.opportunities WHERE brand = $1
         GROUP BY 1 HAVING count(DISTINCT ${kind}_search) BETWEEN 2 AND $2 ORDER BY count(*) DESC LIMIT 1`,
        [DEFAULT_BRAND, MERGED_TERMS_LIMIT],
      );
      return w;
    };
    const expected = async (
      kind: 'client' | 'city',
      typed: string,
      order: ListOrder,
      offset: number,
      status?: string,
    ) =>
      (
        await db.query<{ id: string }>(
          `SELECT id FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND ${kind}_search LIKE $2
           AND ($3::text IS NULL OR status = $3)
           ORDER BY created_at ${order.direction === 1 ? 'ASC' : 'DESC'}, id ${order.direction === 1 ? 'ASC' : 'DESC'}
           LIMIT 100 OFFSET $4`,
          [DEFAULT_BRAND, contains(typed.toLowerCase()), status ?? null, offset],
        )
      ).map((r) => r.id);
    const newest: ListOrder = { field: 'createdAt', direction: -1 };
    const oldest: ListOrder = { field: 'createdAt', direction: 1 };
    // Records whether a page was read term by term (a LATERAL read per term) or walked in the brand's order.
    const spy = recordingDb();
    const cases = [
      { kind: 'client' as const, typed: (await word('client')).toUpperCase() },
      { kind: 'city' as const, typed: (await word('city')).toUpperCase() },
      // A letter found in more names than MERGED_TERMS_LIMIT: walked.
      { kind: 'client' as const, typed: 'a' },
    ];
    for (const { kind, typed } of cases) {
      const [{ n, terms }] = await db.query<{ n: number; terms: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT ${kind}_search)::int AS terms FROM api.opportunities
         WHERE brand = $1 AND NOT is_deleted AND ${kind}_search LIKE $2`,
        [DEFAULT_BRAND, contains(typed.toLowerCase())],
      );
      expect(n, `${kind} ${typed}`).toBeGreaterThan(300);
      // The last page reads more than MERGED_ENTRIES_LIMIT entries term by term: walked too.
      const deep = Math.ceil(MERGED_ENTRIES_LIMIT / terms / 100) * 100;
      for (const offset of [0, 100, 200, deep]) {
        for (const order of [newest, oldest]) {
          for (const status of [undefined, 'approved']) {
            const filters: ListFilters = { [kind]: typed, ...(status ? { status: [status as 'approved'] } : {}) };
            spy.reset();
            // Counted as many (past the limit at scale): the first pages walk by the pattern alone.
            const page = await listRows(spy, viewer, {
              filters,
              order,
              amount: 100,
              offset,
              now: new Date(),
              fewMatches: false,
            });
            const label = `${kind} ${typed} offset ${offset} ${order.direction} ${status ?? ''}`;
            expect(
              page.map((r) => r.id),
              label,
            ).toEqual(await expected(kind, typed, order, offset, status));
            expect(spy.ran('LATERAL'), label).toBe(
              terms <= MERGED_TERMS_LIMIT && terms * (offset + 100) <= MERGED_ENTRIES_LIMIT,
            );
          }
        }
      }
    }
  });

  test('a status filter with many matches pages in the full order, read status by status or walked', async () => {
    const db = g.stack.db;
    const viewer = await representative();
    const spy = recordingDb();
    // Every status but one's rows, past the limit (so not gathered and sorted), in an order where some statuses
    // only come late: old ones (expired) sit after thousands of newer rows.
    const statuses = (
      await db.query<{ status: OpportunityStatus }>(
        `SELECT status FROM api.opportunities WHERE brand = $1 AND NOT is_deleted GROUP BY status
         ORDER BY count(*) DESC`,
        [DEFAULT_BRAND],
      )
    ).map((r) => r.status);
    const [{ n }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND status = ANY($2)',
      [DEFAULT_BRAND, statuses],
    );
    expect(n).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const expected = async (direction: 'ASC' | 'DESC', offset: number) =>
      (
        await db.query<{ id: string }>(
          `SELECT id FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND status = ANY($2)
           ORDER BY created_at ${direction}, id ${direction} LIMIT 100 OFFSET $3`,
          [DEFAULT_BRAND, statuses, offset],
        )
      ).map((r) => r.id);
    const deep = Math.ceil(MERGED_ENTRIES_LIMIT / statuses.length / 100) * 100;
    for (const offset of [0, 100, deep - 100, deep, 9_000]) {
      for (const direction of [-1, 1] as const) {
        spy.reset();
        const page = await listRows(spy, viewer, {
          filters: { status: statuses },
          order: { field: 'createdAt', direction },
          amount: 100,
          offset,
          now: new Date(),
        });
        const label = `offset ${offset} ${direction}`;
        expect(
          page.map((r) => r.id),
          label,
        ).toEqual(await expected(direction === 1 ? 'ASC' : 'DESC', offset));
        // Deep pages start in their month (the rollup skips the others), whose rows are read status by status too.
        if (offset === 0) expect(spy.ran('LATERAL'), label).toBe(true);
      }
    }
  });

  test('GraphQL carries the lower bound in pageInfo', async () => {
    const reply = await browser.gql(PAGE, { page: 1, pageSize: 100 });
    expect(reply.errors).toBeUndefined();
    expect(reply.data.opportunities.pageInfo).toEqual({
      total: EXACT_TOTAL_LIMIT,
      totalIsLowerBound: true,
      pageCount: 101,
    });
    const exact = await browser.gql(PAGE, { page: 1, pageSize: 10, filter: { statuses: ['EXPIRED'] } });
    expect(exact.data.opportunities.pageInfo.totalIsLowerBound).toBe(false);
  });

  test('a name search pages and counts from the words of the names exactly as the name contains the text', async () => {
    const db = g.stack.db;
    const viewer = await representative();
    const spy = recordingDb();
    // A word of every name, a piece of it, a word of a few names typed with accents and capitals, pieces of several
    // words (a name may hold two of them: one row), a letter found in hundreds of words (by words up to
    // NAME_WORDS_LIMIT of them, else by pieces), a text with a space (trigram), and nothing.
    const cases = ['oportunidade', 'TUNID', 'Vitória', 'RIA', 'ro', 'a', 'lojas vit', 'xyzzy'];
    const expected = async (typed: string, filters: ListFilters, order: ListOrder) => {
      const dir = order.direction === 1 ? 'ASC' : 'DESC';
      const column = order.field === 'estimated' ? 'estimated' : 'created_at';
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM api.opportunities WHERE brand = $1 AND NOT is_deleted
           AND name_search LIKE api.search_fold($2) AND ($3::text IS NULL OR status = $3)
           AND ($4::text IS NULL OR state = $4)
         ORDER BY ${column} ${dir}, id ${dir}`,
        [DEFAULT_BRAND, contains(typed), filters.status?.[0] ?? null, filters.state ?? null],
      );
      return rows.map((r) => r.id);
    };
    for (const typed of cases) {
      const [{ words, folded }] = await db.query<{ words: number; folded: string }>(
        `SELECT count(*)::int AS words, api.search_fold($2) AS folded FROM api.opportunity_search_terms
         WHERE kind = 'word' AND term LIKE api.search_fold($1)`,
        [contains(typed), typed],
      );
      // Past NAME_WORDS_LIMIT words, the pieces its longest run of letters may be part of (migration 038).
      const [{ pieces }] = await db.query<{ pieces: number }>(
        `SELECT count(*)::int AS pieces FROM api.opportunity_search_terms WHERE kind = 'piece' AND term LIKE $1`,
        [pieceAnchor(folded)?.pattern ?? ''],
      );
      const found = words <= NAME_WORDS_LIMIT ? words : pieces <= NAME_WORDS_LIMIT ? pieces : 0;
      for (const filters of [{}, { status: ['approved'] }, { state: 'SP', status: ['expired'] }] as ListFilters[]) {
        for (const order of [
          { field: 'createdAt', direction: -1 },
          { field: 'estimated', direction: 1 },
        ] as ListOrder[]) {
          const all = await expected(typed, filters, order);
          for (const offset of [0, 100, 5_000]) {
            spy.reset();
            const label = await expectPageOfScan(spy, viewer, { name: typed, ...filters }, order, offset, all);
            // No word found: nothing to read (the vocabulary told).
            expect(spy.ran('opportunity_name_words'), label).toBe(!/\s/.test(typed) && found > 0);
          }
        }
      }
    }
  });
});

describe('searches typed every day, whatever their selectivity and their place in the creation order', () => {
  /** The page and the total plain SQL gives for a condition on `o`, in an order, at an offset. */
  const plain = async (where: string, params: unknown[], order: ListOrder) => {
    const dir = order.direction === 1 ? 'ASC' : 'DESC';
    const column = order.field === 'estimated' ? 'estimated' : 'created_at';
    const rows = await g.stack.db.query<{ id: string }>(
      `SELECT o.id FROM api.opportunities o WHERE o.brand = $1 AND NOT o.is_deleted AND ${where}
       ORDER BY o.${column} ${dir}, o.id ${dir}`,
      [DEFAULT_BRAND, ...params],
    );
    return rows.map((r) => r.id);
  };
  const orders: ListOrder[] = [
    { field: 'createdAt', direction: -1 },
    { field: 'createdAt', direction: 1 },
    { field: 'estimated', direction: -1 },
  ];
  /**
   * The name search for `typed` alone, with `status` and with `status` in SP, in every order, at offsets 0, 100 and
   * 2,000, as plain SQL; `read` then checks how each page was read (the statements of that page alone).
   */
  const expectNamePages = async (
    spy: RecordingDb,
    viewer: Viewer,
    typed: string,
    status: OpportunityStatus,
    read: (label: string) => void,
  ) => {
    for (const filters of [{}, { status: [status] }, { status: [status], state: 'SP' }] as ListFilters[]) {
      for (const order of orders) {
        const all = await plain(
          `o.name_search LIKE $2 AND ($3::text IS NULL OR o.status = $3) AND ($4::text IS NULL OR o.state = $4)`,
          [contains(typed), filters.status?.[0] ?? null, filters.state ?? null],
          order,
        );
        for (const offset of [0, 100, 2_000]) {
          spy.reset();
          read(await expectPageOfScan(spy, viewer, { name: typed, ...filters }, order, offset, all));
        }
      }
    }
  };

  test('a piece of the default names’ dates (a word per day) pages and counts from the words as plain SQL', async () => {
    const db = g.stack.db;
    const viewer = await representative();
    const spy = recordingDb();
    // The year of the dates in the most names and the one in the fewest: each is the end of a word per day.
    const years = await db.query<{ piece: string; n: number; words: number }>(
      `SELECT substring(name_search FROM '/[0-9]{4}$') AS piece, count(*)::int AS n,
         count(DISTINCT substring(name_search FROM '[^ ]+$'))::int AS words
       FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND name_search ~ '/[0-9]{4}$'
       GROUP BY 1 ORDER BY n DESC`,
      [DEFAULT_BRAND],
    );
    const pieces = [years[0], years[years.length - 1]];
    // More words than the second page of 100 merges in one statement (the words are then taken in the order of
    // their first row).
    expect(pieces[0].words * 200).toBeGreaterThan(20_000);
    const [{ status }] = await db.query<{ status: OpportunityStatus }>(
      `SELECT status FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND name_search LIKE $2
       GROUP BY status ORDER BY count(*) DESC LIMIT 1`,
      [DEFAULT_BRAND, contains(pieces[0].piece)],
    );
    for (const { piece } of pieces) {
      await expectNamePages(spy, viewer, piece, status, (label) =>
        expect(spy.ran('opportunity_name_words'), label).toBe(true),
      );
    }
  });

  test('a piece in every name but in several words each counts each name once, past the limit a lower bound', async () => {
    const viewer = await representative();
    // `/` is in every date word; `20` in the date and in some other words of the same names.
    for (const piece of ['/', '20']) {
      const all = await plain('o.name_search LIKE $2', [contains(piece)], orders[0]);
      for (const offset of [0, 300]) {
        await expectPageOfScan(g.stack.db, viewer, { name: piece }, orders[0], offset, all);
      }
    }
  });

  test('an e-mail domain pages in creation order from its domains’ rows merged, as plain SQL', async () => {
    const db = g.stack.db;
    const viewer = await representative();
    const spy = recordingDb();
    const [{ domain }] = await db.query<{ domain: string }>(
      `SELECT lower(split_part(email, '@', 2)) AS domain FROM api.opportunities WHERE brand = $1 AND NOT is_deleted
       GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [DEFAULT_BRAND],
    );
    // The whole domain as typed, its first letters (several domains begin so), and a domain nobody has.
    for (const typed of [`@${domain.toUpperCase()}`, `@${domain.slice(0, 2)}`, '@nenhum.example']) {
      for (const order of orders) {
        const all = await plain('o.email ILIKE $2', [contains(typed)], order);
        for (const offset of [0, 100, 2_000]) {
          for (const fewMatches of [false, undefined]) {
            spy.reset();
            const label = `${typed} ${order.field} ${order.direction} ${offset} ${fewMatches}`;
            const options = { filters: { email: typed }, order, amount: 100, offset, now: new Date() };
            const ids =
              fewMatches === false
                ? (await listRows(spy, viewer, { ...options, fewMatches })).map((r) => r.id)
                : (await listPage(spy, viewer, options)).items.map((r) => r.id);
            expect(ids, label).toEqual(all.slice(offset, offset + 100));
            // Read domain by domain in creation order whenever the domains' first rows fit the merge.
            if (fewMatches === false && order.field === 'createdAt' && offset === 0 && all.length) {
              expect(spy.ran('LATERAL'), label).toBe(true);
            }
          }
        }
      }
    }
  });

  // Last in this block: it renames rows (the later blocks compare no names).
  test('a piece in more words than the list reads (a date with its time) pages and counts from the pieces as plain SQL', async () => {
    const db = g.stack.db;
    const viewer = await representative();
    const spy = recordingDb();
    // Half of the rows named as an older portal did, the time glued to the day: every such word is another one.
    const [{ year }] = await db.query<{ year: string }>(
      `WITH renamed AS (
         UPDATE api.opportunities SET name = 'Oportunidade Importada - '
           || to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY-HH24:MI:SS') || '-' || left(md5(id::text), 4)
         WHERE brand = $1 AND get_byte(decode(md5(id::text), 'hex'), 0) % 2 = 0 RETURNING created_at)
       SELECT to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY') AS year FROM renamed
       GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [DEFAULT_BRAND],
    );
    const wordsWith = async (typed: string) => {
      const [{ words }] = await db.query<{ words: number }>(
        `SELECT count(*)::int AS words FROM api.opportunity_search_terms WHERE kind = 'word' AND term LIKE $1`,
        [contains(typed)],
      );
      return words;
    };
    expect(await wordsWith(`/${year}-`)).toBeGreaterThan(NAME_WORDS_LIMIT);
    const [{ status }] = await db.query<{ status: OpportunityStatus }>(
      `SELECT status FROM api.opportunities WHERE brand = $1 AND NOT is_deleted AND name_search LIKE $2
       GROUP BY status ORDER BY count(*) DESC LIMIT 1`,
      [DEFAULT_BRAND, `%/${year}%`],
    );
    // The year after a separator (pieces that begin with it, checked), alone (pieces that contain it), before one
    // (pieces that end with it), between two (a piece exactly); with a letter that no name has there, no word.
    for (const typed of [`/${year}`, year, `${year}-`, `/${year}-`, `/${year}x`]) {
      const byWords = (await wordsWith(typed)) <= NAME_WORDS_LIMIT;
      expect(byWords, typed).toBe(typed.endsWith('x'));
      await expectNamePages(spy, viewer, typed, status, (label) =>
        expect(spy.ran("kind = 'piece'"), label).toBe(!byWords),
      );
    }
  });

  test('the pieces a typed text is read from: its longest run of letters and digits, bounded by its separators', () => {
    expect(pieceAnchor('/2025')).toEqual({ pattern: '/2025%', exact: true });
    expect(pieceAnchor('2025')).toEqual({ pattern: '%2025%', exact: true });
    expect(pieceAnchor('03/2025-1')).toEqual({ pattern: '/2025', exact: false });
    expect(pieceAnchor('12/')).toEqual({ pattern: '%12', exact: false });
    expect(pieceAnchor('ab-12')).toEqual({ pattern: '-12%', exact: false });
    expect(pieceAnchor('x%20')).toEqual({ pattern: '\\%20%', exact: false });
    expect(pieceAnchor('ç/-')).toBeUndefined();
  });
});

describe('a creation range past the limit, told from the rollup’s whole months', () => {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
  const expected = (range: { start: string; end: string }, statuses?: string[]) =>
    g.stack.db.query<{ id: string }>(
      `SELECT id FROM api.opportunities WHERE brand = $1 AND NOT is_deleted
         AND created_at >= ($2::date::timestamp AT TIME ZONE 'America/Sao_Paulo')
         AND created_at < (($3::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
         AND ($4::text[] IS NULL OR status = ANY($4))
       ORDER BY created_at DESC, id DESC`,
      [DEFAULT_BRAND, range.start, range.end, statuses ?? null],
    );

  async function page(range: { start: string; end: string }, now: Date, status?: OpportunityStatus[]) {
    const spy = recordingDb();
    const result = await listPage(spy, await representative(), {
      filters: { day: range, status },
      order: { field: 'createdAt', direction: -1 },
      amount: 25,
      offset: 0,
      now,
      products: false,
    });
    return { result, counted: spy.ran('MATERIALIZED') };
  }

  test('a range up to today whose whole months hold more: a lower bound without counting, the page in order', async () => {
    const range = { start: '2000-01-01', end: day(new Date()) };
    const all = await expected(range);
    expect(all.length).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const { result, counted } = await page(range, new Date());
    expect(counted).toBe(false);
    expect(result).toMatchObject({ total: EXACT_TOTAL_LIMIT, totalIsLowerBound: true });
    expect(result.items.map((r) => r.id)).toEqual(all.slice(0, 25).map((r) => r.id));
  });

  test('any range, statuses or not, gets the total and the page of plain SQL', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    // The day before the limit-th oldest row: up to it fewer rows than the limit, up to its month's end more, so the
    // end's month taken whole, without the rows after the range, would have claimed too many.
    const [{ edge }] = await g.stack.db.query<{ edge: string }>(
      `SELECT to_char((created_at AT TIME ZONE 'America/Sao_Paulo')::date - 1, 'YYYY-MM-DD') AS edge
       FROM api.opportunities WHERE brand = $1 AND NOT is_deleted ORDER BY created_at, id OFFSET $2 LIMIT 1`,
      [DEFAULT_BRAND, EXACT_TOTAL_LIMIT - 1],
    );
    const edgeNoon = new Date(`${edge}T15:00:00Z`);
    const cases: Array<{ range: { start: string; end: string }; now: Date; status?: OpportunityStatus[] }> = [
      { range: { start: '2000-01-01', end: day(now) }, now, status: ['expired'] },
      { range: { start: '2000-01-01', end: day(now) }, now, status: ['analysis', 'approved'] },
      { range: { start: '2000-01-01', end: day(ago(40)) }, now },
      { range: { start: day(ago(30)), end: day(now) }, now },
      { range: { start: day(ago(200)), end: day(ago(20)) }, now },
      { range: { start: '2000-01-01', end: edge }, now: edgeNoon },
      { range: { start: '2000-01-01', end: edge }, now },
    ];
    for (const c of cases) {
      const label = JSON.stringify(c);
      const all = await expected(c.range, c.status);
      const { result } = await page(c.range, c.now, c.status);
      const many = all.length > EXACT_TOTAL_LIMIT;
      expect(result, label).toMatchObject({ total: many ? EXACT_TOTAL_LIMIT : all.length, totalIsLowerBound: many });
      expect(
        result.items.map((r) => r.id),
        label,
      ).toEqual(all.slice(0, 25).map((r) => r.id));
    }
    const edgeCount = (await expected({ start: '2000-01-01', end: edge })).length;
    expect(edgeCount).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
  });
});

/** A page of 100 rows of the name search at `offset`: the plain scan's ids (`all`), its total or lower bound. */
async function expectPageOfScan(
  q: Queryable,
  viewer: Viewer,
  filters: ListFilters,
  order: ListOrder,
  offset: number,
  all: string[],
): Promise<string> {
  const page = await listPage(q, viewer, { filters, order, amount: 100, offset, now: new Date() });
  const label = `${filters.name} ${JSON.stringify(filters)} ${order.field} ${order.direction} ${offset}`;
  expect(
    page.items.map((r) => r.id),
    label,
  ).toEqual(all.slice(offset, offset + 100));
  expect(page.total, label).toBe(Math.min(all.length, EXACT_TOTAL_LIMIT));
  expect(page.totalIsLowerBound, label).toBe(all.length > EXACT_TOTAL_LIMIT);
  return label;
}
