import fc from 'fast-check';
import { DateTimeResolver } from 'graphql-scalars';
import { describe, expect, test } from 'vitest';
import { scalarResolvers } from './scalars.js';

const { DateTime } = scalarResolvers;
/** What a reply carries for a value: the JSON text of what the scalar serialized it to. */
const written = (serialize: (v: unknown) => unknown, value: unknown) => {
  try {
    return JSON.stringify(serialize(value));
  } catch (err) {
    return `error: ${(err as Error).message}`;
  }
};

describe('DateTime writes what graphql-scalars writes', () => {
  test('any instant the services send, and the same instant written in other ways', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString();
        const others = [iso, iso.replace('Z', '+00:00'), iso.replace(/\.\d{3}Z$/, 'Z'), d, d.getTime()];
        for (const v of others) expect(written(DateTime.serialize, v)).toBe(written(DateTimeResolver.serialize, v));
      }),
    );
  });

  test('text that only looks like an instant is refused as graphql-scalars refuses it', () => {
    for (const v of [
      '2026-02-30T00:00:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '2026-01-01T23:60:00.000Z',
      'amanhã',
      '',
    ]) {
      expect(written(DateTime.serialize, v)).toMatch(/^error: /);
      expect(written(DateTime.serialize, v)).toBe(written(DateTimeResolver.serialize, v));
    }
  });
});
