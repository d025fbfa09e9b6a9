/**
 * Property-based fuzzing of the GraphQL schema (hostile input): every mutation and every query argument,
 * with values generated from the schema's own input types (texts with NUL bytes, lone surrogates and 20,000
 * characters, numbers at the extremes, lists far above their caps, real and made-up ids), sent by a signed-in user of
 * a role the field allows (anonymous for @public fields) to the in-process stack. Whatever is sent, the answer is
 * never a server error: no INTERNAL_SERVER_ERROR and no 5xx. Bounded runs (FUZZ_RUNS per field) keep it to seconds.
 */
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTypeSchema } from '../../server/gateway/schema.js';
import type { Browser, GqlReply, TestGateway } from '../fixtures/gateway.js';
import { startGateway } from '../fixtures/gateway.js';
import { DEMO_PASSWORD, demoAccounts } from '../fixtures/stack.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
/** A failure reports its seed: FUZZ_SEED=<seed> replays it. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { id } } }';
const schema = buildTypeSchema();

type Role = 'REPRESENTATIVE' | 'SUPPORT' | 'RESALE' | 'SELLER';
const ACCOUNTS: Record<Role, string> = {
  REPRESENTATIVE: demoAccounts.representative.email,
  SUPPORT: demoAccounts.support.email,
  RESALE: demoAccounts.resale.email,
  SELLER: demoAccounts.seller.email,
};

let g: TestGateway;
const browsers = new Map<Role, Browser>();
/** Ids of real records, so that generated calls also reach the code behind the "not found" checks. */
let realIds: string[] = [];

beforeAll(async () => {
  g = await startGateway();
  for (const [role, email] of Object.entries(ACCOUNTS) as Array<[Role, string]>) {
    const browser = g.browser();
    const reply = await browser.gql(LOGIN, { input: { username: email, password: DEMO_PASSWORD } });
    if (reply.errors) throw new Error(`login ${role}: ${JSON.stringify(reply.errors)}`);
    browsers.set(role, browser);
  }
  const ids = async (sql: string) => (await g.stack.db.query<{ id: string }>(sql)).map((r) => r.id);
  realIds = [
    ...(await ids(`SELECT id FROM api.opportunities WHERE brand = 'scanora' ORDER BY status, id LIMIT 12`)),
    ...(await ids(`SELECT id FROM api.resales WHERE brand = 'scanora' ORDER BY status, id LIMIT 6`)),
  ];
}, 60_000);
afterAll(async () => {
  await g?.stop();
});

// ---- values --------------------------------------------------------------------------------------------------------

const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '😀',
  '\u202e\u0301',
  "'; DROP TABLE api.opportunities; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '-1',
  '1e309',
  'NaN',
  '00000000000000',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
];

const text: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXTS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'Aa1@', '\u0000', '\ud83d'), fc.integer({ min: 200, max: 20_000 }))
      .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length))),
    weight: 1,
  },
);

const int = fc.oneof(
  fc.constantFrom(0, 1, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, Number.MAX_SAFE_INTEGER, 1e21),
  fc.integer(),
);
const float = fc.oneof(fc.constantFrom(0, -0.01, 1e308, -1e308, 0.1 + 0.2, 99_999_999_999.99), fc.double());

const id = () => fc.oneof(fc.constantFrom(...realIds, crypto.randomUUID()), text);

const SCALARS: Record<string, () => fc.Arbitrary<unknown>> = {
  String: () => text,
  ID: id,
  Int: () => int,
  Float: () => float,
  Boolean: () => fc.oneof(fc.boolean(), fc.constantFrom('true', 0)),
  EmailAddress: () => fc.oneof(fc.constantFrom('a@b.com.br', 'A@B.CO', `${'a'.repeat(300)}@b.com`), text),
  Date: () => fc.oneof(fc.constantFrom('2026-01-01', '2099-12-31', '0000-00-00', '2026-02-30'), text),
  DateTime: () => fc.oneof(fc.constantFrom('2026-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'), text),
};

/** Lists: mostly short, sometimes far above any cap (the opportunity's 100 product lines). */
const listOf = (item: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: fc.array(item, { maxLength: 3 }), weight: 5 },
    {
      arbitrary: fc.tuple(item, fc.integer({ min: 101, max: 400 })).map(([v, n]) => Array.from({ length: n }, () => v)),
      weight: 1,
    },
  );

