import { describe, expect, it } from 'vitest';
import { fromBrasilApi } from './brasilapi.js';

describe('fromBrasilApi', () => {
  it('maps BrasilAPI fields to the spec reply, restoring the CEP leading zero', () => {
    expect(
      fromBrasilApi('11222333000181', {
        razao_social: ' ACME LTDA ',
        nome_fantasia: '',
        cep: 1310100,
        logradouro: 'AV PAULISTA',
        numero: '1000',
        complemento: null,
        bairro: 'BELA VISTA',
        municipio: 'SAO PAULO',
        uf: 'SP',
      }),
    ).toEqual({
      cnpj: '11222333000181',
      razao_social: 'ACME LTDA',
      nome_fantasia: null,
      cep: '01310100',
      rua: 'AV PAULISTA, 1000 - BELA VISTA',
      cidade: 'SAO PAULO',
      estado: 'SP',
    });
  });

  it('leaves absent address parts out', () => {
    const c = fromBrasilApi('11222333000181', { razao_social: 'X', cep: null, logradouro: null, bairro: 'CENTRO' });
    expect(c).toMatchObject({ cep: null, rua: 'CENTRO', cidade: null, estado: null });
  });
});
