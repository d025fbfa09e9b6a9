import { describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../../lib/cnpj.js';
import { signupInput } from './signup-input.js';

const valid = {
  email: ' Ana@Loja.com.br ',
  phone: '(11) 98888-7777',
  contactName: ' Ana ',
  cnpj: '11.222.333/0001-81',
  corporateName: 'Loja Ltda',
  cep: 1310100,
};

describe('signupInput', () => {
  it('normalises e-mail, phone, CNPJ and a numeric CEP, and fills the defaults', () => {
    expect(signupInput.parse(valid)).toEqual({
      email: 'ana@loja.com.br',
      phone: '11988887777',
      contactName: 'Ana',
      cnpj: '11222333000181',
      corporateName: 'Loja Ltda',
      fantasyName: 'N/C',
      cep: '01310100',
      street: null,
      city: null,
      state: null,
      country: 'Brasil',
    });
  });

  it('pads a numeric CNPJ that lost its leading zero', () => {
    expect(signupInput.parse({ ...valid, cnpj: 191 }).cnpj).toBe('00000000000191');
  });

  it('accepts an alphanumeric CNPJ in lower case', () => {
    const cnpj = withCheckDigits('12ABC34501DE');
    expect(signupInput.parse({ ...valid, cnpj: cnpj.toLowerCase() }).cnpj).toBe(cnpj);
  });

  it('refuses a wrong check digit, a short phone and a 7-character CEP string', () => {
    const r = signupInput.safeParse({ ...valid, cnpj: '11.222.333/0001-82', phone: '119888', cep: '1310100' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['cep', 'cnpj', 'phone']);
  });
});
