import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { privacyErrorMessage } from './errors.js';

const failure = (code: string, message = 'recusado') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('privacyErrorMessage', () => {
  it('gives the service’s words for an invalid address, and says when the role may not act', () => {
    expect(privacyErrorMessage('erasePersonalData', failure('BAD_USER_INPUT', 'Informe um e-mail válido'))).toBe(
      'Informe um e-mail válido',
    );
    expect(privacyErrorMessage('erasePersonalData', failure('FORBIDDEN'))).toBe(
      'Você não tem permissão para esta ação.',
    );
  });

  it('falls back to the operation’s text', () => {
    expect(privacyErrorMessage('exportPersonalData', failure('INTERNAL_SERVER_ERROR', 'boom'))).toBe(
      'Não foi possível exportar os dados. Tente novamente.',
    );
    expect(privacyErrorMessage('erasePersonalData', failure('INTERNAL_SERVER_ERROR', 'boom'))).toBe(
      'Não foi possível anonimizar os dados. Tente novamente.',
    );
  });
});
