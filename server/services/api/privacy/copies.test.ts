import { describe, expect, it } from 'vitest';
import { ANONYMISED } from './anonymise.js';
import { anonymiseText } from './copies.js';

const subject = { names: ['clara contato'], emails: ['clara@cliente.com.br'], phones: ['31912345678'] };

describe('anonymiseText', () => {
  it('anonymises a kept reply as the columns are, and leaves the rest', () => {
    const reply = JSON.stringify({
      data: {
        id: 'o-1',
        contact: 'Clara Contato',
        email: 'Clara@Cliente.com.br',
        phone: '31912345678',
        note: 'escrever para clara@cliente.com.br',
        history: [{ newValue: 'Clara Contato' }],
        corporateName: 'Mercado Teste Ltda',
        estimated: 3000,
      },
    });

    expect(JSON.parse(anonymiseText(subject, reply))).toEqual({
      data: {
        id: 'o-1',
        contact: ANONYMISED,
        email: null,
        phone: null,
        note: `escrever para ${ANONYMISED}`,
        history: [{ newValue: ANONYMISED }],
        corporateName: 'Mercado Teste Ltda',
        estimated: 3000,
      },
    });
  });

  it('replaces the e-mail and phone inside a text that is not JSON', () => {
    expect(anonymiseText(subject, 'ligar 31912345678 ou CLARA@cliente.com.br')).toBe(
      `ligar ${ANONYMISED} ou ${ANONYMISED}`,
    );
  });
});
