import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KEY_HEADER } from '../../server/lib/service-auth.js';
import {
  createOperatorAccount,
  OperatorInputError,
  validateOperatorInput,
} from '../../server/services/auth/operator-accounts.js';
import { call, login } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const PUBLIC_URL = 'http://localhost:4000';
const create = (args: Parameters<typeof validateOperatorInput>[0]) =>
  createOperatorAccount(stack.db, validateOperatorInput(args), { publicUrl: PUBLIC_URL, now: stack.clock.now() });
const redeem = (link: string, password: string) =>
  call(stack.authUrl, 'POST', '/internal/password-tokens/redeem', {
    body: { token: new URL(link).searchParams.get('token'), password },
    headers: { [SERVICE_KEY_HEADER]: stack.config.serviceKey },
  });

describe('user:create', () => {
  it('creates a representative of one brand with a set-password link on that brand', async () => {
    const result = await create({
      role: 'REPRESENTATIVE',
      brand: 'yep',
      email: ' Gerente@Yep.com.br ',
      name: 'Gerente Yep',
    });
    expect(result.created).toBe(true);
    expect(result.link).toMatch(/^http:\/\/yep\.localhost:4000\/recovery-password\?token=[A-Za-z0-9_-]{43}$/);

    expect((await redeem(result.link, 'Gerente@2024')).status).toBe(200);
    const { access_token } = await login(stack.authUrl, 'gerente@yep.com.br', 'yep', 'Gerente@2024');
    expect(decodeJwt(access_token)).toMatchObject({ sub: result.userId, brand: 'yep', roles: ['REPRESENTATIVE'] });
    await expect(login(stack.authUrl, 'gerente@yep.com.br', 'scanora', 'Gerente@2024')).rejects.toThrow(/401/);
  });

  it('adds the role to an account that already exists', async () => {
    const first = await create({ role: 'SUPPORT', brand: 'all', email: 'suporte2@example.com', name: 'Suporte Dois' });
    expect(first.link.startsWith(`${PUBLIC_URL}/recovery-password?token=`)).toBe(true);
    const again = await create({ role: 'REPRESENTATIVE', brand: 'kodix', email: 'SUPORTE2@example.com' });
    expect(again).toMatchObject({ created: false, userId: first.userId });

    // The newest link is the one that works.
    expect((await redeem(first.link, 'Suporte@2024')).status).toBe(400);
    expect((await redeem(again.link, 'Suporte@2024')).status).toBe(200);
    const { access_token } = await login(stack.authUrl, 'suporte2@example.com', 'kodix', 'Suporte@2024');
    expect(decodeJwt(access_token).roles).toEqual(expect.arrayContaining(['SUPPORT', 'REPRESENTATIVE']));
  });

  it('refuses an unknown role, an unknown brand, a bad e-mail and a new account without a name', async () => {
    expect(() => validateOperatorInput({ role: 'CHEFE', brand: 'yep', email: 'a@b.com' })).toThrow(/Papel inválido/);
    expect(() => validateOperatorInput({ role: 'SUPPORT', brand: 'marte', email: 'a@b.com' })).toThrow(
      /Marca inválida.*scanora.*all/,
    );
    expect(() => validateOperatorInput({ role: 'SUPPORT', brand: 'yep', email: 'sem-arroba' })).toThrow(
      OperatorInputError,
    );
    await expect(create({ role: 'SUPPORT', brand: 'yep', email: 'sem.nome@example.com' })).rejects.toThrow(
      /Informe o nome/,
    );
  });

  it('exits with code 1 and a Portuguese message on invalid arguments', () => {
    const run = spawnSync('npx', ['tsx', 'server/cli/user-create.ts', '--role', 'CHEFE', '--brand', 'yep'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Papel inválido: "CHEFE"');
  });
});
