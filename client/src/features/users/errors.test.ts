import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { userErrorMessage } from './errors.js';

const failure = (code: string, extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'texto do servidor', extensions: { code, ...extra } }] });

describe('seller registration errors (spec section 8)', () => {
  it('409 is the e-mail-in-use text; 423 says an earlier attempt is still under way', () => {
    expect(userErrorMessage('createSeller', failure('CONFLICT'))).toBe(
      'O email fornecido já foi utilizado por outro usuário! Por favor, digite outro email!',
    );
    expect(userErrorMessage('createSeller', failure('LOCKED'))).toBe(
      'Este cadastro já está em andamento. Aguarde alguns instantes e tente novamente.',
    );
  });

  it('a refused input names its field; anything else is the registration failure', () => {
    expect(
      userErrorMessage('createSeller', failure('BAD_USER_INPUT', { fields: { email: 'Verifique o email digitado' } })),
    ).toBe('Verifique o email digitado');
    expect(userErrorMessage('createSeller', failure('INTERNAL_SERVER_ERROR'))).toBe('Erro ao cadastrar o vendedor');
    expect(userErrorMessage('deactivateSeller', failure('LOCKED'))).toBe('Houve um erro. Tente novamente mais tarde!');
  });
});
