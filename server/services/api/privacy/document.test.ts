import { describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '../../../lib/personal-data.js';
import { personalDataDocument } from './document.js';

const exported: PersonalDataExport = {
  email: 'clara@cliente.com.br',
  brand: 'scanora',
  // 02:30 UTC is still the evening before in São Paulo.
  exportedAt: '2026-11-28T02:30:00.000Z',
  contacts: [
    {
      opportunityId: 'o1',
      opportunityName: 'Oportunidade Mercado',
      status: 'approved',
      customerCnpj: '11444777000161',
      customerName: 'Mercado Ltda',
      contact: 'Clara',
      email: 'clara@cliente.com.br',
      phone: '31912345678',
      createdAt: '2026-01-10T01:30:00.000Z',
      acceptedTermVersion: '2026-11',
      acceptedTermAt: '2026-01-10T01:30:00.000Z',
    },
    {
      opportunityId: 'o2',
      opportunityName: null,
      status: 'awaiting_renovation',
      customerCnpj: '11444777000161',
      customerName: null,
      contact: 'Anonimizado (LGPD)',
      email: null,
      phone: null,
      createdAt: '2025-06-02T15:00:00.000Z',
      acceptedTermVersion: null,
      acceptedTermAt: null,
    },
  ],
  resales: [
    {
      resaleId: 'r1',
      cnpj: '12ABC34501DE35',
      corporateName: 'Revenda Clara',
      contactName: 'Clara',
      email: 'clara@cliente.com.br',
      phone: '3133334444',
      status: 'analysis',
      createdAt: '2026-02-01T12:00:00.000Z',
    },
  ],
  sellers: [
    {
      sellerId: 's1',
      name: 'Clara',
      email: 'clara@cliente.com.br',
      phone: '31912345678',
      active: false,
      createdAt: '2026-03-01T12:00:00.000Z',
    },
  ],
  customerWatches: [
    {
      cnpj: '11444777000161',
      userName: 'Clara',
      requestedAt: '2026-04-01T18:05:00.000Z',
      expiresAt: '2026-09-28T18:05:00.000Z',
    },
  ],
};

describe('the personal data document a person downloads', () => {
  const doc = personalDataDocument(exported);
  const text = JSON.stringify(doc);

  it('names every field in Portuguese: no key of the tools’ form is left', () => {
    for (const key of ['email', 'exportedAt', 'contacts', 'status', 'createdAt', 'customerCnpj', 'acceptedTermAt']) {
      expect(text).not.toContain(`"${key}"`);
    }
    expect(Object.keys(doc)).toEqual([
      'E-mail da pessoa',
      'Marca',
      'Exportado em',
      'Contato de cliente em oportunidades',
      'Cadastros de revenda',
      'Vendedores',
      'Avisos de liberação',
    ]);
    expect(doc.Marca).toBe('Scanora');
  });

  it('writes statuses in the screens’ words, never the stored or the schema’s names', () => {
    const [approved, renewal] = doc['Contato de cliente em oportunidades'];
    expect(approved.Status).toBe('Aprovada');
    expect(renewal.Status).toBe('Aguardando Renovação');
    expect(doc['Cadastros de revenda'][0].Status).toBe('Em Análise');
    expect(text).not.toMatch(/APPROVED|approved|awaiting_renovation|analysis/);
  });

  it('writes days as dd/mm/aaaa and moments as dd/mm/aaaa hh:mm, both in São Paulo time', () => {
    const [approved] = doc['Contato de cliente em oportunidades'];
    expect(doc['Exportado em']).toBe('27/11/2026 23:30');
    expect(approved['Data de criação']).toBe('09/01/2026');
    expect(approved['Diretrizes aceitas em']).toBe('09/01/2026 22:30');
    expect(doc['Avisos de liberação'][0]).toEqual({
      'CNPJ do cliente': '11.444.777/0001-61',
      'Pedido por': 'Clara',
      'Pedido em': '01/04/2026 15:05',
      'Válido até': '28/09/2026',
    });
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('masks CNPJ and phones, says "Sim"/"Não" and "Não informado" for what the brand does not hold', () => {
    const [approved, renewal] = doc['Contato de cliente em oportunidades'];
    expect(approved['CNPJ do cliente']).toBe('11.444.777/0001-61');
    expect(approved['Telefone do contato']).toBe('(31) 91234-5678');
    expect(doc['Cadastros de revenda'][0].CNPJ).toBe('12.ABC.345/01DE-35');
    expect(doc['Cadastros de revenda'][0].Telefone).toBe('(31) 3333-4444');
    expect(doc.Vendedores[0].Ativo).toBe('Não');
    expect(renewal).toMatchObject({
      Oportunidade: 'Não informado',
      'E-mail do contato': 'Não informado',
      'Telefone do contato': 'Não informado',
      'Diretrizes aceitas em': 'Não informado',
      'Nome do contato': 'Anonimizado (LGPD)',
    });
  });
});
