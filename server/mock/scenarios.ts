import { ApolloServerErrorCode } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import { type ErrorCode, isErrorCode } from '../../schema/error-codes.js';
import type { GatewayContext } from '../gateway/context.js';
import { ROLES, type Role } from '../lib/roles.js';

/**
 * Named scenarios of the mock gateway, chosen per request, so that one `npm run dev:mock` shows a screen empty, full,
 * failing, slow or signed out without a restart, and the client's tests reach the same states through the same
 * header. The schema is built once; each request's scenario travels in its context (`mockScenario`).
 */
export const MOCK_SCENARIO_HEADER = 'x-mock-scenario';
/** Picks the code of the `errors` scenario, for clients that cannot write `errors:<CODE>`. */
export const MOCK_ERROR_HEADER = 'x-mock-error';

/** Rows of every list in the `many` scenario: enough to page through and to feel a large brand. */
export const MANY_ROWS = 1000;
/** The `slow` scenario's delay when none is given: long enough to see every loading state, short enough to work. */
export const SLOW_DELAY_MS = { min: 1500, max: 3000 } as const;
/** A longer delay is a typo, not a scenario (the client's own timeouts are far shorter). */
const SLOW_DELAY_MAX_MS = 60_000;

export interface MockScenario {
  /** How many rows the lists hold: none (`empty`, counts at zero) or MANY_ROWS (`many`); else the usual mock data. */
  rows?: 'empty' | 'many';
  /** What the operations answer instead of data: an error of the catalogue (a fixed code, or each in turn), or the
   * replies of a session that ended. */
  failure?: { kind: 'errors'; code?: ErrorCode } | { kind: 'expired-session' };
  /** Every operation waits this long (ms) first; a range is drawn from per request. */
  delay?: { min: number; max: number };
  /** The signed-in role of this request, instead of MOCK_ROLE. */
  role?: Role;
}

/** The context of the mock gateway: the real one, plus the scenario read from the request. */
export type MockContext = GatewayContext & { mockScenario?: MockScenario };

export const scenarioOf = (ctx: Partial<MockContext> | undefined): MockScenario => ctx?.mockScenario ?? {};

const USAGE =
  'Cenários: empty, many, errors[:CÓDIGO], slow[:ms], expired-session, role:REPRESENTATIVE|SUPPORT|RESALE|SELLER, ' +
  'separados por vírgula.';

/** A scenario asked wrongly is refused as a malformed request, never ignored: a typo would look like real data. */
const badScenario = (message: string) =>
  new GraphQLError(`${message} ${USAGE}`, {
    extensions: { code: ApolloServerErrorCode.BAD_REQUEST, http: { status: 400 } },
  });

function errorCodeOf(raw: string): ErrorCode {
  const code = raw.trim().toUpperCase();
  if (!isErrorCode(code)) throw badScenario(`Código de erro desconhecido: "${raw}".`);
  return code;
}

type Step = (scenario: MockScenario, arg: string | undefined) => void;

/** Two choices of one kind (`empty` and `many`, `errors` and `expired-session`, two roles) contradict each other. */
function once<K extends keyof MockScenario>(scenario: MockScenario, key: K, value: MockScenario[K], name: string) {
  if (scenario[key] !== undefined) throw badScenario(`O cenário "${name}" não combina com outro do mesmo tipo.`);
  scenario[key] = value;
}

const STEPS: Record<string, Step> = {
  empty: (s) => once(s, 'rows', 'empty', 'empty'),
  many: (s) => once(s, 'rows', 'many', 'many'),
  errors: (s, code) => once(s, 'failure', { kind: 'errors', code: code ? errorCodeOf(code) : undefined }, 'errors'),
  'expired-session': (s) => once(s, 'failure', { kind: 'expired-session' }, 'expired-session'),
  slow: (s, ms) => {
    if (ms !== undefined && !/^\d+$/.test(ms.trim())) throw badScenario(`Atraso inválido: "${ms}".`);
    const fixed = ms === undefined ? undefined : Math.min(Number(ms), SLOW_DELAY_MAX_MS);
    once(s, 'delay', fixed === undefined ? { ...SLOW_DELAY_MS } : { min: fixed, max: fixed }, 'slow');
  },
  role: (s, role) => {
    const name = role?.trim().toUpperCase() as Role;
    if (!ROLES.includes(name)) throw badScenario(`Papel desconhecido: "${role ?? ''}".`);
    once(s, 'role', name, 'role');
  },
};

/**
 * The scenario of `X-Mock-Scenario: many, role:RESALE` (names in any case, composed with commas; `errors:LOCKED` or
 * `X-Mock-Error: LOCKED` fixes the error code). No header is the usual mock data. Throws BAD_REQUEST on a name it
 * does not know or on two that contradict each other.
 */
export function parseMockScenario(value: string | undefined, errorCode?: string): MockScenario {
  const scenario: MockScenario = {};
  for (const part of (value ?? '').split(',')) {
    if (!part.trim()) continue;
    const [name = '', ...rest] = part.split(':');
    const step = STEPS[name.trim().toLowerCase()];
    if (!step) throw badScenario(`Cenário de mock desconhecido: "${part.trim()}".`);
    step(scenario, rest.length ? rest.join(':') : undefined);
  }
  if (errorCode?.trim()) {
    if (scenario.failure?.kind !== 'errors') throw badScenario('X-Mock-Error vale só com o cenário errors.');
    scenario.failure.code ??= errorCodeOf(errorCode);
  }
  return scenario;
}

/** The scenario of a request, from its headers (`header` is Express's `req.get`, or a test's header map). */
export const readMockScenario = (header: (name: string) => string | undefined): MockScenario =>
  parseMockScenario(header(MOCK_SCENARIO_HEADER), header(MOCK_ERROR_HEADER));

/** Rows of a list under the scenario: `usual` when it says nothing about them. */
export function listTotal(scenario: MockScenario, usual: number): number {
  if (scenario.rows === 'empty') return 0;
  return scenario.rows === 'many' ? MANY_ROWS : usual;
}
