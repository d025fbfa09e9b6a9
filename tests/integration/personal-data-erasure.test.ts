/**
 * An erasure reaches every copy of a customer contact (design section 18, "Stores"): after the write paths that can
 * carry the person's data (a registration and an approval kept for a retry, the approval's mails through the mailer
 * to the development outbox's .eml files, a renewal, a waiting-list request for the customer, the export, the public contact form the person wrote), the
 * representative erases the address; then every table of the database (each row cast to text), every file under
 * DATA_DIR but the embedded database's own, and the stack's Redis keys and values hold neither the e-mail, the name
 * nor the phone. The customer company's CNPJ is the company's, not the person's: it stays, in the stores listed here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/lib/errors.js';
import { createLogger } from '../../server/lib/logger.js';
import { MAILER_ERASURE_PATH } from '../../server/lib/mailer-routes.js';
import { createAuthClient } from '../../server/services/api/clients/auth-client.js';
import { dispatchDue } from '../../server/services/api/mail/dispatcher.js';
import { erasePersonalData } from '../../server/services/api/privacy/requests.js';
import type { Viewer } from '../../server/services/api/viewer.js';
import type { MailerService } from '../../server/services/mailer/service.js';
import type { Browser, TestGateway } from '../fixtures/gateway.js';
import { call } from '../fixtures/http.js';
import { demoAccounts } from '../fixtures/stack.js';
import {
  createOpportunity,
  newCustomer,
  payload,
  startOpportunityGateway,
  type Tokens,
} from './opportunities-fixture.js';

/** Where the customer's CNPJ stays after the erasure: the company's records, which the erasure leaves whole. */
const CNPJ_KEPT_IN = [
  'api.crm_accounts',
  'api.customer_watches',
  'api.history',
  'api.idempotent_replies',
  'api.opportunities',
];

let g: TestGateway;
let t: Tokens;
let representative: Browser;
let resale: Browser;
let seller: Browser;

beforeAll(async () => {
  ({ g, tokens: t } = await startOpportunityGateway());
  representative = await g.signIn(demoAccounts.representative.email);
  resale = await g.signIn(demoAccounts.resale.email);
  seller = await g.signIn(demoAccounts.seller.email);
});
afterAll(async () => {
  await g?.stop();
});

/** The API outbox to the mailer, the mailer's queue to the .eml files. */
async function flushMail() {
  await dispatchDue({
    db: g.stack.db,
    config: g.stack.config,
    clock: g.stack.clock,
    logger: createLogger('silent'),
    auth: createAuthClient(g.stack.authUrl, g.stack.config.serviceKey),
  });
  await (g.stack.services.mailer as MailerService).deliverDue();
}

