/**
 * What graphql-js decides before any resolver runs, as the gateway answers it: which operation of the document is
 * run, and how variables are coerced. A second executor (graphql-jit) once answered these differently: a 500 for an
 * unknown operationName, and an English INTERNAL_SERVER_ERROR for a single product line sent where the list of lines
 * is expected, which graphql-js reads as a list of one.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { demoAccounts } from '../fixtures/stack.js';

const CREATE = `mutation($i: CreateOpportunityInput!) {
  createOpportunity(input: $i) { opportunity { id products { partNumber amount accessory competition } } }
}`;

let g: TestGateway;
let production: TestGateway;

beforeAll(async () => {
  g = await startGateway();
  production = await startGateway({ stack: g.stack, gateway: { production: true } });
});
afterAll(async () => {
  await production?.stop();
  await g?.stop();
});

/** POST /graphql with a body of the caller's choosing (the Browser's gql() sends no operationName). */
async function post(gateway: TestGateway, body: Record<string, unknown>) {
  const reply = await gateway.browser().request('POST', '/graphql', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { status: reply.status, body: JSON.parse(reply.text) };
}

describe('the operation run', () => {
  test.each([
    ['development', () => g],
    ['production', () => production],
  ])("an unknown operationName is 400 with graphql-js's text (%s)", async (_mode, gateway) => {
    const reply = await post(gateway(), { query: '{ version }', operationName: 'x' });

    expect(reply.status).toBe(400);
    expect(reply.body.errors).toMatchObject([
      { message: 'Unknown operation named "x".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } },
    ]);
    expect(reply.body.data).toBeUndefined();
  });

  test('several operations and no operationName is 400, naming what is missing', async () => {
    const reply = await post(production, { query: 'query A { version } query B { version }' });

    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      {
        message: 'Must provide operation name if query contains multiple operations.',
        extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
      },
    ]);
  });
});

describe('a single value where a list is expected', () => {
  test('a product line sent alone is a list of one, its defaults filled in', async () => {
    const resale = await g.signIn(demoAccounts.resale.email);
    const { products, ...input } = createOpportunityInput();
    const [line] = products;

    const reply = await resale.gql(CREATE, { i: { ...input, products: line } });

    expect(reply.status).toBe(200);
    expect(reply.errors).toBeUndefined();
    expect(reply.data.createOpportunity.opportunity.products).toEqual([
      { partNumber: line.partNumber, amount: line.amount, accessory: false, competition: false },
    ]);
  });

  test('a product line sent alone with a wrong value is refused in Portuguese, field by field', async () => {
    const resale = await g.signIn(demoAccounts.resale.email);
    const { products, ...input } = createOpportunityInput();

    const reply = await resale.gql(CREATE, { i: { ...input, products: { ...products[0], amount: 'dois' } } });

    expect(reply.status).toBe(400);
    expect(reply.errors).toMatchObject([
      {
        message: 'Dados inválidos! Verifique os campos informados.',
        extensions: { code: 'BAD_USER_INPUT', fields: { 'products.amount': 'Informe um número inteiro' } },
      },
    ]);
  });
});

describe('what the list asks the service for', () => {
  // Newest first: the opportunity just created heads the reseller's list.
  const listQuery = (rowFields: string) => `query {
    opportunities(page: 1, pageSize: 5) { items { ...Row } }
  }
  fragment Row on OpportunityRow { ${rowFields} }`;

  test('product lines come when the query asks for them (through a fragment too), and only then', async () => {
    const resale = await g.signIn(demoAccounts.resale.email);
    const input = createOpportunityInput();
    const created = await resale.gql(CREATE, { i: input });
    const { id } = created.data.createOpportunity.opportunity;
    const find = async (fields: string) => {
      const reply = await resale.gql(listQuery(fields), {});
      expect(reply.errors).toBeUndefined();
      return reply.data.opportunities.items.find((row: { id: string }) => row.id === id);
    };

    expect(await find('id estimated ... on OpportunityRow { products { partNumber } }')).toEqual({
      id,
      estimated: expect.any(Number),
      products: input.products.map((p) => ({ partNumber: p.partNumber })),
    });
    expect(await find('id estimated')).toEqual({ id, estimated: expect.any(Number) });
  });
});
