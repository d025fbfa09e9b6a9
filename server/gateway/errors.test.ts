import { describe, expect, test } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE as UNAVAILABLE_MESSAGE } from '../lib/errors.js';
import {
  formatError,
  GENERIC_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  upstreamError,
  withInputPaths,
} from './errors.js';

describe('upstreamError', () => {
  test.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [423, 'LOCKED'],
    [424, 'CRM_UNAVAILABLE'],
    [429, 'RATE_LIMITED'],
  ])('status %i gives %s and keeps the service message', (status, code) => {
    const err = upstreamError(status, { statusCode: status, message: 'Mensagem do serviço' });

    expect(err.extensions.code).toBe(code);
    expect(err.message).toBe('Mensagem do serviço');
  });

  test.each([413, 414, 431])(
    'a %i (a body, URL or header above the limits, maybe without a body) is the client’s',
    (status) => {
      const err = upstreamError(status, '');

      expect(err.extensions.code).toBe('BAD_USER_INPUT');
      expect(err.message).toBe(TOO_LARGE_MESSAGE);
    },
  );

  test('a 400 carries the per-field messages', () => {
    const err = upstreamError(400, {
      message: 'Campos obrigatórios ausentes!',
      fields: { email: 'Verifique o email digitado' },
    });

    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: 'Verifique o email digitado' } });
  });

  test('withInputPaths renames the fields of a 400 to the input’s paths and keeps the rest of the error', async () => {
    const refused = upstreamError(400, {
      message: 'Campos obrigatórios ausentes!',
      fields: { 'projects.0.aplication': 'x' },
    });
    const locked = upstreamError(423, { message: 'Protegida', protectedUntil: '2027-01-01T00:00:00.000Z' });
    const rename = (key: string) => key.replace('projects.0.aplication', 'project.application');

    const err = await withInputPaths(Promise.reject(refused), rename).catch((e) => e);
    const other = await withInputPaths(Promise.reject(locked), rename).catch((e) => e);

    expect(err.message).toBe('Campos obrigatórios ausentes!');
    expect(err.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { 'project.application': 'x' } });
    expect(err.status).toBe(400);
    expect(other).toBe(locked);
    expect(await withInputPaths(Promise.resolve(7), rename)).toBe(7);
  });

  test('a 423 keeps protectedUntil, a 429 its retryAfter (body or header)', () => {
    expect(
      upstreamError(423, { message: 'Protegida', protectedUntil: '2027-01-01T00:00:00.000Z' }).extensions,
    ).toMatchObject({ code: 'LOCKED', protectedUntil: '2027-01-01T00:00:00.000Z' });
    expect(upstreamError(429, { message: 'Calma' }, '42').extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfter: 42,
    });
  });

  test('a 503 of the CNPJ lookup service is CNPJ_LOOKUP_UNAVAILABLE, not the API being down', () => {
    const lookup = upstreamError(503, { code: 'CNPJ_LOOKUP_UNAVAILABLE', message: 'Consulta indisponível' });
    expect(lookup.extensions).toEqual({ code: 'CNPJ_LOOKUP_UNAVAILABLE' });
    expect(lookup.message).toBe('Consulta indisponível');
    expect(upstreamError(503, { code: 'SERVICE_UNAVAILABLE' }).extensions.code).toBe('SERVICE_UNAVAILABLE');
  });

  test('the CRM markers win over the status', () => {
    expect(upstreamError(404, { message: 'SF404: conta não encontrada' }).extensions.code).toBe('CRM_NOT_FOUND');
    expect(upstreamError(400, { message: '[SFERROR] tempo esgotado' }).extensions.code).toBe('CRM_UNAVAILABLE');
    expect(upstreamError(502, { message: '[SFERROR] tempo esgotado' }).extensions.code).toBe('CRM_UNAVAILABLE');
  });

  test('a server error hides its text', () => {
    const crashed = upstreamError(500, { message: 'relation "api.x" does not exist at http://10.0.0.5:4001' });

    expect(crashed.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(crashed.message).toBe(GENERIC_MESSAGE);
  });

  test('a 503 is SERVICE_UNAVAILABLE with the Retry-After of the service, in Portuguese', () => {
    const err = upstreamError(
      503,
      { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Serviço temporariamente indisponível.' },
      '1',
    );

    expect(err.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 1 });
    expect(err.message).toBe(UNAVAILABLE_MESSAGE);
    expect(err.status).toBe(503);
  });

  test.each([
    ['no reply (refused, reset, timed out)', undefined],
    ['a proxy’s 502', 502],
    ['a proxy’s 504', 504],
  ])('%s is SERVICE_UNAVAILABLE too, with a default wait and no internal text', (_what, status) => {
    const err = upstreamError(status, '<html>upstream 10.0.0.5:4001 timed out</html>');

    expect(err.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS });
    expect(err.message).toBe(UNAVAILABLE_MESSAGE);
  });
});

describe('formatError', () => {
  const logged: unknown[] = [];
  const format = formatError(true, (e) => logged.push(e));

  test('in production an unexpected error becomes the generic message, without details', () => {
    const out = format(
      {
        message: 'Cannot read properties of undefined (reading "x")',
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] },
      },
      new Error('boom'),
    );

    expect(out).toEqual({ message: GENERIC_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(logged).toHaveLength(1);
  });

  test('known codes pass unchanged, SERVICE_UNAVAILABLE among them', () => {
    const error = { message: 'Permission denied', extensions: { code: 'FORBIDDEN' } };
    const unavailable = { message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 1 } };

    expect(format(error, error)).toBe(error);
    expect(format(unavailable, unavailable)).toBe(unavailable);
  });
});

describe('formatError in production strips schema suggestions', () => {
  const format = formatError(true, () => {});

  test('from every message, known codes included; outside production they stay', () => {
    const coercion = {
      message:
        'Variable "$f" got invalid value "ANALYSI" at "f.statuses[0]"; Value "ANALYSI" does not exist in "OpportunityStatus" enum. Did you mean the enum value "ANALYSIS"?',
      extensions: { code: 'BAD_USER_INPUT' },
    };
    const field = {
      message: 'Field "nme" is not defined by type "OpportunityFilter". Did you mean "name"? Other text.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    };

    expect(format(coercion, coercion).message).toBe(
      'Variable "$f" got invalid value "ANALYSI" at "f.statuses[0]"; Value "ANALYSI" does not exist in "OpportunityStatus" enum.',
    );
    expect(format(field, field).message).toBe('Field "nme" is not defined by type "OpportunityFilter". Other text.');
    expect(formatError(false, () => {})(field, field).message).toContain('Did you mean "name"?');
  });
});
