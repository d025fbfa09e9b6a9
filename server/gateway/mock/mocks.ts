import { fakerPT_BR as faker } from '@faker-js/faker';
import type { IMocks } from '@graphql-tools/mock';
import { withCheckDigits } from '../../lib/cnpj.js';

/**
 * Realistic Portuguese data for every type of the schema, for `npm run dev:mock` and the client's tests: Brazilian
 * names, companies, cities and phones, valid CNPJs, amounts in reais, statuses spread as in a real brand. Values are
 * the schema's (enum names such as ANALYSIS), since a mock answers as the gateway does. `seedMocks` makes runs
 * repeatable.
 */
export function seedMocks(seed: number) {
  faker.seed(seed);
}

const pick = <T>(weights: Array<[T, number]>): T =>
  faker.helpers.weightedArrayElement(weights.map(([value, weight]) => ({ value, weight })));

export const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: false });
export const fakeCnpj = () => withCheckDigits(`${digits(8)}0001`);
/** Mobile phone, digits only: area code, 9, eight digits. */
export const fakePhone = () =>
  `${faker.helpers.arrayElement(['11', '21', '31', '41', '47', '51', '61', '71', '81', '85'])}9${digits(8)}`;
const reais = (min: number, max: number) => faker.number.float({ min, max, fractionDigits: 2 });
const thisYear = () => faker.date.between({ from: new Date(new Date().getFullYear(), 0, 1), to: new Date() });
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const companyName = () => `${faker.company.name()} ${faker.helpers.arrayElement(['Ltda', 'S.A.', 'ME', 'EIRELI'])}`;

const PRODUCTS = [
  ['CT-4000', 'Coletor de dados Android 4G'],
  ['LS-2208', 'Leitor de código de barras 1D com fio'],
  ['DS-8178', 'Leitor 2D sem fio com base'],
  ['ZT-230', 'Impressora térmica de etiquetas 203 dpi'],
  ['ZQ-520', 'Impressora móvel de recibos Bluetooth'],
  ['RF-9000', 'Leitor RFID UHF de mão'],
];
const ACCESSORIES = [
  ['BAT-01', 'Bateria estendida 5200 mAh'],
  ['CRD-04', 'Berço de carga para 4 coletores'],
  ['RBN-110', 'Ribbon de cera 110 mm x 74 m'],
];

