import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CLIENT_OPERATIONS } from '../../server/gateway/__generated__/client-operations.js';
import { clientOperationsPlugin } from './client-operations.js';

const run = (...sources: string[]) =>
  clientOperationsPlugin(
    buildSchema('type Query { a: Int }'),
    sources.map((s) => ({ document: parse(s) })),
  );

describe('the client operations plugin', () => {
  it('writes each named operation once with its type, sorted, and leaves fragments and unnamed ones out', () => {
    const out = run('query Zeta { a } fragment F on Query { a }', 'mutation Alpha { a } { a }', 'query Zeta { a }');

    expect(out).toContain("new Map([\n  ['Alpha', 'mutation'],\n  ['Zeta', 'query'],\n]);");
    expect(out).not.toContain("'F'");
  });

  it('refuses one name for two types: the gateway could not tell which one it labels', () => {
    expect(() => run('query Same { a }', 'mutation Same { a }')).toThrow('operation Same is both query and mutation');
  });

  it('has listed the client’s documents (the committed output of `npm run codegen`)', () => {
    expect(CLIENT_OPERATIONS.get('OpportunityList')).toBe('query');
    expect(CLIENT_OPERATIONS.get('Login')).toBe('mutation');
  });
});
