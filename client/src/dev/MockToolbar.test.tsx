import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseMockScenario, chosenMockScenario } from '../apollo/mockScenario.js';
import { MockToolbar } from './MockToolbar.js';
import { scenarioParts, scenarioValue } from './scenarioParts.js';

describe('the mock scenario toolbar', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('reads a composed scenario into its parts and writes it back in the same words', () => {
    const parts = scenarioParts('role:RESALE, slow:500 ,many,errors:LOCKED');

    expect(parts).toEqual({ rows: 'many', failure: 'errors:LOCKED', slow: 'slow:500', role: 'role:RESALE' });
    expect(scenarioValue(parts)).toBe('many, errors:LOCKED, slow:500, role:RESALE');
  });

  it('stores the choice for the tab and loads the page again', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    chooseMockScenario('empty');
    render(<MockToolbar reload={reload} />);

    await user.click(screen.getByText('Mock: empty'));
    await user.selectOptions(screen.getByLabelText('Listas'), 'many');
    await user.selectOptions(screen.getByLabelText('Falhas'), 'errors:CONFLICT');
    await user.click(screen.getByLabelText(/^slow/));
    await user.click(screen.getByRole('button', { name: 'Aplicar: many, errors:CONFLICT, slow' }));

    expect(chosenMockScenario()).toBe('many, errors:CONFLICT, slow');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renews a signed-in session under a new role, so that its cookies say it', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'userid=u1; path=/';
    render(<MockToolbar reload={() => {}} />);

    await user.click(screen.getByText('Mock: padrão'));
    await user.selectOptions(screen.getByLabelText('Papel'), 'role:SELLER');
    await user.click(screen.getByRole('button', { name: 'Aplicar: role:SELLER' }));

    const [uri, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(uri).toBe('/graphql');
    expect(new Headers(init.headers).get('X-Mock-Scenario')).toBe('role:SELLER');
    expect(JSON.parse(String(init.body)).operationName).toBe('RefreshSession');
  });
});
