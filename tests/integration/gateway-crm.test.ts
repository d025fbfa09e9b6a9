/**
 * A CRM that does not answer, through the gateway: the API runs the `salesforce` adapter against a port nobody
 * listens on, so the approval's CRM call fails and the client gets CRM_UNAVAILABLE (spec section 8, [SFERROR]).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startGateway, type TestGateway } from '../fixtures/gateway.js';
import { CREATE_OPPORTUNITY, createOpportunityInput } from '../fixtures/gateway-inputs.js';
import { salesforceEnv } from '../fixtures/salesforce-fake.js';
import { demoAccounts } from '../fixtures/stack.js';

let g: TestGateway;

beforeAll(async () => {
  g = await startGateway({
    env: salesforceEnv('http://127.0.0.1:9'),
  });
});
afterAll(async () => {
  await g?.stop();
});

test('approving while the CRM is unreachable is CRM_UNAVAILABLE; the opportunity stays in analysis', async () => {
  const resale = await g.signIn(demoAccounts.resale.email);
  const representative = await g.signIn(demoAccounts.representative.email);
  const created = await resale.gql(CREATE_OPPORTUNITY, {
    i: createOpportunityInput({ fantasyName: 'Cliente Offline', corporateName: 'Cliente Offline Ltda' }),
  });
  expect(created.errors).toBeUndefined();
  const id = created.data.createOpportunity.opportunity.id;

  const approved = await representative.gql(
    'mutation($i: ApproveOpportunityInput!) { approveOpportunity(input: $i) { opportunity { id } } }',
    { i: { id, name: 'Oportunidade Cliente Offline' } },
  );
  const after = await representative.gql('query($id: ID!) { opportunity(id: $id) { status } }', { id });

  expect(approved.errors?.[0].extensions?.code).toBe('CRM_UNAVAILABLE');
  expect(approved.errors?.[0].message).toContain('[SFERROR]');
  expect(after.data.opportunity.status).toBe('ANALYSIS');
});
