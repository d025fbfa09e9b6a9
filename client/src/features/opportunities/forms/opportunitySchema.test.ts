import { describe, expect, it } from 'vitest';
import { emptyOpportunityForm, type OpportunityFormValues, opportunitySchema } from './opportunitySchema.js';

const TODAY = '2026-03-10';
const REQUIRED = '*Campo Obrigatório';

/** A form a reseller could send as it is. */
function validForm(): OpportunityFormValues {
  return {
    ...emptyOpportunityForm(),
    cnpj: '11.444.777/0001-61',
    corporateName: 'Mercantil Horizonte Ltda',
    fantasyName: 'Mercantil Horizonte',
    street: 'Rua das Flores, 10',
    cep: '30110-010',
    state: 'MG',
    city: 'Belo Horizonte',
    network: 'false',
    contact: 'Joana Prado',
    phone: '(31) 98765-4321',
    email: 'joana@horizonte.com.br',
    opportunityOrigin: 'PROSPECT',
    project: {
      ...emptyOpportunityForm().project,
      application: 'Inventário do depósito',
      specification: 'Coletor Android com leitor 2D',
      conclusionDate: '30/06/26',
      homologated: 'true',
      haveCollector: 'false',
      partner: 'false',
      opportunityType: 'private',
    },
    mainProducts: [{ partNumber: 'SC-200', description: 'Coletor SC-200', amount: '10', price: '1500,50' }],
    seller: '005ABCDEFGHIJKLMNO',
    acceptedTerm: true,
  };
}

