import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/lib/logger.js';
import { createLocalCrm } from '../../server/services/api/crm/local.js';
import { runOpportunityJob } from '../../server/services/api/jobs/index.js';
import { DAY_MS } from '../../shared/time.js';
import { call } from '../fixtures/http.js';
import {
  createOpportunity,
  loginAll,
  manualClock,
  newCustomer,
  opportunityStackPerFile,
} from './opportunities-fixture.js';

const { stack, tokens: t } = opportunityStackPerFile();

const patch = (token: string, path: string, body: unknown) => call(stack.apiUrl, 'PATCH', path, { token, body });
const detail = async (id: string) =>
  (await call(stack.apiUrl, 'GET', `/opportunity/id/${id}`, { token: t.representative })).body.data[0];
const historyOf = (id: string) =>
  stack.db.query<{ username: string; user_id: string | null; modifications: unknown[] }>(
    `SELECT username, user_id, modifications FROM api.history WHERE type_id = $1 AND action_type = 'update'
     ORDER BY created_at, id`,
    [id],
  );
const mailsOf = (kind: string, id: string) =>
  stack.db.query<{ recipients: string[] }>(
    'SELECT recipients FROM api.mail_outbox WHERE kind = $1 AND content LIKE $2',
    [kind, `%${id}%`],
  );
const crmRecords = async (id: string) =>
  (await stack.db.query('SELECT 1 FROM api.crm_opportunities WHERE opportunity_id = $1', [id])).length;
const approve = (id: string, name = 'Projeto aprovado') =>
  patch(t.representative, `/opportunity/${id}`, { status: 'approved', name, probabilityClosing: 75 });

