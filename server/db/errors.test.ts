import { describe, expect, it } from 'vitest';
import { databaseUnavailable, isConnectionError, isReadOnlyStatement } from './errors.js';

describe('isConnectionError', () => {
  it('knows a dropped, terminated or refused connection', () => {
    expect(isConnectionError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('connect EHOSTUNREACH'), { code: 'EHOSTUNREACH' }))).toBe(true);
  });
  it('counts a write refused by a server that is no longer the leader as a connection to drop', () => {
    const readOnly = Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' });
    expect(isConnectionError(readOnly)).toBe(true);
  });
  it('leaves statement errors alone', () => {
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('boom'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});

describe('isReadOnlyStatement', () => {
  it('retries plain reads only', () => {
    expect(isReadOnlyStatement('  SELECT * FROM api.opportunities WHERE id = $1')).toBe(true);
    expect(isReadOnlyStatement('select 1')).toBe(true);
    expect(isReadOnlyStatement('SELECT * FROM t FOR UPDATE')).toBe(false);
    expect(isReadOnlyStatement('SELECT pg_try_advisory_lock($1)')).toBe(false);
    expect(isReadOnlyStatement("SELECT nextval('s')")).toBe(false);
    expect(isReadOnlyStatement('UPDATE t SET a = 1')).toBe(false);
    expect(isReadOnlyStatement('WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x')).toBe(false);
  });
});

// finishApp (lib/http.ts, its test) answers a verdict with 503, Retry-After and the Portuguese message, never 500.
describe('databaseUnavailable', () => {
  it.each([
    ['dropped', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['ended', new Error('Connection terminated unexpectedly')],
  ])('makes a %s connection a 503, to be tried again in a second', (_, err) => {
    expect(databaseUnavailable(err)).toEqual({ reason: 'database unavailable', retryAfterSeconds: 1 });
  });

  it('leaves a statement error to the 500 of a defect', () => {
    expect(databaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
  });
});