/** Every base table of every schema but the catalogues, as `schema.table`. */
async function allTables(): Promise<string[]> {
  const rows = await g.stack.db.query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** The tables with a row whose text (every column, cast) holds `value`, compared without case. */
async function tablesHolding(value: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await allTables()) {
    const [{ n }] = await g.stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} t WHERE strpos(lower(t::text), $1) > 0`,
      [value.toLowerCase()],
    );
    if (n > 0) found.push(table);
  }
  return found;
}

/** The files under DATA_DIR holding `value`, but the embedded database's own (read through SQL above). */
function filesHolding(value: string): string[] {
  const root = g.stack.config.dataDir;
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !path.relative(root, f).startsWith(`pglite${path.sep}`));
  return files.filter((f) => fs.readFileSync(f, 'utf8').toLowerCase().includes(value.toLowerCase()));
}

async function redisHolding(value: string): Promise<string[]> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return [];
  const direct = new Redis(url);
  try {
    const keys = await direct.keys(`${g.stack.redisPrefix}*`);
    const found: string[] = [];
    for (const key of keys) {
      const type = await direct.type(key);
      const text = type === 'string' ? await direct.get(key) : JSON.stringify(await direct.dump(key));
      if (`${key} ${text}`.toLowerCase().includes(value.toLowerCase())) found.push(key);
    }
    return found;
  } finally {
    direct.disconnect();
  }
}

describe('an erasure of a customer contact', () => {
  it('leaves no copy of the e-mail, name or phone in any table, file or Redis key', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const person = {
      email: `Clara.${tag}@Cliente-Lgpd.com.br`,
      name: `Clara Apagada ${tag}`,
      phone: `319${String(crypto.randomInt(10_000_000, 99_999_999))}`,
    };
    const contact = { email: person.email, contact: person.name, phone: person.phone };
    const first = newCustomer();
    const second = newCustomer();

    // A registration sent as the gateway sends it, under an Idempotency-Key: its reply is kept for a retry.
    const register = async (cnpj: string) => {
      const res = await call(g.stack.apiUrl, 'POST', '/opportunity/create', {
        token: t.resale,
        brand: 'scanora',
        body: payload(g.stack, cnpj, contact),
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    };
    const id = await register(first.cnpj);
    // The approval (its reply kept too) and its mails, through the mailer to the .eml files.
    const approved = await representative.gql(
      'mutation($i: ApproveOpportunityInput!) { approveOpportunity(input: $i) { opportunity { id contact email } } }',
      { i: { id, name: `Oportunidade ${tag}` } },
    );
    expect(approved.errors).toBeUndefined();
    // Someone else waits for the protected customer (the waiting list keeps its CNPJ, not the contact).
    const watched = await seller.gql(
      'mutation($cnpj: String!) { watchCustomer(input: { cnpj: $cnpj }) { watch { id } alreadyWatching } }',
      { cnpj: first.cnpj },
    );
    expect(watched.errors).toBeUndefined();
    // A second registration of the person, whose protection lapsed, renewed by its owner.
    const renewed = await register(second.cnpj);
    await g.stack.db.query(`UPDATE api.opportunities SET status = 'renovation' WHERE id = $1`, [renewed]);
    const renewal = await resale.gql(
      'mutation($i: RequestRenewalInput!) { requestRenewal(input: $i) { opportunity { id contact phone } } }',
      { i: { id: renewed, reason: 'Proposta enviada', probabilityClosing: 'P50' } },
    );
    expect(renewal.errors).toBeUndefined();
    // The person writes to the brand through the public contact form.
    const wrote = await call(g.stack.apiUrl, 'POST', '/contact', {
      brand: 'scanora',
      body: {
        fullName: person.name,
        email: person.email,
        title: 'Meus dados',
        description: `Liguem no ${person.phone}`,
      },
    });
    expect(wrote.status).toBe(201);
    const exported = await representative.gql('query($e: String!) { exportPersonalData(email: $e) { email } }', {
      e: person.email,
    });
    expect(exported.errors).toBeUndefined();
    await flushMail();
    // What the search below looks for is there before the erasure: a search that finds nothing proves nothing.
    expect(await tablesHolding(person.email)).toEqual(
      expect.arrayContaining(['api.idempotent_replies', 'api.opportunities', 'mailer.messages']),
    );
    expect(filesHolding(person.email).length).toBeGreaterThan(0);

    const erased = await representative.gql(
      'mutation($e: String!) { erasePersonalData(input: { email: $e }) { email anonymisedContacts } }',
      { e: person.email },
    );
    expect(erased.errors).toBeUndefined();
    expect(erased.data.erasePersonalData.anonymisedContacts).toBe(2);
    await flushMail();

    for (const value of [person.email, person.name, person.phone]) {
      expect({ value, tables: await tablesHolding(value) }).toEqual({ value, tables: [] });
      expect({ value, files: filesHolding(value) }).toEqual({ value, files: [] });
      expect({ value, redis: await redisHolding(value) }).toEqual({ value, redis: [] });
    }
    expect(await tablesHolding(first.cnpj)).toEqual(CNPJ_KEPT_IN);
    expect(filesHolding(first.cnpj)).toEqual([]);
  });
});

describe("the mailer's part of an erasure", () => {
  it('is an internal route: refused without the service key', async () => {
    const res = await call(g.stack.mailerUrl, 'POST', MAILER_ERASURE_PATH, { body: { values: ['a@b.com.br'] } });
    expect(res.status).toBe(403);
  });

  it('comes first: a mailer that does not answer fails the erasure with 503 before anything is anonymised', async () => {
    const email = `mailer-fora-${crypto.randomUUID().slice(0, 8)}@cliente.com.br`;
    const id = await createOpportunity(g.stack, t.resale, { email });
    const [rep] = await g.stack.db.query<{ id: string }>('SELECT id FROM auth.users WHERE email = $1', [
      demoAccounts.representative.email,
    ]);
    const viewer = { id: rep.id, name: 'Representante', brand: 'scanora' } as Viewer;
    const down = async () => {
      throw new HttpError(503, 'indisponível', 'SERVICE_UNAVAILABLE');
    };

    await expect(erasePersonalData(g.stack.db, viewer, { email }, g.stack.clock.now(), down)).rejects.toMatchObject({
      status: 503,
    });

    const [row] = await g.stack.db.query<{ email: string }>('SELECT email FROM api.opportunities WHERE id = $1', [id]);
    expect(row.email).toBe(email);
    const sent: string[][] = [];
    const result = await erasePersonalData(g.stack.db, viewer, { email }, g.stack.clock.now(), async (values) => {
      sent.push(values);
    });
    expect(result.anonymisedContacts).toBe(1);
    expect(sent).toEqual([[email, '31987654321']]);
  });
});