describe('decisions on an opportunity in analysis', () => {
  it('requires a name to approve', async () => {
    const id = await createOpportunity(stack, t.resale);
    const res = await patch(t.representative, `/opportunity/${id}`, { status: 'approved', name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor, digite um nome para a oportunidade!!');
    expect((await detail(id)).status).toBe('analysis');
  });

  it('approves: CRM record, register, approval date, history and the owner e-mail', async () => {
    const id = await createOpportunity(stack, t.seller);
    const res = await approve(id, 'Rede Sul - Coletores');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data).toMatchObject({
      id,
      status: 'approved',
      name: 'Rede Sul - Coletores',
      probabilityClosing: 75,
    });
    expect(res.body.data.register).toMatch(/^006/);
    expect(new Date(res.body.data.approveDate).getTime()).toBe(stack.clock.now().getTime());
    expect(await crmRecords(id)).toBe(1);
    // The CRM record closes on the first project's conclusion day, and its owner is the seller chosen.
    const [record] = await stack.db.query<{ closes: string; owner: string }>(
      `SELECT r.close_date::text AS closes, r.owner_id AS owner FROM api.crm_opportunities r
        JOIN api.opportunity_projects p ON p.opportunity_id = r.opportunity_id AND p.conclusion_date = r.close_date
        WHERE r.opportunity_id = $1`,
      [id],
    );
    expect(record).toEqual({
      closes: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      owner: res.body.data.sellerSalesforceId,
    });

    const [h] = await historyOf(id);
    expect(h.username).toBe('Rita Representante');
    expect(h.modifications).toEqual(
      expect.arrayContaining([
        { attribute: 'status', oldValue: 'analysis', newValue: 'approved' },
        { attribute: 'register', oldValue: null, newValue: res.body.data.register },
        { attribute: 'probabilityClosing', oldValue: '50', newValue: '75' },
      ]),
    );
    expect((await mailsOf('opportunity-decided', id))[0].recipients).toEqual(['vendedor@demo.com.br']);

    const byRegister = await call(stack.apiUrl, 'GET', `/opportunity/all?register=${res.body.data.register}`, {
      token: t.support,
    });
    expect(byRegister.body.result.map((o: { id: string }) => o.id)).toEqual([id]);

    // Decided once: the table has no way back from approved through this call.
    for (const body of [
      { status: 'approved', name: 'De novo' },
      { status: 'disapproved', reason: 'Tarde demais' },
    ]) {
      const again = await patch(t.representative, `/opportunity/${id}`, body);
      expect(again.status).toBe(423);
      expect(again.body.code).toBe('LOCKED');
      expect(again.body.message).toMatch(/não está em análise/);
    }
  });

  it('edits name and probability when the status sent is the current non-decision one', async () => {
    const id = await createOpportunity(stack, t.seller);
    const edited = await patch(t.representative, `/opportunity/${id}`, {
      status: 'analysis',
      name: 'Nome corrigido',
      probabilityClosing: 100,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'analysis', name: 'Nome corrigido', probabilityClosing: 100 });
    expect(await crmRecords(id)).toBe(0);
  });

  it('rejects with a required reason', async () => {
    const id = await createOpportunity(stack, t.resale);
    const missing = await patch(t.representative, `/opportunity/${id}`, { status: 'disapproved' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ reason: '*Campo Obrigatório' });
    const res = await patch(t.representative, `/opportunity/${id}`, { status: 'disapproved', reason: 'Sem verba' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'disapproved', reason: 'Sem verba' });
    expect((await mailsOf('opportunity-decided', id))[0].recipients).toEqual(['revenda@demo.com.br']);
    expect(await crmRecords(id)).toBe(0);
  });

  it('refuses status changes outside the table with 423 and unknown statuses with 400', async () => {
    const id = await createOpportunity(stack, t.resale);
    for (const status of ['expired', 'renovation', 'awaiting_renovation']) {
      const res = await patch(t.representative, `/opportunity/${id}`, { status });
      expect(res.status, status).toBe(423);
      expect(res.body.message).toMatch(/Não é possível mudar a oportunidade de "Em Análise"/);
    }
    expect((await patch(t.representative, `/opportunity/${id}`, { status: 'sold' })).status).toBe(400);
    expect((await patch(t.representative, `/opportunity/renovation/${id}`, { status: 'approved' })).status).toBe(423);
    const renewal = await patch(t.resale, `/opportunity/renovation/${id}/request`, {
      reason: 'Proposta enviada',
      probabilityClosing: 50,
    });
    expect(renewal.status).toBe(423);
    expect(renewal.body.message).toMatch(/renovação só pode ser solicitada/);
  });

  it('edits name and closing probability in any status, for representatives only', async () => {
    const id = await createOpportunity(stack, t.resale);
    await patch(t.representative, `/opportunity/${id}`, { status: 'disapproved', reason: 'Duplicada' });
    const res = await patch(t.representative, `/opportunity/${id}`, { name: 'Nome revisto', probabilityClosing: 100 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'disapproved', name: 'Nome revisto', probabilityClosing: 100 });
    const alone = await patch(t.representative, '/opportunity', { id, probabilityClosing: 25 });
    expect(alone).toMatchObject({ status: 200, body: { status: 'success' } });
    expect((await detail(id)).probabilityClosing).toBe(25);
    expect((await patch(t.representative, '/opportunity', { id, probabilityClosing: 30 })).status).toBe(400);
    expect((await patch(t.resale, `/opportunity/${id}`, { name: 'Meu nome' })).status).toBe(403);
    expect((await patch(t.support, '/opportunity', { id, probabilityClosing: 50 })).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-00000000beef';
    expect((await patch(t.representative, `/opportunity/${unknown}`, { name: 'x' })).status).toBe(404);
    const last = (await historyOf(id)).at(-1);
    expect(last?.modifications).toEqual([{ attribute: 'probabilityClosing', oldValue: '100', newValue: '25' }]);
  });

  it('lets exactly one of two simultaneous approvals win, with one CRM record', async () => {
    const id = await createOpportunity(stack, t.resale);
    const replies = await Promise.all([approve(id, 'Aprovação A'), approve(id, 'Aprovação B')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 423]);
    expect(await crmRecords(id)).toBe(1);
    expect((await historyOf(id)).length).toBe(1);
  });

  it('hands the opportunity back to analysis when the CRM refuses it, with the CRM error', async () => {
    // The seller was in the CRM at registration (an unknown one is refused then) and has left it since.
    const gone = '005LEFTTHECRM00001';
    await stack.db.query(`INSERT INTO api.crm_sellers (user_id, brand, name) VALUES ($1, 'scanora', 'Ex Vendedor')`, [
      gone,
    ]);
    const id = await createOpportunity(stack, t.resale, { sellerSalesforceId: gone });
    await stack.db.query('UPDATE api.crm_sellers SET active = false WHERE user_id = $1', [gone]);
    const res = await approve(id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('CRM_NOT_FOUND');
    expect(res.body.message).toMatch(/SF404/);
    expect(await detail(id)).toMatchObject({ status: 'analysis', register: null, approveDate: null });
    expect(await historyOf(id)).toEqual([]);
  });
});

describe('validity, renovation and renewal', () => {
  const deps = () => ({
    db: stack.db,
    clock: stack.clock,
    config: stack.config,
    crm: createLocalCrm(stack.db),
    logger: createLogger('silent'),
  });
  const advance = async (days: number) => {
    manualClock(stack).advanceDays(days);
    Object.assign(t, await loginAll(stack));
  };

  it('moves approved deals to renovation, lets the owner ask for a renewal and expires the rest', async () => {
    const renewed = await createOpportunity(stack, t.resale, {}, newCustomer().cnpj);
    const lapsed = await createOpportunity(stack, t.seller, {}, newCustomer().cnpj);
    for (const id of [renewed, lapsed]) expect((await approve(id)).status).toBe(200);

    await advance(89);
    await runOpportunityJob(deps());
    expect((await detail(renewed)).status).toBe('approved');

    await advance(2);
    await runOpportunityJob(deps());
    const moved = await detail(renewed);
    expect(moved).toMatchObject({ status: 'renovation', renovationAt: stack.clock.now().toISOString() });
    expect(new Date(moved.protectedUntil).getTime()).toBe(stack.clock.now().getTime() + 30 * DAY_MS);
    expect((await historyOf(renewed)).at(-1)).toMatchObject({
      username: 'Sistema',
      user_id: null,
      modifications: [{ attribute: 'status', oldValue: 'approved', newValue: 'renovation' }],
    });
    expect((await mailsOf('opportunity-renovation', lapsed))[0].recipients).toEqual(['vendedor@demo.com.br']);

    // The owner's side asks for the renewal, with progress and probability.
    const path = `/opportunity/renovation/${renewed}/request`;
    expect((await patch(t.resale, path, { probabilityClosing: 50 })).status).toBe(400);
    expect((await patch(t.resale, path, { reason: 'Piloto em andamento' })).status).toBe(400);
    expect((await patch(t.seller, path, { reason: 'Meu?', probabilityClosing: 50 })).status).toBe(404);
    expect((await patch(t.representative, path, { reason: 'x', probabilityClosing: 50 })).status).toBe(403);
    const asked = await patch(t.resale, path, { reason: 'Piloto em andamento', probabilityClosing: 75 });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: 'awaiting_renovation',
      reason: 'Piloto em andamento',
      requestRenovationAt: stack.clock.now().toISOString(),
    });

    const firstApproval = (await detail(renewed)).approveDate;
    expect(firstApproval).toEqual(expect.any(String));
    const decided = await patch(t.representative, `/opportunity/renovation/${renewed}`, { status: 'approved' });
    expect(decided.status).toBe(200);
    // Back in analysis, without the approval of its previous cycle: the history keeps it.
    expect(decided.body.data).toMatchObject({
      status: 'analysis',
      renovationDate: stack.clock.now().toISOString(),
      approveDate: null,
    });
    expect((await historyOf(renewed)).at(-1)?.modifications).toEqual(
      expect.arrayContaining([
        { attribute: 'status', oldValue: 'awaiting_renovation', newValue: 'analysis' },
        { attribute: 'approveDate', oldValue: firstApproval, newValue: null },
      ]),
    );
    expect((await mailsOf('renewal-decided', renewed))[0].recipients).toEqual(['revenda@demo.com.br']);

    // 31 days later the unrenewed one expires; the renewed one is in analysis with a fresh validity.
    await advance(31);
    await runOpportunityJob(deps());
    expect((await detail(lapsed)).status).toBe('expired');
    expect((await detail(renewed)).status).toBe('analysis');
    const row = (
      await call(stack.apiUrl, 'GET', `/opportunity/resale?cnpj=${(await detail(renewed)).cnpj}`, { token: t.resale })
    ).body.result[0];
    expect(row).toMatchObject({ id: renewed, expireDays: 90 - 31, elapsedDays: 31, approveDate: null });
    // The details read the same clock: both counts start at the renewal, not at the creation 122 days ago.
    expect(await detail(renewed)).toMatchObject({ expireDays: 90 - 31, elapsedDays: 31, approveDate: null });

    // Approving the renewed deal again keeps its CRM record and dates the new approval.
    const reapproved = await approve(renewed);
    expect(reapproved.status).toBe(200);
    expect(reapproved.body.data.approveDate).toBe(stack.clock.now().toISOString());
    expect(await crmRecords(renewed)).toBe(1);

    // An expired deal can still be renewed; a rejected renewal needs a reason and ends expired.
    const again = await patch(t.seller, `/opportunity/renovation/${lapsed}/request`, {
      reason: 'Cliente retomou o projeto',
      probabilityClosing: 50,
    });
    expect(again.body.data.status).toBe('awaiting_renovation');
    const noReason = await patch(t.representative, `/opportunity/renovation/${lapsed}`, { status: 'disapproved' });
    expect(noReason.status).toBe(400);
    const rejected = await patch(t.representative, `/opportunity/renovation/${lapsed}`, {
      status: 'disapproved',
      reason: 'Sem evolução',
    });
    expect(rejected.body.data).toMatchObject({ status: 'expired', reason: 'Sem evolução' });
    const twice = await patch(t.representative, `/opportunity/renovation/${lapsed}`, { status: 'approved' });
    expect(twice.status).toBe(423);
  });
});
