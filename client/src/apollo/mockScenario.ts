import { ApolloLink } from '@apollo/client';

/**
 * The mock gateway's scenarios (`npm run dev -- --mock`; server/mock/scenarios.ts) as the page asks for
 * them: the choice of the dev toolbar, or `?mockScenario=` on the page's address, kept for the tab in
 * sessionStorage and sent as a header with every operation. Only development against the mock uses this module.
 */
export const MOCK_SCENARIO_HEADER = 'X-Mock-Scenario';
export const MOCK_SCENARIO_PARAM = 'mockScenario';
const STORAGE_KEY = 'mockScenario';

/** The tab's scenario (`many, role:RESALE`), or '' for the usual mock data. */
export const chosenMockScenario = (): string => sessionStorage.getItem(STORAGE_KEY) ?? '';

export function chooseMockScenario(value: string): void {
  const scenario = value.trim();
  if (scenario) sessionStorage.setItem(STORAGE_KEY, scenario);
  else sessionStorage.removeItem(STORAGE_KEY);
}

/** `?mockScenario=` on the address the page opened with wins over the stored choice, and becomes it. */
function adoptScenarioOfAddress(): void {
  const fromAddress = new URLSearchParams(window.location.search).get(MOCK_SCENARIO_PARAM);
  if (fromAddress !== null) chooseMockScenario(fromAddress);
}

/** The header of the tab's scenario for a request outside GraphQL (the export), or none. */
export function mockScenarioHeaders(): Record<string, string> {
  adoptScenarioOfAddress();
  const value = chosenMockScenario();
  return value ? { [MOCK_SCENARIO_HEADER]: value } : {};
}

/** Adds the scenario header to every operation; `scenario` defaults to the tab's choice, read per operation. */
export function mockScenarioLink(scenario: () => string = chosenMockScenario): ApolloLink {
  if (scenario === chosenMockScenario) adoptScenarioOfAddress();
  return new ApolloLink((operation, forward) => {
    const value = scenario();
    if (value) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, [MOCK_SCENARIO_HEADER]: value },
      }));
    }
    return forward(operation);
  });
}
