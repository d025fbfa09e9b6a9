import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';

/** A state as the schema's `State`: IBGE id (e.g. "31"), UF and name. */
export interface MockState {
  id: string;
  abbreviation: string;
  name: string;
}

/** A municipality as the schema's `Municipality`: 7-digit IBGE id and name. */
export interface MockMunicipality {
  id: string;
  name: string;
}

type Uf = Parameters<typeof getMunicipalities>[0];
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

/**
 * The 27 real states and their municipalities, from the IBGE tables shipped in @brazilian-utils (as the API serves
 * them), so that the mock's address selects and the cities of its records are real places.
 */
export const STATES: MockState[] = getStates()
  .map((s) => ({ id: String(s.ibgeCode), abbreviation: s.code, name: s.name }))
  .sort(byName);

const municipalities = new Map<string, MockMunicipality[]>();

/** Municipalities of the state with IBGE id `stateId`, by name; undefined for an id that names no state. */
export function municipalitiesOf(stateId: string): MockMunicipality[] | undefined {
  const state = STATES.find((s) => s.id === stateId);
  if (!state) return undefined;
  let list = municipalities.get(stateId);
  if (!list) {
    list = getMunicipalities(state.abbreviation as Uf)
      .map((m) => ({ id: String(m.code), name: m.name }))
      .sort(byName);
    municipalities.set(stateId, list);
  }
  return list;
}

/** A real place, `pick` choosing the state and then one of its municipalities. */
export function realPlace(pick: <T>(list: readonly T[]) => T): { state: string; city: string } {
  const state = pick(STATES);
  return { state: state.abbreviation, city: pick(municipalitiesOf(state.id) ?? []).name };
}
