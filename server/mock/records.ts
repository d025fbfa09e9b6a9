import { fakerPT_BR as faker } from '@faker-js/faker';
import { opportunityTotalReais } from '../../shared/opportunity-total.js';
import { DAY_MS } from '../../shared/time.js';
import { COUNTRY } from '../lib/input-rules.js';
import { ageOf } from '../services/api/opportunities/lifecycle/age.js';
import type { OpportunityStatus } from '../services/api/opportunities/lifecycle/statuses.js';
import { OPPORTUNITY_VALIDITY_DAYS } from '../services/api/opportunities/rules.js';
import { realPlace } from './geo.js';
import { companyDomain, person } from './people.js';
import { companyName, dayFromNow, fakeCnpj, fakePhone, pick, reais, thisYear } from './values.js';

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
const COMPETITORS = [
  ['TC-52', 'Coletor concorrente TC52'],
  ['PM-86', 'Coletor concorrente PM86'],
];

export interface MockProductLine {
  partNumber: string;
  description: string;
  amount: number;
  price: number;
  accessory: boolean;
  competition: boolean;
}

function productLine(kind: 'main' | 'accessory' | 'competition'): MockProductLine {
  const list = kind === 'main' ? PRODUCTS : kind === 'accessory' ? ACCESSORIES : COMPETITORS;
  const [partNumber, description] = faker.helpers.arrayElement(list);
  return {
    partNumber,
    description,
    amount: faker.number.int({ min: 1, max: kind === 'accessory' ? 200 : 120 }),
    price: kind === 'accessory' ? reais(80, 900) : reais(900, 12_000),
    accessory: kind === 'accessory',
    competition: kind === 'competition',
  };
}

/** One to three main products, maybe an accessory, rarely a competitor's product. */
export function productLines(): MockProductLine[] {
  const lines = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => productLine('main'));
  if (faker.datatype.boolean({ probability: 0.4 })) lines.push(productLine('accessory'));
  if (faker.datatype.boolean({ probability: 0.15 })) lines.push(productLine('competition'));
  return lines;
}

/** The schema's `estimated`, in reais, by the rule the API stores (shared/opportunity-total.ts). */
export const estimatedOf = (lines: readonly MockProductLine[]) => opportunityTotalReais(lines);

const STATUSES: Array<[string, number]> = [
  ['ANALYSIS', 30],
  ['APPROVED', 35],
  ['DISAPPROVED', 12],
  ['AWAITING_RENOVATION', 6],
  ['RENOVATION', 9],
  ['EXPIRED', 8],
];
const DECIDED = new Set(['APPROVED', 'AWAITING_RENOVATION', 'RENOVATION', 'EXPIRED']);
const REASONS: Record<string, string[]> = {
  DISAPPROVED: ['Cliente já atendido por outra revenda.', 'Dados do cliente incompletos.'],
  AWAITING_RENOVATION: ['Cliente em fase final de homologação dos coletores.', 'Licitação adiada para o próximo mês.'],
};

/** An opportunity whose status, dates, CRM record, products and total agree with each other. */
export function mockOpportunity() {
  const fantasy = faker.company.name();
  const status = pick(STATUSES);
  const created = thisYear();
  const decided = DECIDED.has(status);
  const approved = decided ? new Date(Math.min(Date.now(), created.getTime() + 3 * DAY_MS)) : null;
  const products = productLines();
  const contact = person(companyDomain(fantasy));
  const resale = companyName();
  const seller = person();
  return {
    name: status === 'ANALYSIS' ? null : `Oportunidade ${fantasy} - ${created.toLocaleDateString('pt-BR')}`,
    status,
    cnpj: fakeCnpj(),
    fantasyName: fantasy,
    corporateName: `${fantasy} Comércio e Serviços Ltda`,
    cep: faker.location.zipCode('########'),
    street: `${faker.location.street()}, ${faker.location.buildingNumber()}`,
    ...realPlace(faker.helpers.arrayElement),
    country: COUNTRY,
    contact: contact.name,
    phone: fakePhone(),
    email: contact.email,
    network: faker.datatype.boolean(),
    justification: 'Renovação do parque de coletores do centro de distribuição.',
    estimated: estimatedOf(products),
    reason: faker.helpers.arrayElement(REASONS[status] ?? [null]),
    acceptedTerm: true,
    seller: seller.name,
    sellerSalesforceId: `005${faker.string.alphanumeric(12)}`,
    register: decided ? `006${faker.string.alphanumeric(12)}` : null,
    resaleName: resale,
    createdAt: created.toISOString(),
    approveDate: approved?.toISOString() ?? null,
    renovationDate: null,
    requestRenovationAt: status === 'AWAITING_RENOVATION' ? new Date().toISOString() : null,
    // The services' own rule (their stored statuses are the enum's names in lower case), so that the mock's bars read
    // like the real ones.
    ...ageOf(
      { status: status.toLowerCase() as OpportunityStatus, created_at: created, renovation_date: null },
      new Date(),
    ),
    products,
    conflicts: [],
    conflictsTotal: 0,
    conflictsTotalIsLowerBound: false,
    // Confirmed, like nearly every real registration; a test that needs the flag sets it. Drawn at random, half
    // the mock opportunities would carry the representatives' "não verificados" notice.
    companyUnverified: false,
    // Active and checked at registration, like nearly every real one.
    companyStatus: 'ATIVA',
    companyStatusCheckedAt: created.toISOString(),
    companyInactive: false,
    // Decided in time, as most are; a test that needs the clock sets it.
    waitingBusinessDays: status === 'ANALYSIS' || status === 'AWAITING_RENOVATION' ? 1 : null,
    decisionOverdue: false,
    // Nobody waits for the customer, as for most real ones (design section 16).
    customerWatchCount: 0,
    protectedUntil:
      status === 'APPROVED' && approved
        ? new Date(approved.getTime() + OPPORTUNITY_VALIDITY_DAYS * DAY_MS).toISOString()
        : null,
  };
}

