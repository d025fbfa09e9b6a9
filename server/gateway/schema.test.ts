import { type GraphQLScalarType, graphql } from 'graphql';
import { describe, expect, test } from 'vitest';
import { buildSchema } from './schema.js';

describe('the served schema', () => {
  test('describes the scalars with the schema files’ texts, not graphql-scalars’ ones', async () => {
    const { data, errors } = await graphql({
      schema: buildSchema(),
      source: '{ types: __schema { types { name kind description } } }',
    });

    expect(errors).toBeUndefined();
    type Described = { name: string; kind: string; description: string | null };
    const { types } = (data as { types: { types: Described[] } }).types;
    const scalars = Object.fromEntries(types.filter((t) => t.kind === 'SCALAR').map((t) => [t.name, t.description]));
    expect(scalars).toMatchObject({
      DateTime: 'An instant, ISO 8601 with time zone (e.g. `2026-03-01T14:30:00.000Z`).',
      Date: 'A calendar day, `yyyy-mm-dd` (e.g. the conclusion date of a project).',
      EmailAddress: 'An e-mail address (RFC 5322).',
    });
  });

  test('the scalars still parse and write as graphql-scalars does', async () => {
    const schema = buildSchema();

    const email = schema.getType('EmailAddress') as GraphQLScalarType;
    const day = schema.getType('Date') as GraphQLScalarType;
    expect(() => email.parseValue('não é e-mail')).toThrow();
    expect(email.parseValue('ana@demo.com.br')).toBe('ana@demo.com.br');
    expect(() => day.parseValue('2027-02-30')).toThrow();
    expect(day.serialize('2027-02-28')).toBe('2027-02-28');
  });
});
