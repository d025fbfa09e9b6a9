import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { registrationFailure, resaleErrorMessage } from './errors.js';

const failure = (code: string, fields?: Record<string, string>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'recusado', extensions: { code, ...(fields && { fields }) } }] });

describe('resale errors (spec section 8)', () => {
  it('decisions: the generic text, a service down for a moment says to try again shortly', () => {
    expect(resaleErrorMessage('approveResale', failure('FORBIDDEN'))).toBe(
      resaleErrorMessage('rejectResale', failure('NOT_FOUND')),
    );
    expect(resaleErrorMessage('load', failure('SERVICE_UNAVAILABLE'))).toBe(
      'Serviço temporariamente indisponível. Tente novamente em instantes.',
    );
  });

  it('registration: a refused e-mail (400 or 409) is "Já existe uma revenda registrada nesse email"', () => {
    const taken = { kind: 'emailTaken', message: 'Já existe uma revenda registrada nesse email' };
    expect(registrationFailure(failure('BAD_USER_INPUT', { email: 'em uso' }))).toEqual(taken);
    expect(registrationFailure(failure('CONFLICT'))).toEqual(taken);
  });

  it('registration: the CNPJ alone, or another field, in the server words', () => {
    expect(registrationFailure(failure('CONFLICT', { cnpj: 'CNPJ já cadastrado' }))).toEqual({
      kind: 'cnpjTaken',
      message: 'CNPJ já cadastrado',
    });
    // Both named: the CNPJ's reason shows, and the form stays where it is.
    expect(registrationFailure(failure('CONFLICT', { email: 'em uso', cnpj: 'CNPJ já cadastrado' }))).toEqual({
      kind: 'other',
      message: 'CNPJ já cadastrado',
    });
    expect(registrationFailure(failure('BAD_USER_INPUT', { phone: 'Telefone inválido' }))).toEqual({
      kind: 'other',
      message: 'Telefone inválido',
    });
  });

  it('registration: anything else is the generic text', () => {
    const generic = { kind: 'other', message: 'Houve um erro. Tente mais tarde!' };
    expect(registrationFailure(failure('RATE_LIMITED'))).toEqual(generic);
    expect(registrationFailure(failure('INTERNAL_SERVER_ERROR', { email: 'x' }))).toEqual(generic);
    expect(registrationFailure(new Error('Failed to fetch'))).toEqual(generic);
  });
});
