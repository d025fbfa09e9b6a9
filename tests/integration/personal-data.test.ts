/**
 * Personal data of customer contacts (LGPD, design section 18), through the gateway and the real services: the legal
 * basis is recorded at registration, the opportunity job anonymises contacts of opportunities closed for longer than
 * the brand's retention (and only those), and a representative exports then erases a person's data by e-mail, each
 * request audited; support may only export, resellers neither, and the services refuse it as well as the gateway.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMISED, ANONYMISED_ENTRY } from '../../server/services/api/privacy/anonymise.js';
import { emailHash } from '../../server/services/api/privacy/requests.js';
import { anonymiseClosedContacts, retentionCutoff } from '../../server/services/api/privacy/retention.js';
import { TERMS_VERSION } from '../../shared/terms.js';
import { DAY_MS } from '../../shared/time.js';
import type { Browser, TestGateway } from '../fixtures/gateway.js';
import { call } from '../fixtures/http.js';
import { demoAccounts } from '../fixtures/stack.js';
import {
  createOpportunity,
  newCustomer,
  payload,
  runJobOn,
  startOpportunityGateway,
  type Tokens,
} from './opportunities-fixture.js';

const EXPORT = `query($email: String!) {
  exportPersonalData(email: $email) {
    email exportedAt
    contacts { opportunityId status contact email phone customerCnpj acceptedTermVersion acceptedTermAt }
    resales { resaleId email } sellers { sellerId email } customerWatches { cnpj }
  }
}`;
const ERASE = `mutation($email: String!) { erasePersonalData(input: { email: $email }) { email anonymisedContacts } }`;
const DETAILS = 'query($id: ID!) { opportunity(id: $id) { status contact email phone estimated } }';

let g: TestGateway;
let t: Tokens;
const as = {} as Record<'resale' | 'seller' | 'representative' | 'support', Browser>;

beforeAll(async () => {
  ({ g, tokens: t } = await startOpportunityGateway());
  as.resale = await g.signIn(demoAccounts.resale.email);
  as.seller = await g.signIn(demoAccounts.seller.email);
  as.representative = await g.signIn(demoAccounts.representative.email);
  as.support = await g.signIn(demoAccounts.support.email);
});

afterAll(async () => {
  await g?.stop();
});

const personEmail = () => `contato-${crypto.randomUUID().slice(0, 8)}@cliente.com.br`;

/** A registration by the demo reseller whose customer contact has `email`. */
const registered = (email: string) =>
  createOpportunity(g.stack, t.resale, { email, contact: 'Clara Contato', phone: '31912345678' });

const stored = async (id: string) => {
  const [row] = await g.stack.db.query<Record<string, unknown>>(
    `SELECT status, contact, email, phone, estimated::text AS estimated, accepted_term, accepted_term_version,
       accepted_term_at, personal_data_erased_at, created_at FROM api.opportunities WHERE id = $1`,
    [id],
  );
  return row;
};

const historyOf = (id: string) =>
  g.stack.db.query<{
    username: string;
    modifications: Array<{ attribute: string; oldValue: unknown; newValue: unknown }>;
  }>(
    `SELECT username, modifications FROM api.history WHERE type = 'opportunity' AND type_id = $1 ORDER BY created_at, id`,
    [id],
  );

/** Closes an opportunity as refused and dates its closing `closedAt`. */
async function refusedAt(id: string, closedAt: Date) {
  await g.stack.db.query(`UPDATE api.opportunities SET status = 'disapproved', updated_at = $2 WHERE id = $1`, [
    id,
    closedAt,
  ]);
}

describe('the legal basis', () => {
  it('records the terms version and the time the reseller accepted them', async () => {
    const id = await registered(personEmail());
    const row = await stored(id);
    expect(row).toMatchObject({ accepted_term: true, accepted_term_version: TERMS_VERSION });
    expect(row.accepted_term_at).toEqual(row.created_at);
  });

  it('refuses a registration that accepted other terms, or none', async () => {
    for (const overrides of [{ acceptedTermVersion: '1999-01' }, { acceptedTerm: 'false' }]) {
      const res = await call(g.stack.apiUrl, 'POST', '/opportunity/create', {
        token: t.resale,
        brand: 'scanora',
        body: payload(g.stack, newCustomer().cnpj, overrides),
      });
      expect(res.status).toBe(400);
    }
  });
});

