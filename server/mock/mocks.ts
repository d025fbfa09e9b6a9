import { fakerPT_BR as faker } from '@faker-js/faker';
import type { IMocks } from '@graphql-tools/mock';
import { realPlace, STATES } from './geo.js';
import { companyDomain, person, words } from './people.js';
import { mockPersonalDataExport } from './personal-data.js';
import { mockHistoryEntry, mockOpportunity, productLines } from './records.js';
import { companyName, dayFromNow, fakeCnpj, fakePhone, pick, reais, thisYear } from './values.js';

/**
 * Realistic Portuguese data for every type of the schema, for `npm run dev:mock` and the client's tests: Brazilian
 * names with e-mails made of them, companies, real states and cities, phones, valid CNPJs, amounts in reais, statuses
 * spread as in a real brand, records whose fields agree (status and dates, products and total). Values are the
 * schema's (enum names such as ANALYSIS), since a mock answers as the gateway does. `seedMocks` makes runs repeatable.
 */
export function seedMocks(seed: number) {
  faker.seed(seed);
}

const place = () => realPlace(faker.helpers.arrayElement);

export const mocks: IMocks = {
  DateTime: () => thisYear().toISOString(),
  Date: () => dayFromNow(faker.number.int({ min: 10, max: 180 })),
  EmailAddress: () => person().email,
  String: () => words(3),
  Int: () => faker.number.int({ min: 0, max: 60 }),
  Float: () => reais(100, 50_000),
  ResaleStatus: () =>
    pick([
      ['ANALYSIS', 40],
      ['APPROVED', 45],
      ['DISAPPROVED', 15],
    ]),
  ClosingProbability: () =>
    pick([
      ['P25', 40],
      ['P50', 30],
      ['P75', 20],
      ['P100', 10],
    ]),
  Role: () => faker.helpers.arrayElement(['REPRESENTATIVE', 'SUPPORT', 'RESALE', 'SELLER']),
  PageInfo: () => {
    const pageSize = 10;
    const total = faker.number.int({ min: 0, max: 480 });
    return { page: 1, pageSize, total, pageCount: Math.ceil(total / pageSize) };
  },
  Viewer: () => ({
    ...person('demo.com.br'),
    id: faker.string.uuid(),
    roles: ['REPRESENTATIVE'],
    brand: 'scanora',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  }),
  Opportunity: mockOpportunity,
  PersonalDataExport: mockPersonalDataExport,
  ProductLine: () => productLines()[0],
  Project: () => ({
    application: faker.helpers.arrayElement([
      'Inventário',
      'Expedição',
      'Recebimento',
      'Força de vendas',
      'Rastreabilidade',
    ]),
    specification: 'Coletor Android com leitor 2D e Wi-Fi 6',
    additionalInformation: 'Cliente avalia troca de 120 equipamentos até o fim do semestre.',
    conclusionDate: dayFromNow(faker.number.int({ min: 15, max: 200 })),
    homologated: faker.datatype.boolean(),
    haveCollector: false,
    haveCollectorDescription: null,
    partner: false,
    partnerOwner: null,
    partnerName: null,
    opportunityType: false,
    opportunityTypeStatus: null,
    justification: null,
  }),
  OpportunityOwner: () => ({ id: faker.string.uuid(), ...person(companyDomain(faker.company.name())) }),
  OpportunitySummary: () => ({
    id: faker.string.uuid(),
    name: `Oportunidade ${faker.company.name()}`,
    cnpj: fakeCnpj(),
    corporateName: companyName(),
  }),
  OpportunityConflict: () => ({
    id: faker.string.uuid(),
    cnpj: fakeCnpj(),
    corporateName: companyName(),
    resale: companyName(),
    name: null,
  }),
  CrmSeller: () => ({ name: person().name, userId: `005${faker.string.alphanumeric(12)}` }),
  Resale: () => {
    const fantasyName = faker.company.name();
    const contact = person(companyDomain(fantasyName));
    return {
      id: faker.string.uuid(),
      cnpj: fakeCnpj(),
      cep: faker.location.zipCode('########'),
      ...place(),
      street: `${faker.location.street()}, ${faker.location.buildingNumber()}`,
      fantasyName,
      corporateName: `${fantasyName} Automação Ltda`,
      contactName: contact.name,
      phone: fakePhone(),
      email: contact.email,
      reason: null,
    };
  },
  Seller: () => ({ id: faker.string.uuid(), ...person(), phone: fakePhone(), active: true }),
  User: () => ({
    id: faker.string.uuid(),
    ...person(),
    phone: fakePhone(),
    doc: fakeCnpj(),
    active: true,
    roles: ['SELLER'],
  }),
  HistoryEntry: mockHistoryEntry,
  Company: () => {
    const fantasyName = faker.company.name();
    return {
      cnpj: fakeCnpj(),
      corporateName: `${fantasyName} Comércio Ltda`,
      fantasyName,
      cep: faker.location.zipCode('########'),
      street: `${faker.location.street()}, ${faker.location.buildingNumber()}`,
      ...place(),
      // Active, as nearly every looked-up company is: drawn at random, most lookups would refuse the registration.
      registrationStatus: 'ATIVA',
    };
  },
  State: () => faker.helpers.arrayElement(STATES),
  CarouselImage: () => ({
    src: `/brands/scanora/carousel-${faker.number.int({ min: 1, max: 3 })}.svg`,
    alt: 'Coletor de dados em uso',
  }),
  MonthFigures: () => {
    const approved = faker.number.int({ min: 5, max: 40 });
    const disapproved = faker.number.int({ min: 0, max: 12 });
    const analysis = faker.number.int({ min: 3, max: 25 });
    const others = faker.number.int({ min: 0, max: 10 });
    const estimated = reais(50_000, 2_000_000);
    return { approved, disapproved, analysis, total: approved + disapproved + analysis + others, estimated };
  },
  StatusTotals: () => ({
    analysis: 62,
    approved: 118,
    disapproved: 37,
    awaitingRenovation: 9,
    renovation: 21,
    expired: 15,
    total: 262,
  }),
  DashboardMonthly: () => {
    const months = new Date().getMonth() + 1;
    const series = (min: number, max: number) => Array.from({ length: months }, () => faker.number.int({ min, max }));
    return { approved: series(5, 40), disapproved: series(0, 12), analysis: series(3, 25) };
  },
  Dashboard: () => ({ year: new Date().getFullYear(), month: new Date().getMonth() + 1, latest: [...new Array(11)] }),
  LogoutPayload: () => ({ loggedOut: true }),
  RequestPasswordResetPayload: () => ({ sent: true }),
  SetPasswordWithTokenPayload: () => ({ passwordSet: true }),
  UpdatePasswordPayload: () => ({ message: 'Senha atualizada com sucesso' }),
  SendContactPayload: () => ({ message: 'Email enviado com sucesso!' }),
  RegisterResalePayload: () => ({
    resaleId: faker.string.uuid(),
    status: 'ANALYSIS',
    message: 'Revenda cadastrada com sucesso',
  }),
  ApproveResalePayload: () => ({ message: 'Revenda aprovada com sucesso' }),
  RejectResalePayload: () => ({ message: 'Revenda reprovada com sucesso' }),
  CreateSellerPayload: () => ({ message: 'Vendedor cadastrado com sucesso' }),
  DeactivateSellerPayload: () => ({ message: 'Usuário deletado com sucesso' }),
  CreateOpportunityPayload: () => ({ message: 'Oportunidade cadastrada com sucesso' }),
};
