import { print } from 'graphql';
import { type CSSProperties, useState } from 'react';
import { RefreshSessionDocument } from '../__generated__/graphql.js';
import {
  chooseMockScenario,
  chosenMockScenario,
  MOCK_SCENARIO_HEADER,
  MOCK_SCENARIO_PARAM,
} from '../apollo/mockScenario.js';
import { COOKIES } from '../features/auth/settings.js';
import { readCookie } from '../lib/cookies.js';
import {
  FAILURE_OPTIONS,
  ROLE_OPTIONS,
  ROWS_OPTIONS,
  type ScenarioParts,
  scenarioParts,
  scenarioValue,
} from './scenarioParts.js';

/**
 * Plain elements in the browser's own system colours: the toolbar lives in a root of its own, outside the brand's
 * theme, and must look the same over every brand.
 */
const BOX: CSSProperties = {
  position: 'fixed',
  insetInlineStart: 8,
  insetBlockEnd: 8,
  zIndex: 2147483647,
  padding: '4px 8px',
  font: '12px system-ui, sans-serif',
  background: 'Canvas',
  color: 'CanvasText',
  border: '1px solid GrayText',
  borderRadius: 6,
  opacity: 0.92,
};
const FORM: CSSProperties = { display: 'grid', gap: 4, paddingBlock: 6 };

export interface MockToolbarProps {
  /** After a new choice: a fresh page, so that no answer of the old scenario stays in the cache. */
  reload?: () => void;
}

/** Loads the page again without `?mockScenario=`, which would otherwise win over the choice just made. */
function reloadWithoutParam() {
  const url = new URL(window.location.href);
  url.searchParams.delete(MOCK_SCENARIO_PARAM);
  window.location.replace(url);
}

/**
 * A session keeps the roles it was opened with (its readable cookies say them to the app): a new role takes effect
 * once the session is renewed under it, which the mock gateway does on `refreshSession`.
 */
async function renewSessionAs(scenario: string) {
  if (!readCookie(COOKIES.userid)) return;
  await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [MOCK_SCENARIO_HEADER]: scenario },
    body: JSON.stringify({ operationName: 'RefreshSession', query: print(RefreshSessionDocument) }),
  }).catch(() => undefined);
}

/** Development against the mock gateway only: picks the scenario of this tab's requests (X-Mock-Scenario). */
export function MockToolbar({ reload = reloadWithoutParam }: MockToolbarProps) {
  const current = chosenMockScenario();
  const [parts, setParts] = useState<ScenarioParts>(() => scenarioParts(current));
  const set = (kind: keyof ScenarioParts) => (e: { target: { value: string } }) =>
    setParts((p) => ({ ...p, [kind]: e.target.value }));
  const select = (kind: keyof ScenarioParts, label: string, options: typeof ROWS_OPTIONS) => (
    <label>
      {label}{' '}
      <select value={parts[kind]} onChange={set(kind)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  const apply = async () => {
    const next = scenarioValue(parts);
    chooseMockScenario(next);
    if (parts.role && parts.role !== scenarioParts(current).role) await renewSessionAs(next);
    reload();
  };

  return (
    <details style={BOX} aria-label="Cenário do mock">
      <summary>Mock: {current || 'padrão'}</summary>
      <div style={FORM}>
        {select('rows', 'Listas', ROWS_OPTIONS)}
        {select('failure', 'Falhas', FAILURE_OPTIONS)}
        <label>
          <input
            type="checkbox"
            checked={!!parts.slow}
            onChange={(e) => setParts((p) => ({ ...p, slow: e.target.checked ? 'slow' : '' }))}
          />{' '}
          slow: cada operação leva de 1,5 a 3 s
        </label>
        {select('role', 'Papel', ROLE_OPTIONS)}
        <button type="button" onClick={apply}>
          Aplicar: {scenarioValue(parts) || 'padrão'}
        </button>
      </div>
    </details>
  );
}