describe('the retention rule of the opportunity job', () => {
  it('anonymises contacts closed for longer than the brand keeps them, once, and keeps the figures', async () => {
    const now = g.stack.clock.now();
    const cutoff = retentionCutoff('scanora', now);
    const old = await registered(personEmail());
    const recent = await registered(personEmail());
    await refusedAt(old, new Date(cutoff.getTime() - 60_000));
    await refusedAt(recent, new Date(cutoff.getTime() + DAY_MS));
    const before = await stored(old);

    await runJobOn(g.stack);
    await runJobOn(g.stack);

    const after = await stored(old);
    expect(after).toMatchObject({ contact: ANONYMISED, email: null, phone: null, status: 'disapproved' });
    expect(after.estimated).toBe(before.estimated);
    expect(after.created_at).toEqual(before.created_at);
    expect(await stored(recent)).toMatchObject({ contact: 'Clara Contato', phone: '31912345678' });
    const history = await historyOf(old);
    const entries = history.filter((h) => h.modifications.some((m) => m.newValue === ANONYMISED_ENTRY));
    expect(entries).toHaveLength(1);
    expect(entries[0].username).toBe('Sistema');
    // The registration's entry copied the contact: the copy is anonymised too; its other fields stay.
    const creation = history.find((h) => h.modifications.some((m) => m.attribute === 'corporateName'))!.modifications;
    expect(creation.find((m) => m.attribute === 'email')?.newValue).toBe(ANONYMISED);
    expect(creation.find((m) => m.attribute === 'contact')?.newValue).toBe(ANONYMISED);
    expect(creation.find((m) => m.attribute === 'corporateName')?.newValue).toBe('Mercado Teste Comércio Ltda');
    expect(JSON.stringify(history)).not.toContain('31912345678');
  });

  it('works off a backlog over successive runs, a bounded number of batches each, the oldest first', async () => {
    const cutoff = retentionCutoff('scanora', g.stack.clock.now());
    const ids = [await registered(personEmail()), await registered(personEmail()), await registered(personEmail())];
    for (const [i, id] of ids.entries()) await refusedAt(id, new Date(cutoff.getTime() - (3 - i) * 60_000));
    const anonymised = async () => (await Promise.all(ids.map(stored))).map((row) => row.contact === ANONYMISED);

    // Batches of one, two per run: the two oldest now, the third on the next run.
    await anonymiseClosedContacts({ db: g.stack.db, clock: g.stack.clock }, 1, 2);
    expect(await anonymised()).toEqual([true, true, false]);
    await anonymiseClosedContacts({ db: g.stack.db, clock: g.stack.clock }, 1, 2);
    expect(await anonymised()).toEqual([true, true, true]);
  });
});

