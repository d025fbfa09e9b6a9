import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './fieldErrors.js';

const failure = (code: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'recusado', extensions: { code, ...extensions } }] });

describe('fieldErrorsOf', () => {
  it('field errors come only from BAD_USER_INPUT', () => {
    const fields = { 'project.application': '*Campo Obrigatório' };
    expect(fieldErrorsOf(failure('BAD_USER_INPUT', { fields }))).toEqual(fields);
    expect(fieldErrorsOf(failure('BAD_USER_INPUT'))).toEqual({});
    expect(fieldErrorsOf(failure('LOCKED', { fields }))).toEqual({});
    expect(fieldErrorsOf(new Error('Failed to fetch'))).toEqual({});
  });
});
