import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../../../../shared/terms.js';
import { formFieldLabel, formPathOf, toCreateInput } from './createInput.js';
import { emptyOpportunityForm, type OpportunityFormValues } from './opportunitySchema.js';
import { EMPTY_PRODUCT_ROW } from './productLines.js';

const SELLERS = [
  { userId: '005AAA', name: 'Carla Mendes' },
  { userId: '005BBB', name: 'Rui Campos' },
];

function filledForm(): OpportunityFormValues {
  const empty = emptyOpportunityForm();
  return {
    ...empty,
    cnpj: '12.abc.345/01de-35',
    corporateName: ' Mercantil Horizonte Ltda ',
    fantasyName: 'N/C',
    street: '',
    cep: '30110-010',
    state: 'MG',
    city: 'Belo Horizonte',
    network: 'true',
    contact: 'Joana Prado',
    phone: '(31) 98765-4321',
    email: '  joana@horizonte.com.br ',
    opportunityOrigin: 'TRADE_SHOW',
    probabilityClosing: 'P75',
    project: {
      ...empty.project,
      application: 'Inventário',
      specification: 'Coletor 2D',
      conclusionDate: '30/06/26',
      homologated: 'false',
      haveCollector: 'false',
      // Typed before the answer changed to "no": not sent.
      haveCollectorDescription: 'Coletores antigos',
      partner: 'true',
      partnerOwner: 'OWN',
      partnerName: 'Não vale para software próprio',
      opportunityType: 'public',
      opportunityTypeStatus: 'Edital publicado',
    },
    mainProducts: [{ partNumber: 'SC-200', description: 'Coletor', amount: '10', price: '1.500,5' }],
    accessories: [
      { ...EMPTY_PRODUCT_ROW, amount: '4' },
      { partNumber: 'BAT-1', description: '', amount: '', price: '99,90' },
    ],
    competitors: [{ partNumber: '', description: 'Coletor X', amount: '2', price: '1200' }],
    seller: '005BBB',
    acceptedTerm: true,
  };
}

describe('toCreateInput (spec section 3)', () => {
  const { input, lineRows } = toCreateInput(filledForm(), SELLERS);

  it('sends the CNPJ, phone and CEP without masks, and the e-mail trimmed', () => {
    expect(input).toMatchObject({
      cnpj: '12ABC34501DE35',
      phone: '31987654321',
      cep: '30110010',
      email: 'joana@horizonte.com.br',
      corporateName: 'Mercantil Horizonte Ltda',
    });
  });

  it('says whether the company was typed (the CNPJ lookup unavailable)', () => {
    expect(input.companyTyped).toBe(false);
    expect(toCreateInput({ ...filledForm(), companyTyped: true }, SELLERS).input.companyTyped).toBe(true);
  });

  it('sends no fantasy name for "N/C", empty texts as nothing, and no opportunity name', () => {
    expect(input.fantasyName).toBeNull();
    expect(input.street).toBeNull();
    expect(input).not.toHaveProperty('name');
  });

  it('sends the answers as booleans, the seller by name and CRM id, and the terms accepted with their version', () => {
    expect(input).toMatchObject({
      acceptedTermVersion: TERMS_VERSION,
      network: true,
      probabilityClosing: 'P75',
      opportunityOrigin: 'TRADE_SHOW',
      seller: 'Rui Campos',
      sellerSalesforceId: '005BBB',
      acceptedTerm: true,
    });
  });

  it('sends the conclusion date as aaaa-mm-dd and a follow-up answer only with a yes to its question', () => {
    expect(input.project).toMatchObject({
      conclusionDate: '2026-06-30',
      homologated: false,
      haveCollector: false,
      haveCollectorDescription: null,
      partner: true,
      partnerOwner: 'OWN',
      partnerName: null,
      opportunityType: true,
      opportunityTypeStatus: 'Edital publicado',
    });
  });

  it('sends only the rows with a part number or a description, prices read with a decimal comma', () => {
    expect(input.products).toEqual([
      { partNumber: 'SC-200', description: 'Coletor', amount: 10, price: 1500.5, accessory: false, competition: false },
      { partNumber: 'BAT-1', description: null, amount: null, price: 99.9, accessory: true, competition: false },
      { partNumber: null, description: 'Coletor X', amount: 2, price: 1200, accessory: false, competition: true },
    ]);
  });

  it('remembers the form row of each line sent', () => {
    expect(lineRows).toEqual(['mainProducts.0', 'accessories.1', 'competitors.0']);
  });

  it('sends no seller when none was chosen (the brand yep)', () => {
    const { input: noSeller } = toCreateInput({ ...filledForm(), seller: '' }, SELLERS);
    expect(noSeller.seller).toBeNull();
    expect(noSeller.sellerSalesforceId).toBeNull();
  });
});

describe('formPathOf: a server field error back to its form field', () => {
  const rows = ['mainProducts.0', 'accessories.1', 'competitors.0'];

  it.each([
    ['products.1.amount', 'accessories.1.amount'],
    ['products.2.price', 'competitors.0.price'],
    ['products.0', 'mainProducts.0.partNumber'],
    ['products', 'mainProducts.0.partNumber'],
    ['project.application', 'project.application'],
    ['sellerSalesforceId', 'seller'],
    ['email', 'email'],
  ])('%s → %s', (inputPath, formPath) => {
    expect(formPathOf(inputPath, rows)).toBe(formPath);
  });
});

describe('formFieldLabel', () => {
  it.each([
    ['project.application', 'Aplicação'],
    ['email', 'Email do cliente'],
    ['mainProducts.0.price', 'Produto principal: Preço unitário'],
    ['accessories.1.amount', 'Acessório 2: Quantidade'],
    ['competitors.0.description', 'Produto concorrente 1: Descrição'],
  ])('%s reads "%s"', (path, label) => {
    expect(formFieldLabel(path)).toBe(label);
  });
});
