/** Public geography for the address selects: states and municipalities with IBGE ids, offline. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe('GET /geo/states', () => {
  it('lists the 27 federative units with their IBGE code, sorted by name', async () => {
    const res = await call(stack.apiUrl, 'GET', '/geo/states');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(27);
    expect(res.body.data[0]).toEqual({ id: 12, sigla: 'AC', nome: 'Acre' });
    expect(res.body.data).toContainEqual({ id: 31, sigla: 'MG', nome: 'Minas Gerais' });
    const names = res.body.data.map((s: { nome: string }) => s.nome);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
  });
});

describe('GET /geo/states/{id}/municipalities', () => {
  it('lists the 853 municipalities of Minas Gerais (31) with IBGE ids, sorted by name', async () => {
    const res = await call(stack.apiUrl, 'GET', '/geo/states/31/municipalities');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(853);
    expect(res.body.data).toContainEqual({ id: 3106200, nome: 'Belo Horizonte' });
    const names = res.body.data.map((m: { nome: string }) => m.nome);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
  });

  it('answers 404 for a code that names no state', async () => {
    expect((await call(stack.apiUrl, 'GET', '/geo/states/99/municipalities')).status).toBe(404);
    expect((await call(stack.apiUrl, 'GET', '/geo/states/MG/municipalities')).status).toBe(404);
  });
});