function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputValue(type.ofType, depth);
  const value = (): fc.Arbitrary<unknown> => {
    if (isListType(type)) return listOf(inputValue(type.ofType, depth + 1));
    if (isEnumType(type)) {
      return fc.oneof(
        { arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)), weight: 5 },
        { arbitrary: text, weight: 1 },
      );
    }
    if (isInputObjectType(type)) {
      if (depth > 4) return fc.constant({});
      const fields = Object.values(type.getFields());
      return fc
        .tuple(...fields.map((f) => inputValue(f.type, depth + 1)))
        .map((values) =>
          Object.fromEntries(fields.map((f, i) => [f.name, values[i]]).filter(([, v]) => v !== undefined)),
        );
    }
    return (SCALARS[type.name] ?? (() => text))();
  };
  // A nullable value may also be missing or null.
  return isNonNullType(type) ? value() : fc.oneof({ arbitrary: value(), weight: 4 }, fc.constantFrom(undefined, null));
}

// ---- operations ----------------------------------------------------------------------------------------------------

/** A selection that runs the field's resolver and its leaf fields: `__typename` and the scalars one level down. */
function selection(type: GraphQLOutputType): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return '';
  const leaves = Object.values((named as GraphQLObjectType).getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

function document(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const vars = field.args.map((a: GraphQLArgument, i) => `$a${i}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a, i) => `${a.name}: $a${i}`).join(', ');
  return `${kind}(${vars}) { ${field.name}(${args}) ${selection(field.type)} }`;
}

/** The first role that the field's @auth opens it to; undefined for @public fields (sent anonymously). */
function roleOf(field: GraphQLField<unknown, unknown>): Role | undefined {
  const auth = field.astNode?.directives?.find((d) => d.name.value === 'auth');
  const requires = auth?.arguments?.find((a) => a.name.value === 'requires')?.value;
  if (requires?.kind !== 'ListValue') return undefined;
  const [first] = requires.values;
  return first?.kind === 'EnumValue' ? (first.value as Role) : undefined;
}

const operations = [
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ['mutation', f] as const),
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => ['query', f] as const),
].filter(([, f]) => f.args.length > 0);

/** The server errors of a reply, if any: a 5xx status or INTERNAL_SERVER_ERROR errors (message, path, origin). */
function serverErrors(reply: GqlReply) {
  const internal = (reply.errors ?? [])
    .filter((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')
    .map((e) => ({ message: e.message, path: e.path, at: e.extensions?.stacktrace?.slice(0, 4) }));
  return reply.status >= 500 || internal.length
    ? { status: reply.status, internal, text: reply.text.slice(0, 300) }
    : null;
}

/** A value as JSON with long texts and lists cut, for the failure report. */
const brief = (value: unknown) =>
  JSON.stringify(value, (_key, v) => {
    if (typeof v === 'string' && v.length > 40)
      return `${JSON.stringify(v.slice(0, 12)).slice(1, -1)}…(${v.length} chars)`;
    if (Array.isArray(v) && v.length > 4) return [...v.slice(0, 2), `…(${v.length} items)`];
    return v;
  });

describe('every mutation and query argument, fuzzed from the schema', () => {
  it('covers the schema: every mutation with arguments is fuzzed', () => {
    expect(operations.filter(([kind]) => kind === 'mutation').length).toBeGreaterThanOrEqual(15);
  });

  it.each(operations.map(([kind, f]) => [`${kind} ${f.name}`, kind, f] as const))(
    '%s never answers a server error',
    async (_name, kind, field) => {
      const query = document(kind, field);
      const role = roleOf(field);
      const args = fc.tuple(...field.args.map((a) => inputValue(a.type)));
      const out = await fc.check(
        fc.asyncProperty(args, async (values) => {
          const variables = Object.fromEntries(values.map((v, i) => [`a${i}`, v]).filter(([, v]) => v !== undefined));
          const browser = role ? (browsers.get(role) as Browser) : g.browser();
          const failure = serverErrors(await browser.gql(query, variables));
          if (failure) throw new Error(JSON.stringify(failure));
        }),
        { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      // Reported short: a counterexample may hold texts of 20,000 characters and lists of hundreds of items.
      if (out.failed) {
        throw new Error(
          `${query}\nvariables: ${brief(out.counterexample)}\nseed: ${out.seed}, path: ${out.counterexamplePath}\n` +
            String((out.errorInstance as Error | undefined)?.message ?? out.errorInstance),
        );
      }
    },
    60_000,
  );
});