/** The problems of the form, as `path: message`. */
function problems(values: OpportunityFormValues, brand = 'scanora'): Record<string, string> {
  const result = opportunitySchema({ brand, today: TODAY }).safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const withValues = (patch: (v: OpportunityFormValues) => void) => {
  const v = validForm();
  patch(v);
  return problems(v);
};

describe('opportunitySchema (spec section 5, "New opportunity")', () => {
  it('accepts a complete form', () => {
    expect(problems(validForm())).toEqual({});
  });

  it('reports every problem at once, each under its field', () => {
    const found = problems(emptyOpportunityForm());
    expect(Object.keys(found)).toEqual([
      'cnpj',
      'corporateName',
      'cep',
      'state',
      'city',
      'network',
      'contact',
      'phone',
      'email',
      'opportunityOrigin',
      'project.application',
      'project.specification',
      'project.conclusionDate',
      'project.homologated',
      'project.haveCollector',
      'project.partner',
      'project.opportunityType',
      'mainProducts.0.partNumber',
      'mainProducts.0.description',
      'mainProducts.0.amount',
      'mainProducts.0.price',
      'seller',
      'acceptedTerm',
    ]);
    expect(new Set(Object.values(found))).toEqual(new Set([REQUIRED]));
  });

  it('counts a field of blanks as empty', () => {
    expect(withValues((v) => (v.contact = '   '))).toEqual({ contact: REQUIRED });
  });

  it('counts an amount, a price or a phone of 0 as missing', () => {
    expect(
      withValues((v) => {
        v.mainProducts[0].amount = '0';
        v.mainProducts[0].price = '0,00';
        v.phone = '(0';
      }),
    ).toEqual({ 'mainProducts.0.amount': REQUIRED, 'mainProducts.0.price': REQUIRED, phone: REQUIRED });
  });

  it.each(['4.599,90', '4599,90', '4599.90', 'R$ 4.599,90'])('takes the main price %j', (price) => {
    expect(withValues((v) => (v.mainProducts[0].price = price))).toEqual({});
  });

  it.each(['45.99,90', '4599.905', '1,234'])('says a main price %j that reads as no number is wrong', (price) => {
    expect(withValues((v) => (v.mainProducts[0].price = price))).toEqual({
      'mainProducts.0.price': 'Verifique o número digitado',
    });
  });

  it('requires the terms to be accepted', () => {
    expect(withValues((v) => (v.acceptedTerm = false))).toEqual({ acceptedTerm: REQUIRED });
  });

  it.each(['joana@horizonte', 'joana@horizonte.company', 'joana horizonte.com', 'joana@horizonte.c0m'])(
    'refuses the customer e-mail %s',
    (email) => {
      expect(withValues((v) => (v.email = email))).toEqual({ email: 'Verifique o email digitado' });
    },
  );

  it('accepts a customer e-mail with blanks around it and a 2-4 letter top-level part', () => {
    expect(withValues((v) => (v.email = '  joana@horizonte.info '))).toEqual({});
    expect(withValues((v) => (v.email = 'joana@horizonte.br'))).toEqual({});
  });

  it('takes both phone masks, refuses a number of zeros and an incomplete one', () => {
    expect(withValues((v) => (v.phone = '(31) 3222-1100'))).toEqual({});
    expect(withValues((v) => (v.phone = '(00) 00000-0000'))).toEqual({ phone: 'Numero inválido' });
    expect(withValues((v) => (v.phone = '(31) 9876-54'))).toEqual({ phone: 'Verifique o telefone digitado' });
  });

  it('wants a real conclusion day, today or later', () => {
    const future = 'Data de conclusão deve ser uma data futura';
    expect(withValues((v) => (v.project.conclusionDate = '10/03/26'))).toEqual({});
    expect(withValues((v) => (v.project.conclusionDate = '09/03/26'))).toEqual({ 'project.conclusionDate': future });
    expect(withValues((v) => (v.project.conclusionDate = '31/02/27'))).toEqual({ 'project.conclusionDate': future });
    expect(withValues((v) => (v.project.conclusionDate = '00/05/27'))).toEqual({ 'project.conclusionDate': future });
    expect(withValues((v) => (v.project.conclusionDate = '15/00/27'))).toEqual({ 'project.conclusionDate': future });
    expect(withValues((v) => (v.project.conclusionDate = '15/05'))).toEqual({ 'project.conclusionDate': future });
  });

  it('wants the progress of a public organ, not of a private company', () => {
    expect(withValues((v) => (v.project.opportunityType = 'public'))).toEqual({
      'project.opportunityTypeStatus': REQUIRED,
    });
    expect(
      withValues((v) => {
        v.project.opportunityType = 'public';
        v.project.opportunityTypeStatus = 'Edital publicado';
      }),
    ).toEqual({});
  });

  it('wants the seller unless the brand is yep', () => {
    const v = validForm();
    v.seller = '';
    expect(problems(v)).toEqual({ seller: REQUIRED });
    expect(problems(v, 'yep')).toEqual({});
  });

  it("wants the software's owner when partner software is involved, and the partner's name for partners' software", () => {
    expect(withValues((v) => (v.project.partner = 'true'))).toEqual({ 'project.partnerOwner': REQUIRED });
    expect(
      withValues((v) => {
        v.project.partner = 'true';
        v.project.partnerOwner = 'PARTNERS';
      }),
    ).toEqual({ 'project.partnerName': REQUIRED });
    expect(
      withValues((v) => {
        v.project.partner = 'true';
        v.project.partnerOwner = 'OWN';
      }),
    ).toEqual({});
  });

  it('wants the similar equipment named when the customer has one', () => {
    expect(withValues((v) => (v.project.haveCollector = 'true'))).toEqual({
      'project.haveCollectorDescription': REQUIRED,
    });
  });

  it('reports a follow-up question together with the other problems, not on the next submit', () => {
    const found = withValues((v) => {
      v.project.haveCollector = 'true';
      v.contact = '';
      v.project.conclusionDate = '01/01/20';
    });
    expect(found).toEqual({
      contact: REQUIRED,
      'project.conclusionDate': 'Data de conclusão deve ser uma data futura',
      'project.haveCollectorDescription': REQUIRED,
    });
  });

  it('refuses an invalid CNPJ, numeric or alphanumeric, and takes a valid alphanumeric one', () => {
    expect(withValues((v) => (v.cnpj = '11.444.777/0001-62'))).toEqual({ cnpj: 'Verifique o cnpj digitado' });
    expect(withValues((v) => (v.cnpj = '12.ABC.345/01DE-35'))).toEqual({});
  });

  it('refuses a company the lookup gave as not active, saying why, and takes an active one', () => {
    expect(withValues((v) => (v.companyStatus = 'BAIXADA'))).toEqual({
      cnpj: 'A empresa deste CNPJ está BAIXADA na Receita Federal e não pode receber oportunidades.',
    });
    expect(withValues((v) => (v.companyStatus = 'INAPTA')).cnpj).toContain('está INAPTA');
    expect(withValues((v) => (v.companyStatus = 'ATIVA'))).toEqual({});
    expect(withValues((v) => (v.companyStatus = null))).toEqual({});
  });

  it('leaves accessory and competitor rows optional', () => {
    expect(
      withValues((v) => {
        v.accessories = [{ partNumber: 'BAT-1', description: '', amount: '', price: '' }];
        v.competitors = [{ partNumber: '', description: 'Coletor da concorrência', amount: '3', price: '' }];
      }),
    ).toEqual({});
  });
});
