import { ErrorCode } from '../apollo/errors.js';
import { ALL_ROLES, ROLE_LABELS } from '../features/auth/roles.js';

/**
 * The toolbar's four choices, one per kind of scenario the mock gateway composes (server/mock/scenarios.ts):
 * what the lists hold, how operations fail, whether they are slow, who is signed in. Each option's value is the
 * scenario's own name, so that what the toolbar sends is what the README documents.
 */
export interface ScenarioParts {
  rows: string;
  failure: string;
  slow: string;
  role: string;
}

type Options = ReadonlyArray<readonly [value: string, label: string]>;

export const ROWS_OPTIONS: Options = [
  ['', 'dados usuais'],
  ['empty', 'empty: listas e contagens vazias'],
  ['many', 'many: mil linhas por lista'],
];

export const FAILURE_OPTIONS: Options = [
  ['', 'sem falha'],
  ['errors', 'errors: um código por requisição'],
  ...Object.values(ErrorCode).map((code) => [`errors:${code}`, `errors:${code}`] as const),
  ['expired-session', 'expired-session: sessão encerrada'],
];

export const ROLE_OPTIONS: Options = [
  ['', 'papel padrão (MOCK_ROLE)'],
  ...ALL_ROLES.map((role) => [`role:${role}`, `role:${role} (${ROLE_LABELS[role]})`] as const),
];

const kindOf = (part: string): keyof ScenarioParts | undefined => {
  const name = part.split(':')[0]?.toLowerCase();
  if (name === 'empty' || name === 'many') return 'rows';
  if (name === 'errors' || name === 'expired-session') return 'failure';
  if (name === 'slow') return 'slow';
  return name === 'role' ? 'role' : undefined;
};

/** `many, role:RESALE` → its parts; a name the gateway would refuse is left out (it says why when sent). */
export function scenarioParts(value: string): ScenarioParts {
  const parts: ScenarioParts = { rows: '', failure: '', slow: '', role: '' };
  for (const raw of value.split(',')) {
    const part = raw.trim();
    const kind = kindOf(part);
    if (kind) parts[kind] = part;
  }
  return parts;
}

export const scenarioValue = (parts: ScenarioParts): string =>
  [parts.rows, parts.failure, parts.slow, parts.role].filter(Boolean).join(', ');
