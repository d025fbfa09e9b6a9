import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KEY_HEADER } from '../../server/lib/service-auth.js';
import { RESET_MAILS_PER_ACCOUNT, RESET_MAILS_PER_IP } from '../../server/services/api/accounts/reset-mails.js';
import { call } from '../fixtures/http.js';
import { DEFAULT_BRAND, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

/** Far more requests than either bound lets through. */
const ADDRESSES = 40;

let ipSeq = 0;
const freshIp = () => `10.62.${Math.floor(Math.random() * 250)}.${(ipSeq++ % 250) + 1}`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const askReset = (email: string, ip: string) =>
  call(stack.apiUrl, 'POST', '/auth/reset_password', {
    body: { company: DEFAULT_BRAND, redirect_url: '', email },
    headers: { 'x-forwarded-for': ip },
  });

async function resetMailsTo(email: string): Promise<number> {
  const [{ n }] = await stack.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM api.mail_outbox WHERE kind = 'password-reset' AND $1 = ANY(recipients)",
    [email],
  );
  return n;
}

/** New sellers of the brand, created as the main API creates them (the authenticator's internal call). */
async function newAccounts(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `reset-ip-${Date.now()}-${i}@demo.com.br`);
  for (const email of emails) {
    const created = await call(stack.authUrl, 'POST', '/internal/users', {
      body: {
        name: 'Vendedor Novo',
        email,
        phone: '11999990000',
        parentId: demoAccounts.resale.id,
        roles: [{ name: 'SELLER', data: { brand: DEFAULT_BRAND } }],
      },
      headers: { [SERVICE_KEY_HEADER]: stack.config.serviceKey },
    });
    expect(created.status).toBe(201);
  }
  return emails;
}

describe('password-reset mails', () => {
  it(`go to one account at most ${RESET_MAILS_PER_ACCOUNT} times, from however many addresses, with the same answers`, async () => {
    const email = demoAccounts.seller.email;

    const replies = await Promise.all(Array.from({ length: ADDRESSES }, () => askReset(email, freshIp())));

    expect(replies.map((r) => r.status)).toEqual(Array(ADDRESSES).fill(204));
    expect(new Set(replies.map((r) => r.body))).toEqual(new Set([undefined]));
    expect(await resetMailsTo(email)).toBe(RESET_MAILS_PER_ACCOUNT);
  });

  it(`go from one address to at most ${RESET_MAILS_PER_IP} accounts, with the same answers`, async () => {
    const ip = freshIp();
    const emails = await newAccounts(RESET_MAILS_PER_IP + 5);

    const statuses: number[] = [];
    for (const email of emails) statuses.push((await askReset(email, ip)).status);

    expect(statuses).toEqual(Array(emails.length).fill(204));
    const mailed = await Promise.all(emails.map(resetMailsTo));
    expect(mailed.reduce((a, b) => a + b, 0)).toBe(RESET_MAILS_PER_IP);
    // Accounts this address could not reach are not spent: their owners still get their mail.
    const owner = emails[emails.length - 1];
    expect(mailed[mailed.length - 1]).toBe(0);
    expect((await askReset(owner, freshIp())).status).toBe(204);
    expect(await resetMailsTo(owner)).toBe(1);
  });

  it('answer an unknown e-mail as before: 404 "Not Found Exception"', async () => {
    const reply = await askReset('ninguem-aqui@demo.com.br', freshIp());

    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Not Found Exception');
  });
});
