import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getIntrospectionQuery,
  getOperationAST,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { brands } from '../../brands/brands.js';
import * as documents from '../../client/src/__generated__/graphql.js';
import type { GatewayContext } from './context.js';
import { jitExecutor, variablesWithDefaults } from './jit.js';
import { createMockSchema } from './mock/schema.js';
import { buildTypeSchema } from './schema.js';

const yep = brands.find((b) => b.slug === 'yep')!;
const context = () => ({ brand: yep, cookies: { setSession() {}, clearAll() {} } }) as unknown as GatewayContext;
const operationOf = (document: DocumentNode) => getOperationAST(document) as OperationDefinitionNode;

/**
 * The result of one operation through graphql-js and through the compiled executor, on one mock schema. The mock
 * store draws a value the first time a field is read and keeps it: a first run through graphql-js draws them all,
 * so that the order in which each way reads the fields does not change the values.
 */
async function bothWays(document: DocumentNode, variables: Record<string, unknown> = {}) {
  const schema: GraphQLSchema = createMockSchema({ seed: 7, roles: ['REPRESENTATIVE'] });
  const plainly = () => execute({ schema, document, contextValue: context(), variableValues: variables });
  await plainly();
  const plain = await plainly();
  const operation = operationOf(document);
  const compiled = await jitExecutor(schema)({
    document,
    operation,
    operationName: operation.name?.value ?? null,
    request: { variables },
    context: context(),
  } as unknown as GatewayGraphQLRequestContext);
  return { plain: JSON.parse(JSON.stringify(plain)), compiled: JSON.parse(JSON.stringify(compiled)), raw: compiled };
}

/** Variables for the client's queries that need some. */
const QUERY_VARIABLES: Record<string, Record<string, unknown>> = {
  CnpjLookupDocument: { cnpj: '11444777000161' },
  CustomerProtectionDocument: { cnpj: '11444777000161' },
  DashboardLatestApprovedDocument: { pageSize: 5 },
  HistoryDocument: { typeId: '1', page: 1, pageSize: 10 },
  MunicipalitiesDocument: { stateId: '31' },
  OpportunityDetailsDocument: { id: '00000000-0000-4000-8000-000000000001' },
  OpportunityListDocument: {
    filter: { statuses: ['APPROVED', 'AWAITING_RENOVATION'], city: 'Belo' },
    order: { field: 'CREATED_AT', direction: 'ASC' },
    page: 2,
    pageSize: 10,
  },
  ResaleDetailsDocument: { id: '00000000-0000-4000-8000-000000000002' },
  ResaleListDocument: { filter: { statuses: ['ANALYSIS'] }, page: 1, pageSize: 10 },
  UserDetailsDocument: { id: '00000000-0000-4000-8000-000000000003' },
  UserListDocument: { page: 1, pageSize: 10 },
};

/** The mock draws the brand's unset fields again on every read (the brand is not kept in its store). */
const UNSTABLE_IN_MOCK = new Set(['BrandDocument']);

const clientQueries = Object.entries(documents).filter(
  (entry): entry is [string, DocumentNode] =>
    entry[0].endsWith('Document') &&
    !UNSTABLE_IN_MOCK.has(entry[0]) &&
    operationOf(entry[1] as DocumentNode).operation === 'query',
);

describe('a compiled operation answers what graphql-js answers', () => {
  // Some mocked values are counted from now (a session's expiry): both ways run at the same instant.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  test.each(clientQueries)('%s', async (name, document) => {
    const { plain, compiled } = await bothWays(document, QUERY_VARIABLES[name] ?? {});

    expect(plain.errors).toBeUndefined();
    expect(compiled).toEqual(plain);
  });

  test('introspection, fragments, aliases, @skip and @include, __typename', async () => {
    const introspection = await bothWays(parse(getIntrospectionQuery()));
    const shaped = await bothWays(
      parse(`query($yes: Boolean!, $no: Boolean = false) {
        first: opportunities(pageSize: 3) { items { ...row __typename } }
        second: opportunities(page: 2, pageSize: 2) { items { id status @skip(if: $yes) city @include(if: $yes) } }
        brand { name @include(if: $no) slug }
      }
      fragment row on OpportunityRow { id cnpj estimated createdAt }`),
      { yes: true },
    );

    expect(introspection.compiled).toEqual(introspection.plain);
    expect(shaped.plain.errors).toBeUndefined();
    expect(shaped.compiled).toEqual(shaped.plain);
  });

  test('an error keeps its code, path and place in the query, as graphql-js gives them', async () => {
    const { plain, compiled, raw } = await bothWays(
      parse('{ brand { slug } customerProtection(cnpj: "123") { cnpj } }'),
    );

    expect(compiled).toEqual(plain);
    expect(raw.errors?.[0]).toBeInstanceOf(GraphQLError);
    expect(raw.errors?.[0]).toMatchObject({
      path: ['customerProtection'],
      locations: [{ line: 1, column: 18 }],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('variables get their defaults as graphql-js gives them', () => {
  const schema = buildTypeSchema();
  const definitions = (source: string) => operationOf(parse(source)).variableDefinitions;

  test("an input object's absent field takes the schema's default; a field sent keeps its value", () => {
    const defs = definitions('mutation($input: LoginInput!) { login(input: $input) { roles } }');

    expect(variablesWithDefaults(schema, defs, { input: { username: 'a', password: 'b' } })).toEqual({
      input: { username: 'a', password: 'b', keepConnected: true },
    });
    expect(
      variablesWithDefaults(schema, defs, { input: { username: 'a', password: 'b', keepConnected: false } }),
    ).toEqual({ input: { username: 'a', password: 'b', keepConnected: false } });
  });

  test('a variable not sent takes its declared default as the client would write it (an enum by its name), filled in', () => {
    const defs = definitions(
      'query($s: Int! = 5, $o: OpportunityOrder = { field: CREATED_AT }, $n: Int) { opportunities(pageSize: $s, order: $o, page: $n) { items { id } } }',
    );

    expect(variablesWithDefaults(schema, defs, {})).toEqual({ s: 5, o: { field: 'CREATED_AT', direction: 'DESC' } });
    expect(variablesWithDefaults(schema, defs, { s: 7, n: null })).toEqual({
      s: 7,
      n: null,
      o: { field: 'CREATED_AT', direction: 'DESC' },
    });
  });

  test('the variables sent are never changed, and come back as they are when nothing is missing', () => {
    const defs = definitions('mutation($input: LoginInput!) { login(input: $input) { roles } }');
    const sent = { input: { username: 'a', password: 'b' } };
    const complete = { input: { username: 'a', password: 'b', keepConnected: true } };

    variablesWithDefaults(schema, defs, sent);

    expect(sent).toEqual({ input: { username: 'a', password: 'b' } });
    expect(variablesWithDefaults(schema, defs, complete)).toBe(complete);
  });
});
