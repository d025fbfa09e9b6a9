import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { cnpjLookupErrorMessage, isLookupUnavailable } from './errors.js';

const failure = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'texto do servidor', extensions: { code } }] });

describe('CNPJ lookup errors (spec sections 5 and 8)', () => {
  it('429 is the limit text', () => {
    expect(cnpjLookupErrorMessage(failure('RATE_LIMITED'))).toBe('É permitido somente 3 consultas por minuto');
  });

  it('404 and 400 are "CNPJ inválido! …", anything else "CNPJ inválido"', () => {
    expect(cnpjLookupErrorMessage(failure('NOT_FOUND'))).toBe('CNPJ inválido! Por favor digite um CNPJ válido!');
    expect(cnpjLookupErrorMessage(failure('BAD_USER_INPUT'))).toBe('CNPJ inválido! Por favor digite um CNPJ válido!');
    expect(cnpjLookupErrorMessage(failure('INTERNAL_SERVER_ERROR'))).toBe('CNPJ inválido');
    expect(cnpjLookupErrorMessage(new Error('Failed to fetch'))).toBe('CNPJ inválido');
  });

  it('a failing lookup service says so, and only it counts as unavailable', () => {
    expect(cnpjLookupErrorMessage(failure('CNPJ_LOOKUP_UNAVAILABLE'))).toBe(
      'A consulta de CNPJ está indisponível no momento. Tente novamente mais tarde.',
    );
    expect(isLookupUnavailable(failure('CNPJ_LOOKUP_UNAVAILABLE'))).toBe(true);
    expect(isLookupUnavailable(failure('NOT_FOUND'))).toBe(false);
    expect(isLookupUnavailable(new Error('Failed to fetch'))).toBe(false);
  });
});
