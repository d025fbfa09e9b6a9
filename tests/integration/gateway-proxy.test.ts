import { afterEach, describe, expect, it } from 'vitest';
import {
  createGateway,
  type Gateway,
  type GatewayOptions,
  gatewayOptionsFromConfig,
} from '../../server/gateway/index.js';
import { loadConfig } from '../../server/lib/config.js';
import { closeServer, listen } from '../../server/lib/http.js';

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } } }';

/** The headers of the gateway's first upstream call for a login sent with `forwardedFor`. */
async function upstreamHeadersSeen(trustProxyEnv: string | undefined, forwardedFor: string): Promise<Headers> {
  const seen: Headers[] = [];
  const capture = (async (_input: string | URL, init?: RequestInit) => {
    seen.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Usuário ou senha inválidos' }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as GatewayOptions['fetch'];
  const config = loadConfig({ NODE_ENV: 'test', SERVICE_KEY: 'test-service-key' });
  const env = trustProxyEnv === undefined ? {} : { TRUST_PROXY: trustProxyEnv };
  gateway = await createGateway({ ...gatewayOptionsFromConfig(config, env), fetch: capture, version: '0.0.0+test' });
  const { server, url } = await listen(gateway.app, 0);
  try {
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
        'x-forwarded-host': 'scanora.localhost',
        host: 'scanora.localhost',
      },
      body: JSON.stringify({ query: LOGIN, variables: { input: { username: 'a@b.com.br', password: 'Errada@1' } } }),
    });
  } finally {
    await closeServer(server);
  }
  expect(seen.length).toBeGreaterThan(0);
  return seen[0];
}

/** The address the gateway hands the services as the client's (X-Forwarded-For of its upstream calls). */
const clientAddressSeen = async (trustProxyEnv: string | undefined, forwardedFor: string) =>
  (await upstreamHeadersSeen(trustProxyEnv, forwardedFor)).get('x-forwarded-for');

let gateway: Gateway | undefined;
afterEach(async () => {
  await gateway?.stop();
  gateway = undefined;
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('true trusts one hop: the address our proxy appended, never one the client wrote', async () => {
    expect(await clientAddressSeen('true', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('a hop count trusts that many proxies', async () => {
    expect(await clientAddressSeen('2', '6.6.6.6, 203.0.113.7, 10.0.0.5')).toBe('203.0.113.7');
  });

  it('unset trusts no proxy: the socket address', async () => {
    expect(await clientAddressSeen(undefined, '6.6.6.6')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});

describe('the start of the operation', () => {
  it('travels with every upstream call, so that the services serve the oldest operation first', async () => {
    const before = Date.now();
    const started = Number((await upstreamHeadersSeen(undefined, '6.6.6.6')).get('x-request-start'));
    expect(started).toBeGreaterThanOrEqual(before);
    expect(started).toBeLessThanOrEqual(Date.now());
  });
});