describe('a data-subject request', () => {
  it('a representative exports, then erases; each is audited by a hash of the address', async () => {
    const email = personEmail();
    const id = await registered(email);

    const exported = await as.representative.gql(EXPORT, { email: `  ${email.toUpperCase()} ` });
    expect(exported.errors).toBeUndefined();
    expect(exported.data.exportPersonalData).toMatchObject({
      email,
      contacts: [{ opportunityId: id, status: 'ANALYSIS', contact: 'Clara Contato', email, phone: '31912345678' }],
      resales: [],
      sellers: [],
      customerWatches: [],
    });
    expect(exported.data.exportPersonalData.contacts[0].acceptedTermVersion).toBe(TERMS_VERSION);

    const erased = await as.representative.gql(ERASE, { email });
    expect(erased.errors).toBeUndefined();
    expect(erased.data.erasePersonalData).toEqual({ email, anonymisedContacts: 1 });
    const again = await as.representative.gql(ERASE, { email });
    expect(again.data.erasePersonalData.anonymisedContacts).toBe(0);

    const details = await as.representative.gql(DETAILS, { id });
    expect(details.data.opportunity).toMatchObject({
      status: 'ANALYSIS',
      contact: ANONYMISED,
      email: null,
      phone: null,
    });
    const entry = (await historyOf(id)).find((h) => h.modifications.some((m) => m.newValue === ANONYMISED_ENTRY));
    expect(entry?.username).toBe(demoAccounts.representative.name);
    const after = await as.support.gql(EXPORT, { email });
    expect(after.data.exportPersonalData.contacts).toEqual([]);

    const audit = await g.stack.db.query<{ action: string; username: string; records: number }>(
      `SELECT action, username, records FROM api.personal_data_requests WHERE email_hash = $1 ORDER BY created_at, id`,
      [emailHash(email)],
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['erase', 'erase', 'export', 'export']);
    expect(audit).toContainEqual({ action: 'erase', username: demoAccounts.representative.name, records: 1 });
    expect(JSON.stringify(await g.stack.db.query('SELECT * FROM api.personal_data_requests'))).not.toContain(email);
    await expect(
      g.stack.db.query('DELETE FROM api.personal_data_requests WHERE email_hash = $1', [emailHash(email)]),
    ).rejects.toThrow(/append-only/);
  });

  it('answers the tools’ form unchanged and, in the same call, the document the person reads in Portuguese', async () => {
    const email = personEmail();
    const id = await registered(email);
    await g.stack.db.query(`UPDATE api.opportunities SET status = 'approved', created_at = $2 WHERE id = $1`, [
      id,
      // 01:30 UTC is the evening before in São Paulo.
      new Date('2026-03-10T01:30:00.000Z'),
    ]);
    const withDocument = `query($email: String!) {
      exportPersonalData(email: $email) { exportedAt contacts { status createdAt customerCnpj phone } document }
    }`;

    const reply = await as.support.gql(withDocument, { email });

    expect(reply.errors).toBeUndefined();
    const found = reply.data.exportPersonalData;
    // The fields tools read stay as documented: the schema's enum, ISO 8601, digits.
    expect(found.contacts[0]).toMatchObject({ status: 'APPROVED', createdAt: '2026-03-10T01:30:00.000Z' });
    expect(found.contacts[0].phone).toBe('31912345678');
    const document = JSON.parse(found.document);
    expect(document['E-mail da pessoa']).toBe(email);
    expect(document['Exportado em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(document['Contato de cliente em oportunidades']).toEqual([
      expect.objectContaining({
        Status: 'Aprovada',
        'Nome do contato': 'Clara Contato',
        'E-mail do contato': email,
        'Telefone do contato': '(31) 91234-5678',
        'Data de criação': '09/03/2026',
        'Versão das diretrizes aceitas': TERMS_VERSION,
      }),
    ]);
    expect(found.document).not.toMatch(/APPROVED|"status"|\d{4}-\d{2}-\d{2}T/);
    // Indented for a person who opens the file.
    expect(found.document).toContain('\n  "E-mail da pessoa"');

    // The services' own reply carries both, for a tool that calls them directly.
    const direct = await call(g.stack.apiUrl, 'POST', '/personal-data/export', {
      token: t.representative,
      brand: 'scanora',
      body: { email },
    });
    expect(direct.status).toBe(200);
    expect(direct.body.data.contacts[0].status).toBe('approved');
    expect(direct.body.data.document['Contato de cliente em oportunidades'][0].Status).toBe('Aprovada');
  });

  it('support exports but cannot erase; resellers can do neither; the services refuse them too', async () => {
    const email = personEmail();
    const id = await registered(email);

    expect((await as.support.gql(EXPORT, { email })).data.exportPersonalData.contacts).toHaveLength(1);
    for (const [browser, query] of [
      [as.support, ERASE],
      [as.resale, ERASE],
      [as.resale, EXPORT],
      [as.seller, EXPORT],
    ] as const) {
      const reply = await browser.gql(query, { email });
      expect(reply.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    for (const [token, path] of [
      [t.support, '/personal-data/erase'],
      [t.resale, '/personal-data/export'],
      [t.seller, '/personal-data/erase'],
    ] as const) {
      const res = await call(g.stack.apiUrl, 'POST', path, { token, brand: 'scanora', body: { email } });
      expect(res.status).toBe(403);
    }
    expect(await stored(id)).toMatchObject({ email, personal_data_erased_at: null });

    const invalid = await as.representative.gql(ERASE, { email: 'não é e-mail' });
    expect(invalid.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: expect.any(String) },
    });
  });
});
