import { describe, expect, it } from 'vitest';
import { STALE_TERMS, TERMS_VERSION } from '../../../../../shared/terms.js';
import { withCheckDigits } from '../../../../lib/cnpj.js';
import { estimatedCents } from './products.js';
import { FUTURE_DATE } from './project.js';
import { MISSING_FIELDS, NAME_FOR_REPRESENTATIVES, parseCreateOpportunity, REQUIRED } from './validation.js';

const today = '2026-03-10';
const opts = { brand: 'scanora', today, mayName: false };

const validPayload = () => ({
  cnpj: '11.444.777/0001-61',
  contact: 'Maria Compras',
  network: 'false',
  email: '  compras@cliente.com.br ',
  fantasyName: 'Cliente',
  corporateName: 'Cliente Comércio Ltda',
  street: 'Rua A, 10',
  cep: 1310100,
  city: 'São Paulo',
  state: 'sp',
  probabilityClosing: '50',
  acceptedTerm: 'true',
  country: 'Brasil',
  phone: 11987654321,
  seller: 'Paula Prime',
  sellerSalesforceId: '005ABC',
  company: 'scanora',
  opportunityOrigin: 'Trade Show',
  projects: [
    {
      aplication: 'Inventário',
      specification: 'Coletor Android',
      conclusionDate: '15/04/26',
      homologated: false,
      haveCollector: true,
      haveCollectorDescription: 'Coletores antigos',
      partner: true,
      partnerOwner: 'Software Proprio',
      partnerName: 'ignored',
      opportunityType: false,
      opportunityTypeStatus: 'ignored',
    },
  ],
  products: [
    { partNumber: 'CT40', description: 'Coletor', amount: 3, price: '1.234,56', accessory: false, competition: false },
    { partNumber: 'BAT', description: 'Bateria', amount: '2', price: '10,05', accessory: true, competition: false },
    { partNumber: 'X1', description: 'Concorrente', amount: 5, price: 999, accessory: false, competition: true },
    { partNumber: '', description: '', amount: 0, price: 0, accessory: true, competition: false },
  ],
});

const errorsOf = (body: unknown, o = opts): Record<string, string> => {
  try {
    parseCreateOpportunity(body, o);
  } catch (err) {
    expect((err as Error).message).toBe(MISSING_FIELDS);
    return (err as { fields: Record<string, string> }).fields;
  }
  throw new Error('expected a 400');
};

