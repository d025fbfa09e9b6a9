import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INTROSPECTION_MAX_DEPTH, MAX_ALIASES, MAX_DEPTH, MAX_TOKENS } from '../../server/gateway/limits/index.js';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';

let g: TestGateway;
const extra: TestGateway[] = [];
/** Another gateway over the same services (production mode, another client build, a dead upstream). */
async function another(
  options: Parameters<typeof startGateway>[0] extends infer O ? (O extends { gateway?: infer G } ? G : never) : never,
) {
  const other = await startGateway({ stack: g.stack, gateway: options });
  extra.push(other);
  return other;
}

beforeAll(async () => {
  g = await startGateway();
});
afterAll(async () => {
  for (const e of extra) await e.stop();
  await g?.stop();
});

const codes = (reply: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  (reply.errors ?? []).map((e) => e.extensions?.code);

describe('GraphQL over HTTP', () => {
  test('the graphql-http audit finds no MUST requirement broken', async () => {
    // Apollo's CSRF prevention refuses GETs without a header that forces a preflight; graphql-http's audits take a
    // fetchFn for exactly this, and browsers of the portal always POST JSON.
    const fetchFn = (input: RequestInfo, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('apollo-require-preflight', 'true');
      return fetch(input, { ...init, headers });
    };

    const results = await auditServer({ url: `${g.url}/graphql`, fetchFn });

    expect(results.length).toBeGreaterThan(20);
    expect(results.filter((r) => r.status === 'error').map((r) => r.name)).toEqual([]);
  });

  test('CSRF prevention: a simple cross-site request is refused, the client’s JSON POST is not', async () => {
    const browser = g.browser();
    const simpleGet = await browser.request('GET', '/graphql?query=%7Bbrand%7Bslug%7D%7D');
    const simplePost = await browser.request('POST', '/graphql', {
      body: '{"query":"{ brand { slug } }"}',
      headers: { 'content-type': 'text/plain' },
    });
    const json = await browser.gql('{ brand { slug } }');

    expect(simpleGet.status).toBe(400);
    expect(simplePost.status).toBe(400);
    expect(json.data).toEqual({ brand: { slug: 'scanora' } });
  });

  test('no cache keeps a GraphQL reply', async () => {
    const reply = await g.browser().gql('{ brand { slug } }');

    expect(reply.headers['cache-control']).toBe('no-store');
  });
});

describe('limits', () => {
  const nested = (depth: number) => `{ brand { theme ${'{ x '.repeat(depth - 2)}${'}'.repeat(depth - 2)} } }`;

  test(`a query deeper than ${MAX_DEPTH} levels is refused with QUERY_TOO_COMPLEX`, async () => {
    const reply = await g.browser().gql(nested(MAX_DEPTH + 1));
    const depthError = reply.errors?.find((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX');

    expect(reply.status).toBe(400);
    expect(depthError?.message).toBe(`Consulta muito profunda: ${MAX_DEPTH + 1} níveis (máximo ${MAX_DEPTH}).`);
  });

  /** `__schema { queryType { ofType { … { name } } } }`, `depth` fields deep. */
  const introspection = (depth: number) =>
    `{ __schema { queryType ${'{ ofType '.repeat(depth - 3)}{ name }${' }'.repeat(depth - 3)} } }`;
  const ABUSIVE_INTROSPECTION_DEPTH = 40;

  test('the standard introspection query (GraphiQL, codegen) is answered, with every option too', async () => {
    const plain = await g.browser().gql(getIntrospectionQuery());
    const everything = await g.browser().gql(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    );

    expect(plain.errors).toBeUndefined();
    expect(plain.data.__schema.queryType).toMatchObject({ name: 'Query' });
    expect(everything.errors).toBeUndefined();
  });

  test(`introspection deeper than ${INTROSPECTION_MAX_DEPTH} levels is refused, ${ABUSIVE_INTROSPECTION_DEPTH} included`, async () => {
    const fits = await g.browser().gql(introspection(INTROSPECTION_MAX_DEPTH));
    const past = await g.browser().gql(introspection(INTROSPECTION_MAX_DEPTH + 1));
    const abusive = await g.browser().gql(introspection(ABUSIVE_INTROSPECTION_DEPTH));

    expect(fits.errors).toBeUndefined();
    expect(codes(past)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(past.errors?.[0].message).toBe(
      `Consulta muito profunda: ${INTROSPECTION_MAX_DEPTH + 1} níveis (máximo ${INTROSPECTION_MAX_DEPTH}).`,
    );
    expect(codes(abusive)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(abusive.data).toBeUndefined();
  });

  test(`an introspection field beside the others does not lift their bound of ${MAX_DEPTH}`, async () => {
    const reply = await g.browser().gql(`{ __schema { queryType { name } } ${nested(MAX_DEPTH + 1).slice(1, -1)} }`);
    const depthError = reply.errors?.find((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX');

    expect(depthError?.message).toBe(`Consulta muito profunda: ${MAX_DEPTH + 1} níveis (máximo ${MAX_DEPTH}).`);
  });

  test(`more than ${MAX_ALIASES} aliases are refused`, async () => {
    const query = `{ ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `b${i}: brand { slug }`).join(' ')} }`;

    const reply = await g.browser().gql(query);

    expect(codes(reply)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(reply.errors?.[0].message).toBe(`Consulta com apelidos demais: ${MAX_ALIASES + 1} (máximo ${MAX_ALIASES}).`);
  });

  test(`a document of more than ${MAX_TOKENS} tokens is refused`, async () => {
    const reply = await g.browser().gql(`{ brand { ${'slug '.repeat(MAX_TOKENS)} } }`);

    expect(codes(reply)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(reply.errors?.[0].message).toBe(`Consulta grande demais: mais de ${MAX_TOKENS} tokens.`);
  });

  test('the cost grows with the page size asked, variables included; the export alone passes', async () => {
    const list = (alias: string) =>
      `${alias}: opportunities(pageSize: $size) { items { id products { partNumber } owner { id } } }`;
    const two = `query($size: Int!) { ${list('a')} ${list('b')} ${list('c')} ${list('d')} }`;

    const refused = await g.browser().gql(two, { size: 99999 });
    const small = await g.browser().gql(two, { size: 10 });
    const exportAll = await g.browser().gql(`query($size: Int!) { ${list('a')} }`, { size: 99999 });

    expect(codes(refused)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(refused.errors?.[0].message).toMatch(/^Consulta muito custosa: custo estimado \d+ \(máximo 1000000\)\.$/);
    // Within the budget the query runs (and meets the access rules, as nobody is signed in).
    expect(new Set(codes(small))).toEqual(new Set(['UNAUTHENTICATED']));
    expect(codes(exportAll)).toEqual(['UNAUTHENTICATED']);
  });

  test('the same query sent again is judged by its own variables each time', async () => {
    const query = `query($size: Int!) { ${['a', 'b', 'c', 'd'].map((a) => `${a}: opportunities(pageSize: $size) { items { id products { partNumber } owner { id } } }`).join(' ')} }`;
    for (const size of [10, 99999, 10, 99999]) {
      const reply = await g.browser().gql(query, { size });
      expect(new Set(codes(reply)), `pageSize ${size}`).toEqual(
        new Set([size === 10 ? 'UNAUTHENTICATED' : 'QUERY_TOO_COMPLEX']),
      );
    }
  });

  test('a variable that is not sent counts with its declared default', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `a${i}: opportunities(pageSize: $s) { items { id } }`);
    const query = (size: number) => `query($s: Int! = ${size}) { ${aliases.join(' ')} }`;
    const start = g.calls.length;

    const refused = await g.browser().gql(query(99999), {});
    const small = await g.browser().gql(query(10), {});

    expect(codes(refused)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(refused.status).toBe(400);
    expect(new Set(codes(small))).toEqual(new Set(['UNAUTHENTICATED']));
    expect(g.calls.length).toBe(start);
  });
});

describe('variables that do not fit the schema', () => {
  test('BAD_USER_INPUT in Portuguese, with the field errors keyed by their path in the input', async () => {
    const reply = await g
      .browser()
      .gql('mutation($input: SendContactInput!) { sendContact(input: $input) { message } }', {
        input: { fullName: 'Ana', email: 'nao-e-email', title: 'Oi' },
      });

    expect(reply.status).toBe(400);
    expect(reply.errors).toHaveLength(1);
    expect(reply.errors?.[0]).toMatchObject({
      message: 'Dados inválidos! Verifique os campos informados.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(reply.errors?.[0].extensions?.fields).toEqual({
      email: 'E-mail inválido',
      description: '*Campo Obrigatório',
    });
  });

  test('enum values, unknown fields and missing variables each get their message, keyed by argument path', async () => {
    const list = 'query($f: OpportunityFilter, $p: Int!) { opportunities(filter: $f, pageSize: $p) { items { id } } }';

    const reply = await g
      .browser()
      .gql(list, { f: { statuses: ['APPROVED', 'ANALYSI'], nme: 'x', date: '31/12/2025' } });

    expect(reply.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0].extensions?.fields).toEqual({
      'filter.statuses.1': 'Opção inválida',
      'filter.nme': 'Campo desconhecido',
      'filter.date': 'Data inválida: use aaaa-mm-dd',
      pageSize: '*Campo Obrigatório',
    });
  });

  test('a variable inside an input literal is keyed by where it sits in the input', async () => {
    const reply = await g
      .browser()
      .gql(
        'mutation($amount: Int!, $price: Float!) { createOpportunity(input: { cnpj: "x", acceptedTerm: true, project: {}, products: [{ amount: 1, price: 1 }, { amount: $amount, price: $price }] }) { message } }',
        { amount: 'abc', price: 'x' },
      );

    expect(reply.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0].extensions?.fields).toEqual({
      'products.1.amount': 'Informe um número inteiro',
      'products.1.price': 'Informe um número',
    });
  });
});

describe('production mode', () => {
  test('no introspection, no field suggestions, no stack traces', async () => {
    const prod = await another({ production: true });
    const dev = g.browser();

    const introspection = await prod.browser().gql('{ __schema { types { name } } }');
    const typo = await prod.browser().gql('{ brnd { slug } }');
    const devTypo = await dev.gql('{ brnd { slug } }');
    const devIntrospection = await dev.gql('{ __schema { queryType { name } } }');

    expect(introspection.data).toBeUndefined();
    expect(introspection.errors?.[0].message).toMatch(/introspection/i);
    expect(typo.errors?.[0].message).toBe('Cannot query field "brnd" on type "Query".');
    expect(devTypo.errors?.[0].message).toContain('Did you mean "brand"?');
    expect(devIntrospection.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect(JSON.stringify([introspection, typo].map((r) => r.errors))).not.toContain('stacktrace');
  });

  test('no suggestions in any message, variables included', async () => {
    const prod = await another({ production: true });
    const list = 'query($f: OpportunityFilter) { opportunities(filter: $f) { items { id } } }';

    const typos = await prod.browser().gql(list, { f: { statuses: ['ANALYSI'], nme: 'x' } });
    const literal = await prod.browser().gql('{ opportunities(filter: { statuses: [ANALYSI] }) { items { id } } }');

    expect(typos.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'filter.statuses.0': 'Opção inválida', 'filter.nme': 'Campo desconhecido' },
    });
    expect(literal.errors?.length).toBeGreaterThan(0);
    for (const reply of [typos, literal]) {
      expect(reply.text).not.toMatch(/Did you mean|ANALYSIS|"name"/);
    }
  });

  test('a service that does not answer gives a retryable error, without its address', async () => {
    const prod = await another({ production: true, apiUrl: 'http://127.0.0.1:9' });

    const reply = await prod.browser().gql('{ carouselImages { src } }');

    expect(reply.errors?.[0]).toEqual({
      message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      locations: expect.any(Array),
      path: ['carouselImages'],
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: expect.any(Number) },
    });
    expect(reply.text).not.toContain('127.0.0.1');
  });
});

describe('what the gateway serves besides /graphql', () => {
  test('security headers: a Content-Security-Policy of this origin only', async () => {
    const reply = await g.browser().request('GET', '/version.txt');

    expect(reply.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;" +
        "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-powered-by']).toBeUndefined();
  });

  test('/version.txt and /healthz with each service', async () => {
    const version = await g.browser().request('GET', '/version.txt');
    const health = await g.browser().request('GET', '/healthz');
    const degraded = await (await another({ mailerUrl: 'http://127.0.0.1:9' })).browser().request('GET', '/healthz');

    expect(version.text).toBe('0.0.0+test');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({
      status: 'ok',
      service: 'gateway',
      upstreams: { api: { status: 'ok' }, auth: { status: 'ok' }, mailer: { status: 'ok' } },
    });
    expect(degraded.status).toBe(503);
    expect(JSON.parse(degraded.text)).toMatchObject({
      status: 'degraded',
      upstreams: { api: { status: 'ok' }, mailer: { status: 'down' } },
    });
  });

  test('brand assets at /brands/<slug>/', async () => {
    const logo = await g.browser().request('GET', '/brands/yep/logo.svg');
    const missing = await g.browser().request('GET', '/brands/yep/nada.svg');

    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    // Not revalidated on every page: fresh for an hour, then revalidated in the background.
    expect(logo.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(logo.headers.etag).toBeTruthy();
    expect(missing.status).toBe(404);
  });

  test('the built client: files as they are, index.html with the host’s brand for every other path', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    const withClient = await another({ clientDist: dist });

    const deepLink = await withClient.browser('yep.localhost:4000').request('GET', '/Painel/Opportunities/123');
    const script = await withClient.browser().request('GET', '/assets/app.js');
    const missingScript = await withClient.browser().request('GET', '/assets/nada.js');
    const unhashed = await withClient.browser().request('GET', '/robots.txt');
    const indexFile = await withClient.browser().request('GET', '/index.html');
    fs.rmSync(dist, { recursive: true, force: true });

    // Hashed assets are immutable for a year; the page is revalidated on every use, never served stale; other
    // unhashed files (the PDFs) are fresh for an hour.
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(indexFile.headers['cache-control']).toBe('no-cache');
    expect(unhashed.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');

    expect(deepLink.status).toBe(200);
    expect(deepLink.text).toContain('<title>Yep Mobilidade · Registro de Oportunidades</title>');
    expect(deepLink.text).toContain('<link rel="icon" type="image/svg+xml" href="/brands/yep/favicon.svg">');
    expect(deepLink.text).toContain('<meta name="theme-color" content="#e4572e">');
    expect(script.text).toBe('console.log(1)');
    expect(missingScript.status).toBe(404);
  });

  test('text replies are compressed as the browser accepts (brotli, gzip), and plain for a client that asks none', async () => {
    const big = '{ __schema { types { name description } } }';
    const post = (encoding?: string) =>
      g.browser().request('POST', '/graphql', {
        body: JSON.stringify({ query: big }),
        headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });

    const [br, gzip, plain] = [await post('br, gzip'), await post('gzip'), await post()];

    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.text).data.__schema.types.length).toBeGreaterThan(50);
    for (const reply of [br, gzip, plain]) expect(reply.headers.vary).toContain('Accept-Encoding');
  });

  test('without a built client: a page that says so, in Portuguese', async () => {
    const noClient = await another({ clientDist: path.join(os.tmpdir(), 'nao-existe') });

    const page = await noClient.browser().request('GET', '/Painel');

    expect(page.status).toBe(503);
    expect(page.text).toContain('ainda não foi construído');
    expect(page.text).toContain('npm run build');
  });
});
