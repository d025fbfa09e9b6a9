/**
 * The users screens through the gateway on the real services: the list by role (a reseller's active sellers; the
 * brand's users with their role for representatives and support), a deactivated seller gone from every list,
 * filtered or not, and `me` refusing a deactivated seller's still-valid session.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, type GqlReply, startGateway, type TestGateway } from '../fixtures/gateway.js';
import { demoAccounts } from '../fixtures/stack.js';

const CREATE = 'mutation($input: CreateSellerInput!) { createSeller(input: $input) { seller { id role } } }';
const DEACTIVATE = 'mutation($input: DeactivateSellerInput!) { deactivateSeller(input: $input) { sellerId } }';
const SET_PASSWORD =
  'mutation($input: SetPasswordWithTokenInput!) { setPasswordWithToken(input: $input) { passwordSet } }';
const SELLERS = `query($filter: SellerFilter) {
  sellers(filter: $filter, pageSize: 1000) { items { id name role } pageInfo { total } }
}`;
const PASSWORD = 'Senha@2026';

let g: TestGateway;
const as = {} as Record<'resale' | 'representative' | 'support', Browser>;

/** A seller added by the demo reseller, with a password set from its e-mail, signed in. */
async function newSignedInSeller(name: string) {
  const email = `vendedor-${crypto.randomUUID().slice(0, 8)}@demo.com.br`;
  const created = await as.resale.gql(CREATE, { input: { name, email, phone: '(11) 9 4444-3333' } });
  expect(created.errors).toBeUndefined();
  const [mail] = await g.stack.db.query<{ content: string }>(
    `SELECT content FROM api.mail_outbox WHERE $1 = ANY(recipients) AND content LIKE '%token=%'
     ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const token = decodeURIComponent(/[?&]token=([^"&<\s]+)/.exec(mail.content)![1]);
  const set = await g.browser().gql(SET_PASSWORD, { input: { token, password: PASSWORD } });
  expect(set.errors).toBeUndefined();
  return { id: created.data.createSeller.seller.id as string, browser: await g.signIn(email, { password: PASSWORD }) };
}

const idsOf = (reply: GqlReply) => (reply.data?.sellers.items ?? []).map((s: { id: string }) => s.id);

beforeAll(async () => {
  g = await startGateway();
  as.resale = await g.signIn(demoAccounts.resale.email);
  as.representative = await g.signIn(demoAccounts.representative.email);
  as.support = await g.signIn(demoAccounts.support.email);
});
afterAll(async () => {
  await g?.stop();
});

describe('sellers (the users list)', () => {
  test('a reseller sees its sellers, each with the role SELLER', async () => {
    const reply = await as.resale.gql(SELLERS);

    expect(reply.errors).toBeUndefined();
    expect(reply.data.sellers.items).toContainEqual(expect.objectContaining({ id: demoAccounts.seller.id }));
    expect(new Set(reply.data.sellers.items.map((s: { role: string }) => s.role))).toEqual(new Set(['SELLER']));
    expect(idsOf(reply)).not.toContain(demoAccounts.resale.id);
  });

  test('representatives and support see the brand users: resale accounts and sellers, with their role', async () => {
    for (const browser of [as.representative, as.support]) {
      const reply = await browser.gql(SELLERS);
      const named = await browser.gql(SELLERS, { filter: { name: demoAccounts.resale.name } });

      expect(reply.errors).toBeUndefined();
      const roleOf = new Map(reply.data.sellers.items.map((s: { id: string; role: string }) => [s.id, s.role]));
      expect(roleOf.get(demoAccounts.resale.id)).toBe('RESALE');
      expect(roleOf.get(demoAccounts.seller.id)).toBe('SELLER');
      expect(named.data.sellers.items).toContainEqual(
        expect.objectContaining({ id: demoAccounts.resale.id, role: 'RESALE' }),
      );
    }
  });

  test('a deactivated seller leaves every list, filtered by name or not, and its session ends at once', async () => {
    const name = `Túlio Temporário ${crypto.randomUUID().slice(0, 4)}`;
    const seller = await newSignedInSeller(name);
    const before = await as.resale.gql(SELLERS, { filter: { name } });
    const meBefore = await seller.browser.gql('{ me { id } }');

    const deactivated = await as.resale.gql(DEACTIVATE, { input: { id: seller.id } });
    // The session is revoked: the whole operation is refused as SESSION_EXPIRED, `me` included (design section 8).
    const me = await seller.browser.gql('{ me { id } opportunities(pageSize: 1) { items { id } } }');
    const lists = [
      await as.resale.gql(SELLERS),
      await as.resale.gql(SELLERS, { filter: { name } }),
      await as.representative.gql(SELLERS),
      await as.representative.gql(SELLERS, { filter: { name } }),
    ];

    expect(idsOf(before)).toEqual([seller.id]);
    expect(meBefore.data.me).toEqual({ id: seller.id });
    expect(deactivated.errors).toBeUndefined();
    expect(me.errors?.map((e) => e.extensions?.code)).toEqual(['SESSION_EXPIRED']);
    expect(me.data?.me ?? null).toBeNull();
    // …which is what the schema tells of `me`.
    const described = await as.support.gql('{ __type(name: "Query") { fields { name description } } }');
    const meText: string = described.data.__type.fields.find((f: { name: string }) => f.name === 'me').description;
    expect(meText).toMatch(
      /SESSION_EXPIRED for a session that ended, was refused on\s+refresh or whose user was deactivated/,
    );
    expect(meText).toMatch(/null when the request carries no credential/);
    expect(meText).not.toMatch(/\) is UNAUTHENTICATED/);
    expect([...seller.browser.cookies.keys()]).toEqual([]);
    for (const list of lists) {
      expect(list.errors).toBeUndefined();
      expect(idsOf(list)).not.toContain(seller.id);
    }
  });

  test('me still answers for an active session, and null without one', async () => {
    expect((await as.support.gql('{ me { id roles } }')).data.me).toEqual({
      id: demoAccounts.support.id,
      roles: ['SUPPORT'],
    });
    expect((await g.browser().gql('{ me { id } }')).data.me).toBeNull();
  });
});