describe('opportunity create payload', () => {
  it('normalises a valid payload the way the form sends it', () => {
    const input = parseCreateOpportunity(validPayload(), opts);
    expect(input).toMatchObject({
      cnpj: '11444777000161',
      email: 'compras@cliente.com.br',
      cep: '01310100',
      state: 'SP',
      phone: '11987654321',
      network: false,
      probabilityClosing: 50,
      acceptedTerm: true,
      name: null,
    });
    expect(input.projects[0]).toMatchObject({
      conclusionDate: '2026-04-15',
      partnerOwner: 'Software Próprio',
      partnerName: null,
      opportunityTypeStatus: null,
    });
    expect(input.products).toHaveLength(3);
    expect(estimatedCents(input.products)).toBe(3n * 123456n + 2n * 1005n);
  });

  it('takes the terms in force, and refuses a form that showed other terms', () => {
    expect(parseCreateOpportunity(validPayload(), opts).acceptedTermVersion).toBe(TERMS_VERSION);
    expect(parseCreateOpportunity({ ...validPayload(), acceptedTermVersion: TERMS_VERSION }, opts)).toMatchObject({
      acceptedTerm: true,
      acceptedTermVersion: TERMS_VERSION,
    });
    expect(errorsOf({ ...validPayload(), acceptedTermVersion: '2000-01' }).acceptedTermVersion).toBe(STALE_TERMS);
  });

  it('reports every missing field of an empty payload, project fields included', () => {
    const fields = errorsOf({});
    for (const f of ['cnpj', 'contact', 'email', 'phone', 'network', 'corporateName', 'cep', 'city', 'state']) {
      expect(fields[f], f).toBe(REQUIRED);
    }
    expect(fields.acceptedTerm).toBe(REQUIRED);
    expect(fields.seller).toBe(REQUIRED);
    expect(fields.opportunityOrigin).toBe(REQUIRED);
    expect(fields['projects.0.aplication']).toBe(REQUIRED);
    expect(fields['projects.0.conclusionDate']).toBe(REQUIRED);
    expect(fields.products).toMatch(/produto principal/);
  });

  it('refuses wrong values with their own messages', () => {
    const body = validPayload();
    Object.assign(body, { cnpj: '11.444.777/0001-62', email: 'a@b.comercial', phone: '0000000000', state: 'XX' });
    Object.assign(body, { acceptedTerm: 'false', probabilityClosing: 30, opportunityOrigin: 'Fax' });
    body.projects[0].conclusionDate = '09/03/26';
    const fields = errorsOf(body);
    expect(fields).toMatchObject({
      cnpj: 'Verifique o cnpj digitado',
      email: 'Verifique o email digitado',
      phone: 'Numero inválido',
      state: 'UF inválida',
      acceptedTerm: REQUIRED,
      'projects.0.conclusionDate': FUTURE_DATE,
    });
    expect(fields.probabilityClosing).toMatch(/25, 50, 75 ou 100/);
    expect(fields.opportunityOrigin).toMatch(/Origem/);
    expect(errorsOf({ ...validPayload(), probabilityClosing: 'abc' }).probabilityClosing).toMatch(/25, 50, 75 ou 100/);
  });

  it('accepts the conclusion date formats and refuses impossible days', () => {
    for (const d of ['2026-03-10', '10/03/26', '10-03-26', '10/03/2026']) {
      const body = validPayload();
      body.projects[0].conclusionDate = d;
      expect(parseCreateOpportunity(body, opts).projects[0].conclusionDate).toBe('2026-03-10');
    }
    for (const d of ['31/02/27', '00/05/27', '2027-13-01', 'amanhã']) {
      const body = validPayload();
      body.projects[0].conclusionDate = d;
      expect(errorsOf(body)['projects.0.conclusionDate']).toBe(FUTURE_DATE);
    }
  });

  it('requires the follow-up answers of a "yes"', () => {
    const body = validPayload();
    Object.assign(body.projects[0], {
      haveCollectorDescription: '',
      partnerOwner: 'Software de Parceiros',
      partnerName: '',
      opportunityType: 'true',
      opportunityTypeStatus: '',
    });
    const fields = errorsOf(body);
    expect(fields['projects.0.haveCollectorDescription']).toBe(REQUIRED);
    expect(fields['projects.0.partnerName']).toBe(REQUIRED);
    expect(fields['projects.0.opportunityTypeStatus']).toBe(REQUIRED);
  });

  it('reports every problem of one submit at once, however the fields before them failed', () => {
    const body = validPayload();
    body.contact = '';
    Object.assign(body.projects[0], { aplication: '', conclusionDate: '31/02/26', haveCollectorDescription: '' });
    body.products = [
      { partNumber: 'CT40', description: '', amount: 2, price: 10, accessory: 'talvez', competition: false },
      { partNumber: 'ZT', description: '', amount: 1, price: 10, accessory: true, competition: false },
    ] as never;
    const fields = errorsOf(body);
    expect(fields).toEqual({
      contact: REQUIRED,
      'projects.0.aplication': REQUIRED,
      'projects.0.conclusionDate': FUTURE_DATE,
      'projects.0.haveCollectorDescription': REQUIRED,
      'products.0.accessory': 'Valor inválido',
      'products.0.description': REQUIRED,
    });
  });

  it('lets only representatives name the opportunity; a blank name is no name', () => {
    expect(errorsOf({ ...validPayload(), name: 'Expansão CD' }).name).toBe(NAME_FOR_REPRESENTATIVES);
    expect(parseCreateOpportunity({ ...validPayload(), name: '  ' }, opts).name).toBeNull();
    expect(parseCreateOpportunity({ ...validPayload(), name: ' Expansão CD ' }, { ...opts, mayName: true }).name).toBe(
      'Expansão CD',
    );
  });

  it('checks main product lines but lets accessories and competitors leave quantity and price empty', () => {
    const body = validPayload();
    body.products = [
      { partNumber: 'CT40', description: '', amount: 0, price: 'abc', accessory: false, competition: false },
      { partNumber: 'ACC', description: 'Suporte', amount: '', price: '', accessory: true, competition: false },
    ] as never;
    const fields = errorsOf(body);
    expect(fields['products.0.description']).toBe(REQUIRED);
    expect(fields['products.0.amount']).toBe(REQUIRED);
    expect(fields['products.0.price']).toBe('Preço inválido');
    expect(fields['products.1.amount']).toBeUndefined();
  });

  it('accepts an alphanumeric CNPJ and no seller on yep only', () => {
    const body = { ...validPayload(), cnpj: withCheckDigits('12ABC34501DE'), seller: '' };
    expect(errorsOf(body).seller).toBe(REQUIRED);
    expect(parseCreateOpportunity(body, { ...opts, brand: 'yep' }).cnpj).toBe('12ABC34501DE35');
  });
});
