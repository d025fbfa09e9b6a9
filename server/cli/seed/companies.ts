import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import type { CompanyStatus } from '../../../shared/company-status.js';
import type { Queryable } from '../../db/connection.js';
import { DEMO_RESALE, DEMO_RESALE_CNPJ } from '../../db/seed/accounts.js';
import { withCheckDigits } from '../../lib/cnpj.js';
import { insertRows } from './insert.js';
import { companyWords, resaleNames, segments, states, streetNames } from './names.js';
import type { Random } from './random.js';

export interface Company {
  cnpj: string;
  corporateName: string;
  fantasyName: string;
  cep: string;
  street: string;
  city: string;
  state: string;
  /** Lower-case domain for the company's e-mail addresses. */
  domain: string;
}

const CUSTOMERS = 240;
const BRANCHES = 12;
/** About one customer in ten carries an alphanumeric CNPJ (issued since July 2026). */
const ALPHANUMERIC_SHARE = 0.1;

/**
 * The local CNPJ register: customers of the demo opportunities (a few with a branch under the same root), the other
 * resales, and the demo resale, all with valid CNPJs and addresses in real municipalities.
 */
export function buildCompanies(rnd: Random): { customers: Company[]; resales: Company[] } {
  const roots = new Set<string>([DEMO_RESALE_CNPJ.slice(0, 8)]);
  const newRoot = (alphanumeric: boolean) => {
    for (;;) {
      const root = alphanumeric
        ? `${rnd.digits(2)}${rnd.chars(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rnd.digits(3)}`
        : `${rnd.int(1, 9)}${rnd.digits(7)}`;
      if (!roots.has(root)) {
        roots.add(root);
        return root;
      }
    }
  };

  const usedNames = new Set<string>();
  const customers: Company[] = [];
  while (customers.length < CUSTOMERS) {
    const segment = rnd.pick(segments);
    const word = rnd.pick(companyWords);
    const corporateName = `${segment.prefix} ${word} ${rnd.pick(segment.suffixes)}`;
    const key = `${segment.prefix} ${word}`;
    if (usedNames.has(key)) continue;
    usedNames.add(key);
    const alphanumeric = rnd.chance(ALPHANUMERIC_SHARE);
    const cnpj = withCheckDigits(
      `${newRoot(alphanumeric)}${alphanumeric && rnd.chance(0.5) ? `0${rnd.digits(1)}${rnd.chars(2, 'ABCDEF')}` : '0001'}`,
    );
    customers.push({ cnpj, corporateName, fantasyName: key, domain: domainOf(key), ...address(rnd) });
  }
  // Branches share the head office's root (deal protection matches on it) but sit in another city.
  for (const head of rnd.shuffle(customers.filter((c) => c.cnpj.slice(8, 12) === '0001')).slice(0, BRANCHES)) {
    const branch = { ...head, cnpj: withCheckDigits(`${head.cnpj.slice(0, 8)}0002`), ...address(rnd) };
    customers.push({ ...branch, fantasyName: `${head.fantasyName} - Filial ${branch.city}` });
  }

  const resales = resaleNames.map((name) => ({
    cnpj: withCheckDigits(`${newRoot(false)}0001`),
    corporateName: `${name} ${rnd.pick(['Ltda', 'Eireli', 'S.A.'])}`,
    fantasyName: name,
    domain: domainOf(name),
    ...address(rnd),
  }));
  return { customers, resales };
}

/**
 * Companies of the local register that the Receita Federal no longer lists as active, for trying the refusal of their
 * registrations (design section 15) by hand and in tests (tests/integration/company-status.test.ts). Fixed, outside
 * the random draw (the rest of the seed stays as it was), no opportunity's customer, and last in CNPJ order, so that
 * tests picking "a free customer" by CNPJ order do not meet them.
 */
export const INACTIVE_REGISTER_COMPANIES = [
  {
    cnpj: '99999997000100',
    corporateName: 'Comercio Encerrado Ltda',
    fantasyName: 'Comercio Encerrado',
    status: 'BAIXADA',
  },
  { cnpj: '99999998000147', corporateName: 'Industria Inapta Ltda', fantasyName: 'Industria Inapta', status: 'INAPTA' },
] as const satisfies ReadonlyArray<{ cnpj: string; corporateName: string; fantasyName: string; status: CompanyStatus }>;

export async function insertCompanies(q: Queryable, companies: Company[], createdAt: Date): Promise<void> {
  const demo: Company = {
    cnpj: DEMO_RESALE_CNPJ,
    corporateName: DEMO_RESALE.corporateName,
    fantasyName: DEMO_RESALE.fantasyName,
    cep: DEMO_RESALE.cep,
    street: DEMO_RESALE.street,
    city: DEMO_RESALE.city,
    state: DEMO_RESALE.state,
    domain: 'demo.com.br',
  };
  await insertRows(
    q,
    'api.companies',
    ['cnpj', 'razao_social', 'nome_fantasia', 'cep', 'rua', 'cidade', 'estado', 'created_at', 'situacao_cadastral'],
    [
      ...[demo, ...companies].map((c) => [
        c.cnpj,
        c.corporateName,
        c.fantasyName,
        c.cep,
        c.street,
        c.city,
        c.state,
        createdAt,
        'ATIVA',
      ]),
      ...INACTIVE_REGISTER_COMPANIES.map((c) => [
        c.cnpj,
        c.corporateName,
        c.fantasyName,
        '01310100',
        'Avenida Paulista, 900',
        'São Paulo',
        'SP',
        createdAt,
        c.status,
      ]),
    ],
  );
}

const municipalitiesByUf = new Map<string, string[]>();

function address(rnd: Random): Pick<Company, 'cep' | 'street' | 'city' | 'state'> {
  const state = rnd.weighted(Object.fromEntries(states.map((s) => [s.uf, s.weight])));
  const info = states.find((s) => s.uf === state)!;
  let names = municipalitiesByUf.get(state);
  if (!names) {
    names = getMunicipalities(state as Parameters<typeof getMunicipalities>[0]).map((m) => m.name);
    municipalitiesByUf.set(state, names);
  }
  // Most companies sit in the capital; the rest anywhere in the state.
  const inCapital = rnd.chance(0.45) || names.length === 1;
  const city = inCapital ? info.capital : rnd.pick(names.filter((n) => n !== info.capital));
  // The capital's CEPs open the state's range; the rest of the range belongs to the other municipalities.
  const [from, to] = inCapital ? info.capitalCep : [info.capitalCep[1] + 1, info.cep[1]];
  const cep = `${String(rnd.int(from, to)).padStart(5, '0')}${rnd.digits(3)}`;
  return { cep, street: `${rnd.pick(streetNames)}, ${rnd.int(10, 4999)}`, city, state };
}

function domainOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  return `${slug}.com.br`;
}