export const mocks: IMocks = {
  DateTime: () => thisYear().toISOString(),
  Date: () => dayFromNow(faker.number.int({ min: 10, max: 180 })),
  EmailAddress: () => faker.internet.email().toLowerCase(),
  String: () => faker.lorem.words(3),
  Int: () => faker.number.int({ min: 0, max: 60 }),
  Float: () => reais(100, 50_000),
  OpportunityStatus: () =>
    pick([
      ['ANALYSIS', 30],
      ['APPROVED', 35],
      ['DISAPPROVED', 12],
      ['AWAITING_RENOVATION', 6],
      ['RENOVATION', 9],
      ['EXPIRED', 8],
    ]),
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
    id: faker.string.uuid(),
    name: faker.person.fullName(),
    email: 'representante@demo.com.br',
    roles: ['REPRESENTATIVE'],
    brand: 'scanora',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  }),
  Opportunity: () => {
    const fantasy = faker.company.name();
    const created = thisYear();
    const elapsed = Math.min(60, Math.floor((Date.now() - created.getTime()) / 86_400_000));
    return {
      id: faker.string.uuid(),
      name: `Oportunidade ${fantasy} - ${created.toLocaleDateString('pt-BR')}`,
      cnpj: fakeCnpj(),
      fantasyName: fantasy,
      corporateName: `${fantasy} Comércio e Serviços Ltda`,
      cep: faker.location.zipCode('########'),
      street: faker.location.street(),
      state: faker.location.state({ abbreviated: true }),
      city: faker.location.city(),
      country: 'Brasil',
      contact: faker.person.fullName(),
      phone: fakePhone(),
      email: faker.internet.email().toLowerCase(),
      network: faker.datatype.boolean(),
      justification: 'Renovação do parque de coletores do centro de distribuição.',
      estimated: reais(2_500, 480_000),
      reason: null,
      acceptedTerm: true,
      seller: faker.person.fullName(),
      sellerSalesforceId: `005${faker.string.alphanumeric(12)}`,
      register: `006${faker.string.alphanumeric(12)}`,
      opportunityOrigin: faker.helpers.arrayElement([
        'EMPLOYEE',
        'PARTNER',
        'TRADE_SHOW',
        'EMAIL',
        'PROSPECT',
        'OTHER',
      ]),
      resaleName: companyName(),
      createdAt: created.toISOString(),
      approveDate: null,
      renovationDate: null,
      requestRenovationAt: null,
      elapsedDays: elapsed,
      expireDays: 90 - elapsed,
      products: [...new Array(faker.number.int({ min: 1, max: 3 }))],
      conflicts: [],
      protectedUntil: null,
    };
  },
  ProductLine: () => {
    const accessory = faker.datatype.boolean({ probability: 0.25 });
    const [partNumber, description] = faker.helpers.arrayElement(accessory ? ACCESSORIES : PRODUCTS);
    return {
      partNumber,
      description,
      amount: faker.number.int({ min: 1, max: 120 }),
      price: reais(accessory ? 80 : 900, accessory ? 900 : 12_000),
      accessory,
      competition: false,
    };
  },
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
  OpportunityOwner: () => ({
    id: faker.string.uuid(),
    name: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
  }),
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
  CrmSeller: () => ({ name: faker.person.fullName(), userId: `005${faker.string.alphanumeric(12)}` }),
  Resale: () => ({
    id: faker.string.uuid(),
    cnpj: fakeCnpj(),
    cep: faker.location.zipCode('########'),
    city: faker.location.city(),
    street: faker.location.streetAddress(),
    state: faker.location.state({ abbreviated: true }),
    fantasyName: faker.company.name(),
    corporateName: companyName(),
    contactName: faker.person.fullName(),
    phone: fakePhone(),
    email: faker.internet.email().toLowerCase(),
    reason: null,
  }),
  Seller: () => ({
    id: faker.string.uuid(),
    name: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
    phone: fakePhone(),
    active: true,
  }),
  User: () => ({
    id: faker.string.uuid(),
    name: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
    phone: fakePhone(),
    doc: fakeCnpj(),
    active: true,
    roles: ['SELLER'],
  }),
  HistoryEntry: () => ({
    id: faker.string.uuid(),
    type: 'OPPORTUNITY',
    actionType: pick([
      ['UPDATE', 3],
      ['CREATE', 1],
    ]),
    username: faker.person.fullName(),
    modifications: [...new Array(faker.number.int({ min: 1, max: 3 }))],
  }),
  HistoryModification: () => ({
    attribute: faker.helpers.arrayElement(['status', 'name', 'probabilityClosing', 'reason']),
    oldValue: 'analysis',
    newValue: 'approved',
  }),
  Company: () => ({
    cnpj: fakeCnpj(),
    corporateName: companyName(),
    fantasyName: faker.company.name(),
    cep: faker.location.zipCode('########'),
    street: faker.location.streetAddress(),
    city: faker.location.city(),
    state: faker.location.state({ abbreviated: true }),
  }),
  State: () => ({ id: '31', abbreviation: 'MG', name: 'Minas Gerais' }),
  Municipality: () => ({ id: String(faker.number.int({ min: 3100104, max: 3172202 })), name: faker.location.city() }),
  CarouselImage: () => ({
    src: `/brands/scanora/carousel-${faker.number.int({ min: 1, max: 3 })}.svg`,
    alt: 'Coletor de dados em uso',
  }),
  MonthFigures: () => ({
    approved: faker.number.int({ min: 5, max: 40 }),
    disapproved: faker.number.int({ min: 0, max: 12 }),
    analysis: faker.number.int({ min: 3, max: 25 }),
    total: faker.number.int({ min: 20, max: 90 }),
    estimated: reais(50_000, 2_000_000),
  }),
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