type Change = Array<{ attribute: string; oldValue: string | null; newValue: string | null }>;

/** What a history row records, in the schema's vocabulary as the gateway gives it (HistoryModification). */
const CHANGES: Array<() => { actionType: 'CREATE' | 'UPDATE'; modifications: Change }> = [
  () => {
    const lines = productLines();
    return {
      actionType: 'CREATE',
      modifications: [
        { attribute: 'status', oldValue: null, newValue: 'ANALYSIS' },
        { attribute: 'cnpj', oldValue: null, newValue: fakeCnpj() },
        { attribute: 'probabilityClosing', oldValue: null, newValue: 'P25' },
        { attribute: 'opportunityOrigin', oldValue: null, newValue: 'TRADE_SHOW' },
        { attribute: 'estimated', oldValue: null, newValue: String(estimatedOf(lines)) },
        { attribute: 'network', oldValue: null, newValue: 'false' },
        { attribute: 'project.application', oldValue: null, newValue: 'Inventário' },
        { attribute: 'project.conclusionDate', oldValue: null, newValue: dayFromNow(60) },
        { attribute: 'project.partnerOwner', oldValue: null, newValue: 'OWN' },
        { attribute: 'products', oldValue: null, newValue: JSON.stringify(lines) },
      ],
    };
  },
  () => ({
    actionType: 'UPDATE',
    modifications: [
      { attribute: 'status', oldValue: 'ANALYSIS', newValue: 'APPROVED' },
      { attribute: 'name', oldValue: null, newValue: `Oportunidade ${faker.company.name()}` },
      { attribute: 'register', oldValue: null, newValue: `006${faker.string.alphanumeric(12)}` },
      { attribute: 'approveDate', oldValue: null, newValue: thisYear().toISOString() },
    ],
  }),
  () => ({
    actionType: 'UPDATE',
    modifications: [
      { attribute: 'status', oldValue: 'ANALYSIS', newValue: 'DISAPPROVED' },
      { attribute: 'reason', oldValue: null, newValue: 'Cliente já atendido por outra revenda.' },
    ],
  }),
  () => ({
    actionType: 'UPDATE',
    modifications: [
      { attribute: 'status', oldValue: 'AWAITING_RENOVATION', newValue: 'ANALYSIS' },
      { attribute: 'renovationDate', oldValue: null, newValue: thisYear().toISOString() },
      { attribute: 'approveDate', oldValue: thisYear().toISOString(), newValue: null },
    ],
  }),
  () => ({
    actionType: 'UPDATE',
    modifications: [
      {
        attribute: 'name',
        oldValue: `Oportunidade ${faker.company.name()}`,
        newValue: `Oportunidade ${faker.company.name()} - Fase 2`,
      },
    ],
  }),
  () => ({
    actionType: 'UPDATE',
    modifications: [{ attribute: 'probabilityClosing', oldValue: 'P25', newValue: 'P50' }],
  }),
];

/** A history row: a creation or a coherent change, made by a representative (never a note). */
export function mockHistoryEntry() {
  const author = person('demo.com.br');
  return {
    type: 'OPPORTUNITY',
    kind: 'CHANGE',
    ...faker.helpers.arrayElement(CHANGES)(),
    userId: faker.string.uuid(),
    username: author.name,
  };
}
