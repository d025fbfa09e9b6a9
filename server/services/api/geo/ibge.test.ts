import { describe, expect, it } from 'vitest';
import { listMunicipalities, listStates } from './ibge.js';

describe('IBGE index', () => {
  it('keys municipalities by the state IBGE code', () => {
    expect(listStates().find((s) => s.sigla === 'SP')).toEqual({ id: 35, sigla: 'SP', nome: 'São Paulo' });
    expect(listMunicipalities(35)).toHaveLength(645);
    expect(listMunicipalities(31)?.[0]).toEqual({ id: 3100104, nome: 'Abadia dos Dourados' });
    expect(listMunicipalities(99)).toBeUndefined();
  });
});
