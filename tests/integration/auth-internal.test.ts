import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/lib/clock.js';
import { SERVICE_KEY_HEADER } from '../../server/lib/service-auth.js';
import { call, login } from '../fixtures/http.js';
import { DEMO_PASSWORD, demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const internal = (method: string, path: string, body?: unknown, key = stack.config.serviceKey) =>
  call(stack.authUrl, method, path, { body, headers: { [SERVICE_KEY_HEADER]: key } });
const loginStatus = async (email: string, password: string, brand = 'scanora') =>
  (
    await call(stack.authUrl, 'GET', `/login?brand=${brand}`, {
      headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
    })
  ).status;
const POLICY_MESSAGE =
  'A senha deve ter no mínimo 8 caracteres, incluindo uma letra maiúscula, um caractere especial e um número';

async function newSeller(email: string) {
  const res = await internal('POST', '/internal/users', {
    name: 'Vendedor Novo',
    email,
    phone: '11999990000',
    parentId: demoAccounts.resale.id,
    roles: [{ name: 'SELLER', data: { brand: 'scanora' } }],
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('internal calls', () => {
  it('are refused without the service key or with a wrong one', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/internal/users', { name: 'X', email: 'x@example.com', roles: [] }],
      ['POST', '/internal/users/batch', { ids: [demoAccounts.seller.id] }],
      ['GET', '/internal/users?role=SELLER&brand=scanora'],
      ['POST', `/internal/users/${demoAccounts.seller.id}/roles`, { name: 'SUPPORT', data: { brand: 'all' } }],
      ['GET', `/internal/users/by-email?email=${demoAccounts.seller.email}`],
      ['GET', `/internal/users/${demoAccounts.seller.id}/roles`],
      ['POST', `/internal/users/${demoAccounts.seller.id}/deactivate`],
      ['POST', '/internal/password-tokens', { email: demoAccounts.seller.email, purpose: 'reset' }],
      ['POST', '/internal/password-tokens/redeem', { token: 'x', password: 'Nova@2024' }],
      ['POST', `/internal/users/${demoAccounts.seller.id}/password`, { password: 'Nova@2024' }],
      ['DELETE', `/internal/users/${demoAccounts.seller.id}?email=${demoAccounts.seller.email}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(stack.authUrl, method, path, { body })).status, path).toBe(403);
      expect((await internal(method, path, body, 'chave-errada')).status, path).toBe(403);
    }
    expect(await loginStatus(demoAccounts.seller.email, DEMO_PASSWORD)).toBe(200);
  });

  it('creates a user under the caller id once: the same id and e-mail again answer it, another id gets 409', async () => {
    const id = crypto.randomUUID();
    const body = {
      id,
      name: 'Vendedora Repetida',
      email: 'repetida@example.com',
      parentId: demoAccounts.resale.id,
      roles: [{ name: 'SELLER', data: { brand: 'scanora' } }],
    };
    const first = await internal('POST', '/internal/users', body);
    expect(first).toMatchObject({ status: 201, body: { id } });
    const repeated = await internal('POST', '/internal/users', { ...body, email: 'Repetida@Example.com' });
    expect(repeated).toMatchObject({ status: 200, body: { id } });
    const otherId = await internal('POST', '/internal/users', { ...body, id: crypto.randomUUID() });
    expect(otherId.status).toBe(409);
    const otherEmail = await internal('POST', '/internal/users', { ...body, email: 'outra@example.com' });
    expect(otherEmail.status).toBe(409);
    const roles = await internal('GET', `/internal/users/${id}/roles`);
    expect(roles.body.roles).toEqual([{ name: 'SELLER', data: { brand: 'scanora' } }]);
  });

  it('reclaims an identity nobody used, freeing its e-mail; never one with a password', async () => {
    const unused = await newSeller('abandonado@example.com');
    await internal('POST', '/internal/password-tokens', { userId: unused, purpose: 'invite' });
    expect((await internal('DELETE', `/internal/users/${unused}?email=outro@example.com`)).status).toBe(409);
    expect((await internal('DELETE', `/internal/users/${unused}?email=Abandonado@example.com`)).status).toBe(204);
    expect((await internal('GET', '/internal/users/by-email?email=abandonado@example.com')).status).toBe(404);
    // Gone already, or never there: nothing left to do.
    expect((await internal('DELETE', `/internal/users/${unused}?email=abandonado@example.com`)).status).toBe(204);
    expect(await newSeller('abandonado@example.com')).not.toBe(unused);

    const inUse = await internal(
      'DELETE',
      `/internal/users/${demoAccounts.seller.id}?email=${demoAccounts.seller.email}`,
    );
    expect(inUse.status).toBe(409);
    expect(await loginStatus(demoAccounts.seller.email, DEMO_PASSWORD)).toBe(200);
  });

  it('creates a user, and refuses the same e-mail in another letter case with 409', async () => {
    const id = await newSeller('novo.vendedor@example.com');
    const again = await internal('POST', '/internal/users', {
      name: 'Outro',
      email: 'Novo.Vendedor@Example.com',
      roles: [],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Email já está sendo utilizado');

    const found = await internal('GET', '/internal/users/by-email?email=NOVO.vendedor@example.com');
    expect(found.body).toEqual({
      id,
      name: 'Vendedor Novo',
      email: 'novo.vendedor@example.com',
      phone: '11999990000',
      doc: null,
      active: true,
      parentId: demoAccounts.resale.id,
      roles: [{ name: 'SELLER', data: { brand: 'scanora' } }],
    });
    // No password until the invite is redeemed.
    expect(await loginStatus('novo.vendedor@example.com', DEMO_PASSWORD)).toBe(401);
  });

  it('answers 400 with the fields for invalid input', async () => {
    const res = await internal('POST', '/internal/users', {
      name: '',
      email: 'nao-e-email',
      roles: [{ name: 'CHEFE', data: { brand: 'marte' } }],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining(['name', 'email', 'roles.0.name', 'roles.0.data.brand']),
    );
  });

  it('reads users in one batch (unknown ids skipped), by e-mail and their roles', async () => {
    const batch = await internal('POST', '/internal/users/batch', {
      ids: [demoAccounts.seller.id, '00000000-0000-4000-8000-00000000ffff', 'lixo', demoAccounts.support.id],
    });
    expect(batch.status).toBe(200);
    expect(batch.body.data.map((u: { id: string }) => u.id)).toEqual([demoAccounts.seller.id, demoAccounts.support.id]);
    expect(batch.body.data[0]).toMatchObject({ parentId: demoAccounts.resale.id, active: true });
    expect(batch.body.data[0]).not.toHaveProperty('passwordHash');

    expect((await internal('GET', '/internal/users/by-email?email=ninguem@example.com')).status).toBe(404);
    const roles = await internal('GET', `/internal/users/${demoAccounts.resale.id}/roles`);
    expect(roles.body).toEqual({ roles: [{ name: 'RESALE', data: { brand: 'all' } }] });
  });

  it('adds a role once, and lists the active holders of a role on a brand (assignments for every brand included)', async () => {
    const id = await newSeller('duas.marcas@example.com');
    const role = { name: 'RESALE', data: { brand: 'yep' } };
    expect((await internal('POST', `/internal/users/${id}/roles`, role)).status).toBe(204);
    expect((await internal('POST', `/internal/users/${id}/roles`, role)).status).toBe(204);
    expect((await internal('GET', `/internal/users/${id}/roles`)).body.roles).toEqual([
      { name: 'SELLER', data: { brand: 'scanora' } },
      { name: 'RESALE', data: { brand: 'yep' } },
    ]);
    expect(
      (await internal('POST', `/internal/users/${id}/roles`, { name: 'CHEFE', data: { brand: 'yep' } })).status,
    ).toBe(400);

    const onYep = await internal('GET', '/internal/users?role=RESALE&brand=yep');
    expect(onYep.status).toBe(200);
    const ids = onYep.body.data.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([id, demoAccounts.resale.id]));
    expect(ids).not.toContain(demoAccounts.seller.id);
    const onScanora = await internal('GET', '/internal/users?role=RESALE&brand=scanora');
    expect(onScanora.body.data.map((u: { id: string }) => u.id)).not.toContain(id);
    // Deactivated people receive no brand mail.
    await internal('POST', `/internal/users/${id}/deactivate`);
    const afterDeactivation = await internal('GET', '/internal/users?role=RESALE&brand=yep');
    expect(afterDeactivation.body.data.map((u: { id: string }) => u.id)).not.toContain(id);
    expect((await internal('GET', '/internal/users?role=RESALE&brand=marte')).status).toBe(400);
  });

  it('sets a password from an invite link once; a weak password is refused with the policy message', async () => {
    const id = await newSeller('convidado@example.com');
    const issued = await internal('POST', '/internal/password-tokens', { userId: id, purpose: 'invite' });
    expect(issued.status).toBe(201);
    expect(issued.body.user).toMatchObject({ id, email: 'convidado@example.com' });
    const { token } = issued.body;

    const weak = await internal('POST', '/internal/password-tokens/redeem', { token, password: 'fraca123' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ message: POLICY_MESSAGE, fields: { password: POLICY_MESSAGE } });

    const redeemed = await internal('POST', '/internal/password-tokens/redeem', { token, password: 'Forte@2024' });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toEqual({ userId: id, name: expect.any(String) });
    expect(await loginStatus('convidado@example.com', 'Forte@2024')).toBe(200);

    const reused = await internal('POST', '/internal/password-tokens/redeem', { token, password: 'Outra@2024' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'Link inválido ou expirado. Solicite um novo.',
    });
    expect(await loginStatus('convidado@example.com', 'Outra@2024')).toBe(401);
  });

  it('refuses an invite link after 24 hours', async () => {
    const id = await newSeller('atrasado@example.com');
    const { token } = (await internal('POST', '/internal/password-tokens', { userId: id, purpose: 'invite' })).body;
    const clock = stack.clock as ManualClock;
    const start = clock.now();
    try {
      clock.set(new Date(start.getTime() + 25 * 3600_000));
      const res = await internal('POST', '/internal/password-tokens/redeem', { token, password: 'Forte@2024' });
      expect(res.body.code).toBe('INVALID_TOKEN');
    } finally {
      clock.set(start);
    }
  });

  it('resets a password by e-mail and ends the sessions opened with the old one', async () => {
    const id = await newSeller('esqueceu@example.com');
    await internal('POST', `/internal/users/${id}/password`, { password: 'Antiga@2024' });
    const session = await login(stack.authUrl, 'esqueceu@example.com', 'scanora', 'Antiga@2024');

    const issued = await internal('POST', '/internal/password-tokens', {
      email: 'ESQUECEU@example.com',
      purpose: 'reset',
    });
    expect(issued.status).toBe(201);
    await internal('POST', '/internal/password-tokens/redeem', { token: issued.body.token, password: 'Nova@2024' });

    expect(await loginStatus('esqueceu@example.com', 'Antiga@2024')).toBe(401);
    expect(await loginStatus('esqueceu@example.com', 'Nova@2024')).toBe(200);
    const refreshed = await call(stack.authUrl, 'GET', '/scanora/auth/refresh_token', { token: session.refresh_token });
    expect(refreshed.status).toBe(401);
  });

  it('answers 404 "Not Found Exception" for a password link of an unknown or inactive user', async () => {
    const unknown = await internal('POST', '/internal/password-tokens', {
      email: 'ninguem@example.com',
      purpose: 'reset',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Not Found Exception');
    const id = await newSeller('desligado@example.com');
    await internal('POST', `/internal/users/${id}/deactivate`);
    expect((await internal('POST', '/internal/password-tokens', { userId: id, purpose: 'reset' })).status).toBe(404);
  });

  it('changes a password through the service call, under the same policy', async () => {
    const id = await newSeller('troca@example.com');
    const weak = await internal('POST', `/internal/users/${id}/password`, { password: 'semnumero' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toBe(POLICY_MESSAGE);
    expect((await internal('POST', `/internal/users/${id}/password`, { password: 'Troca@2024' })).status).toBe(204);
    expect(await loginStatus('troca@example.com', 'Troca@2024')).toBe(200);
  });

  it('deactivates a user: no login, no refresh, and the access token stops reading', async () => {
    const id = await newSeller('demitido@example.com');
    await internal('POST', `/internal/users/${id}/password`, { password: 'Saida@2024' });
    const session = await login(stack.authUrl, 'demitido@example.com', 'scanora', 'Saida@2024');

    expect((await internal('POST', `/internal/users/${id}/deactivate`)).status).toBe(204);
    expect((await internal('GET', '/internal/users/by-email?email=demitido@example.com')).body.active).toBe(false);
    expect(await loginStatus('demitido@example.com', 'Saida@2024')).toBe(401);
    const refreshed = await call(stack.authUrl, 'GET', '/scanora/auth/refresh_token', { token: session.refresh_token });
    expect(refreshed.status).toBe(401);
    expect((await call(stack.authUrl, 'GET', `/user/${id}`, { token: session.access_token })).status).toBe(401);
  });
});
