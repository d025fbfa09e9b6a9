import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { watchErrorMessage } from './errors.js';

const failure = (code: string, message = 'recusado') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('watchErrorMessage', () => {
  it('gives the service’s own words for a refusal it explains', () => {
    const reason = 'Este cliente não está protegido por outro registro: a oportunidade já pode ser registrada.';
    expect(watchErrorMessage('watchCustomer', failure('CONFLICT', reason))).toBe(reason);
    expect(watchErrorMessage('watchCustomer', failure('BAD_USER_INPUT', 'Verifique o cnpj digitado'))).toBe(
      'Verifique o cnpj digitado',
    );
  });

  it('says a cancelled request had already ended, and falls back to the operation’s text', () => {
    expect(watchErrorMessage('unwatchCustomer', failure('NOT_FOUND'))).toBe('Este aviso já tinha terminado.');
    expect(watchErrorMessage('customerWatches', failure('INTERNAL_SERVER_ERROR', 'boom'))).toBe(
      'Não foi possível carregar seus avisos. Tente novamente.',
    );
  });
});
