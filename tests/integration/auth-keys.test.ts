import { decodeProtectedHeader, exportJWK, exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/lib/config.js';
import { closeServer, listen } from '../../server/lib/http.js';
import { createLogger } from '../../server/lib/logger.js';
import { loadSigningKeys } from '../../server/services/auth/keys.js';
import { createAuthService } from '../../server/services/auth/service.js';
import { call, login } from '../fixtures/http.js';
import { demoAccounts, type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** Another authenticator process on the same database (a restart, or a second replica). */
async function withAuthenticator<T>(config: Config, fn: (url: string) => Promise<T>): Promise<T> {
  const service = createAuthService({
    db: stack.db,
    config,
    logger: createLogger('silent'),
    clock: stack.clock,
    limiter: stack.limiter,
  });
  const { server, url } = await listen(service.app, 0);
  try {
    return await fn(url);
  } finally {
    await closeServer(server);
  }
}

describe('signing keys', () => {
  it('creates one key pair when two instances start at once, and keeps it across restarts', async () => {
    const [a, b] = await Promise.all([loadSigningKeys(stack.db, undefined), loadSigningKeys(stack.db, undefined)]);
    expect(a.kid).toBe(b.kid);
    expect(await stack.db.query('SELECT kid FROM auth.signing_keys')).toHaveLength(1);

    const { access_token } = await login(stack.authUrl, demoAccounts.seller.email);
    expect(decodeProtectedHeader(access_token).kid).toBe(a.kid);
    const readAfterRestart = await withAuthenticator(stack.config, (url) =>
      call(url, 'GET', `/user/${demoAccounts.seller.id}`, { token: access_token }),
    );
    expect(readAfterRestart.status).toBe(200);
  });

  it('signs with JWT_PRIVATE_KEY when it is set, as a PKCS8 PEM or a JWK', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const pemOnOneLine = (await exportPKCS8(privateKey)).replace(/\n/g, '\\n');
    const jwk = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'chave-2026' });

    for (const [jwtPrivateKey, expectedKid] of [
      [pemOnOneLine, undefined],
      [jwk, 'chave-2026'],
    ] as const) {
      await withAuthenticator({ ...stack.config, jwtPrivateKey }, async (url) => {
        const { access_token } = await login(url, demoAccounts.support.email);
        await expect(jwtVerify(access_token, publicKey)).resolves.toBeTruthy();
        const jwks = (await call(url, 'GET', '/.well-known/jwks.json')).body;
        expect(jwks.keys).toHaveLength(1);
        expect(jwks.keys[0].kid).toBe(decodeProtectedHeader(access_token).kid);
        if (expectedKid) expect(jwks.keys[0].kid).toBe(expectedKid);
      });
    }
  });
});
