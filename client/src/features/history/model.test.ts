import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, attributeLabel, historyValue } from './model.js';

describe('history attributes', () => {
  it('names opportunity fields as the forms do, project fields included', () => {
    expect(attributeLabel('OPPORTUNITY', 'probabilityClosing')).toBe('Probabilidade de fechamento');
    expect(attributeLabel('OPPORTUNITY', 'project.application')).toBe('Aplicação');
    expect(attributeLabel('OPPORTUNITY', 'phone')).toBe('Telefone do cliente');
  });

  it("names what the system writes: the anonymisation and the register's status", () => {
    expect(attributeLabel('OPPORTUNITY', 'personalData')).toBe('Dados pessoais');
    expect(attributeLabel('OPPORTUNITY', 'companyStatus')).toBe('Situação cadastral');
  });

  it('names resale and user fields as theirs, not the customer’s', () => {
    expect(attributeLabel('RESALE', 'contactName')).toBe('Nome do contato');
    expect(attributeLabel('RESALE', 'phone')).toBe('Telefone');
    expect(attributeLabel('RESALE', 'corporateName')).toBe('Razão social');
    expect(attributeLabel('USER', 'active')).toBe('Ativo');
    expect(attributeLabel('USER', 'password')).toBe('Senha');
  });

  it('keeps an attribute it does not know as it came', () => {
    expect(attributeLabel('OPPORTUNITY', 'somethingNew')).toBe('somethingNew');
  });

  it('labels the action types', () => {
    expect(ACTION_LABELS).toEqual({ CREATE: 'Criação', UPDATE: 'Alteração' });
  });
});

describe('history values', () => {
  it('statuses by record type', () => {
    expect(historyValue('OPPORTUNITY', 'status', 'AWAITING_RENOVATION')).toBe('Aguardando Renovação');
    expect(historyValue('OPPORTUNITY', 'status', 'APPROVED')).toBe('Aprovada');
    expect(historyValue('RESALE', 'status', 'DISAPPROVED')).toBe('Reprovada');
    expect(historyValue('RESALE', 'status', 'ANALYSIS')).toBe('Em Análise');
  });

  it('closing probabilities as ranges, origins and software owners as labels', () => {
    expect(historyValue('OPPORTUNITY', 'probabilityClosing', 'P75')).toBe('71% - 99%');
    expect(historyValue('OPPORTUNITY', 'opportunityOrigin', 'TRADE_SHOW')).toBe('Feira/Evento');
    expect(historyValue('OPPORTUNITY', 'project.partnerOwner', 'PARTNERS')).toBe('Software de Parceiros');
  });

  it('money in R$ with a decimal comma', () => {
    expect(historyValue('OPPORTUNITY', 'estimated', '1234.5').replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });

  it('instants and days as dd/mm/aaaa', () => {
    expect(historyValue('OPPORTUNITY', 'approveDate', '2026-03-10T14:00:00.000Z')).toBe('10/03/2026');
    expect(historyValue('OPPORTUNITY', 'project.conclusionDate', '2026-12-01')).toBe('01/12/2026');
  });

  it('booleans as Sim / Não, the organ type by its name', () => {
    expect(historyValue('OPPORTUNITY', 'network', 'true')).toBe('Sim');
    expect(historyValue('OPPORTUNITY', 'project.homologated', 'false')).toBe('Não');
    expect(historyValue('USER', 'active', 'false')).toBe('Não');
    expect(historyValue('OPPORTUNITY', 'project.opportunityType', 'true')).toBe('Órgão público');
  });

  it('product lines as a short summary', () => {
    const lines = JSON.stringify([
      {
        partNumber: 'ABC-123',
        description: 'Coletor X',
        amount: 2,
        price: 1234.5,
        accessory: false,
        competition: false,
      },
      { partNumber: 'BAT-01', description: 'Bateria', amount: 4, price: 80, accessory: true, competition: false },
    ]);
    expect(historyValue('OPPORTUNITY', 'products', lines).replace(/\s/g, ' ')).toBe(
      '2 × ABC-123 Coletor X (R$ 1.234,50); 4 × BAT-01 Bateria (R$ 80,00) — acessório',
    );
    expect(historyValue('OPPORTUNITY', 'products', '[]')).toBe('—');
  });

  it('documents with their masks', () => {
    expect(historyValue('OPPORTUNITY', 'cnpj', '11444777000161')).toBe('11.444.777/0001-61');
    expect(historyValue('RESALE', 'phone', '31987654321')).toBe('(31) 98765-4321');
    expect(historyValue('RESALE', 'cep', '01310100')).toBe('01310-100');
  });

  it('empty values as "—", a password never', () => {
    expect(historyValue('OPPORTUNITY', 'reason', null)).toBe('—');
    expect(historyValue('OPPORTUNITY', 'name', '')).toBe('—');
    expect(historyValue('USER', 'password', null)).toBe('••••');
    expect(historyValue('USER', 'password', 'segredo')).toBe('••••');
  });

  it('free text and unexpected forms as they came', () => {
    expect(historyValue('OPPORTUNITY', 'name', 'Oportunidade Acme')).toBe('Oportunidade Acme');
    expect(historyValue('OPPORTUNITY', 'probabilityClosing', '75')).toBe('75');
    expect(historyValue('OPPORTUNITY', 'products', 'não é JSON')).toBe('não é JSON');
  });
});
