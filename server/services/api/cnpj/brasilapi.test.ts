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
        situacao_cadastral: 2,
        descricao_situacao_cadastral: 'ATIVA',
      }),
    ).toEqual({
      cnpj: '11222333000181',
      razao_social: 'ACME LTDA',
      nome_fantasia: null,
      cep: '01310100',
      rua: 'AV PAULISTA, 1000 - BELA VISTA',
      cidade: 'SAO PAULO',
      estado: 'SP',
      situacao_cadastral: 'ATIVA',
    });
  });

  it('reads the registration status, null when the reply has none the portal knows', () => {
    expect(
      fromBrasilApi('11222333000181', { razao_social: 'X', descricao_situacao_cadastral: 'BAIXADA' }),
    ).toMatchObject({ situacao_cadastral: 'BAIXADA' });
    expect(fromBrasilApi('11222333000181', { razao_social: 'X', situacao_cadastral: 4 })).toMatchObject({
      situacao_cadastral: 'INAPTA',
    });
    expect(fromBrasilApi('11222333000181', { razao_social: 'X' })).toMatchObject({ situacao_cadastral: null });
  });

  it('leaves absent address parts out', () => {
    const c = fromBrasilApi('11222333000181', { razao_social: 'X', cep: null, logradouro: null, bairro: 'CENTRO' });
    expect(c).toMatchObject({ cep: null, rua: 'CENTRO', cidade: null, estado: null, situacao_cadastral: null });
  });
});
