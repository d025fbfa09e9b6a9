import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';

export interface StateItem {
  id: number;
  sigla: string;
  nome: string;
}
export interface MunicipalityItem {
  id: number;
  nome: string;
}

interface GeoIndex {
  states: StateItem[];
  municipalities: Map<number, MunicipalityItem[]>;
}

const byName = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome, 'pt-BR');

let index: GeoIndex | undefined;

/**
 * States and municipalities with their IBGE codes, shipped inside @brazilian-utils (offline: no call to the IBGE
 * service). The library keys municipalities by UF; the portal asks by the state's IBGE code (31 = Minas Gerais), so
 * the index maps one to the other. Built on first use and kept: the data never changes while the process runs.
 */
function geoIndex(): GeoIndex {
  if (index) return index;
  const states = getStates()
    .map((s) => ({ id: s.ibgeCode, sigla: s.code, nome: s.name }))
    .sort(byName);
  const municipalities = new Map<number, MunicipalityItem[]>();
  for (const s of states) {
    const list = getMunicipalities(s.sigla as Parameters<typeof getMunicipalities>[0])
      .map((m) => ({ id: Number(m.code), nome: m.name }))
      .sort(byName);
    municipalities.set(s.id, list);
  }
  index = { states, municipalities };
  return index;
}

export const listStates = (): StateItem[] => geoIndex().states;

/** Undefined for a code that names no state. */
export const listMunicipalities = (stateId: number): MunicipalityItem[] | undefined =>
  geoIndex().municipalities.get(stateId);
