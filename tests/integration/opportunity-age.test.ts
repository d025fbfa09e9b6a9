import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { call } from '../fixtures/http.js';
import { demoAccounts } from '../fixtures/stack.js';
import {
  createOpportunity,
  ensureCrmSeller,
  loginAll,
  manualClock,
  newCustomer,
  runJobOn,
} from './opportunities-fixture.js';

let g: TestGateway;

beforeAll(async () => {
  g = await startGateway();
  await ensureCrmSeller(g.stack);
});
afterAll(async () => {
  await g?.stop();
});

const AGE = 'elapsedDays expireDays';

describe('the age of a renewed opportunity', () => {
  it('is counted from the renewal, with the same numbers in REST and GraphQL, in the list and the details', async () => {
    const { stack } = g;
    let t = await loginAll(stack);
    const { cnpj } = newCustomer();
    const id = await createOpportunity(stack, t.resale, {}, cnpj);
    const patch = (token: string, path: string, body: unknown) => call(stack.apiUrl, 'PATCH', path, { token, body });
    expect(
      (
        await patch(t.representative, `/opportunity/${id}`, {
          status: 'approved',
          name: 'Coletores',
          probabilityClosing: 75,
        })
      ).status,
    ).toBe(200);
    // Its 90 days end, the job moves it to renovation, the owner asks for a renewal and a representative grants it.
    manualClock(stack).advanceDays(91);
    await runJobOn(stack);
    t = await loginAll(stack);
    const request = { reason: 'Piloto em andamento', probabilityClosing: 75 };
    expect((await patch(t.resale, `/opportunity/renovation/${id}/request`, request)).status).toBe(200);
    expect((await patch(t.representative, `/opportunity/renovation/${id}`, { status: 'approved' })).status).toBe(200);

    manualClock(stack).advanceDays(10);
    t = await loginAll(stack);
    const rest = {
      row: (await call(stack.apiUrl, 'GET', `/opportunity/resale?cnpj=${cnpj}`, { token: t.resale })).body.result,
      detail: (await call(stack.apiUrl, 'GET', `/opportunity/id/${id}`, { token: t.resale })).body.data[0],
    };
    const resale = await g.signIn(demoAccounts.resale.email);
    const row = await resale.gql(`query($c: String) { opportunities(filter: { cnpj: $c }) { items { id ${AGE} } } }`, {
      c: cnpj,
    });
    const detail = await resale.gql(`query($id: ID!) { opportunity(id: $id) { ${AGE} } }`, { id });

    // Created 101 days ago, renewed 10 days ago: 10 days on the bar and 80 left, not a full bar of 60.
    const age = { elapsedDays: 10, expireDays: 80 };
    expect(rest.row).toEqual([expect.objectContaining({ id, status: 'analysis', ...age })]);
    expect(rest.detail).toMatchObject({ status: 'analysis', ...age });
    expect(row.data.opportunities.items).toEqual([{ id, ...age }]);
    expect(detail.data.opportunity).toEqual(age);
  });
});
