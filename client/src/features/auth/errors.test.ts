import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, loginErrorMessage } from './errors.js';

const failure = (code: string, message = 'Link inválido ou expirado. Solicite um novo link.') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('auth errors (spec section 8)', () => {
  it('login: a 401 is a wrong user or password, anything else the generic text', () => {
    expect(loginErrorMessage(failure('UNAUTHENTICATED'))).toBe('Usuário ou senha inválidos');
    expect(loginErrorMessage(failure('INTERNAL_SERVER_ERROR'))).toBe('Houve um erro. Tente mais tarde!');
    expect(loginErrorMessage(new Error('Failed to fetch'))).toBe('Houve um erro. Tente mais tarde!');
  });

  it('recovery: an unknown e-mail has its own text, anything else the generic one', () => {
    expect(authErrorMessage('requestPasswordReset', failure('NOT_FOUND'))).toBe(
      'Não foi encontrado um usuário com o email solicitado!',
    );
    expect(authErrorMessage('requestPasswordReset', failure('BAD_USER_INPUT'))).toBe(
      'Houve um erro. Tente mais tarde!',
    );
    expect(authErrorMessage('requestPasswordReset', new Error('Failed to fetch'))).toBe(
      'Houve um erro. Tente mais tarde!',
    );
  });

  it('setting a password from a link: a refused token or password says why, anything else the generic text', () => {
    expect(authErrorMessage('setPasswordWithToken', failure('BAD_USER_INPUT'))).toBe(
      'Link inválido ou expirado. Solicite um novo link.',
    );
    expect(authErrorMessage('setPasswordWithToken', failure('BAD_USER_INPUT', ''))).toBe(
      'Houve um erro. Tente mais tarde!',
    );
    expect(authErrorMessage('setPasswordWithToken', failure('NOT_FOUND'))).toBe('Houve um erro. Tente mais tarde!');
  });

  it('settings: a refused password says why, anything else "Erro ao atualizar a senha"', () => {
    expect(authErrorMessage('updatePassword', failure('BAD_USER_INPUT', 'A senha não atende à política'))).toBe(
      'A senha não atende à política',
    );
    expect(authErrorMessage('updatePassword', failure('FORBIDDEN'))).toBe('Erro ao atualizar a senha');
    expect(authErrorMessage('updatePassword', new Error('Failed to fetch'))).toBe('Erro ao atualizar a senha');
  });
});
