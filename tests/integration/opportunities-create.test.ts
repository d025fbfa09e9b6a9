import { describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../server/lib/cnpj.js';
import { DAY_MS } from '../../shared/time.js';
import { call } from '../fixtures/http.js';
import { createOpportunity, loginAll, newCustomer, opportunityStackPerFile, payload } from './opportunities-fixture.js';

const { stack, tokens: t } = opportunityStackPerFile();
const post = (token: string, body: unknown, brand = 'scanora') =>
  call(stack.apiUrl, 'POST', '/opportunity/create', { token, brand, body });

describe('POST /opportunity/create', () => {
  it('registers the opportunity with the total computed on the server, its history and the representatives mail', async () => {
    const { cnpj } = newCustomer();
    const res = await post(
      t.resale,
      payload(stack, cnpj, {
        estimated: 1,
        products: [
          { partNumber: 'SC-100', description: 'Coletor', amount: 3, price: '1.234,56', accessory: false },
          { partNumber: 'BAT-1', description: 'Bateria', amount: '2', price: '10,05', accessory: true },
          { partNumber: 'RIVAL', description: 'Concorrente', amount: 9, price: 999.99, competition: true },
          { partNumber: '', description: '', amount: '', price: '' },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Oportunidade cadastrada com sucesso');
    const defaultName = expect.stringMatching(/^Oportunidade Mercado Teste Comércio Ltda - \d{2}\/\d{2}\/\d{4}$/);
    expect(res.body.data).toMatchObject({ status: 'analysis', name: defaultName, estimated: 3723.78 });

    const { id } = res.body.data;
    const [row] = await stack.db.query<{ estimated: string; cnpj_root: string; lines: number }>(
      `SELECT estimated::text, cnpj_root, (SELECT count(*)::int FROM api.opportunity_products WHERE opportunity_id = o.id)
         AS lines FROM api.opportunities o WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ estimated: '3723.78', cnpj_root: cnpj.slice(0, 8), lines: 3 });

    const history = await stack.db.query<{ action_type: string; username: string; modifications: unknown[] }>(
      `SELECT action_type, username, modifications FROM api.history WHERE type = 'opportunity' AND type_id = $1`,
      [id],
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action_type: 'create', username: 'Renata Revenda' });
    expect(history[0].modifications).toContainEqual({ attribute: 'status', oldValue: null, newValue: 'analysis' });

    // Every field it was created with, read as a representative reads the history.
    const read = await call(stack.apiUrl, 'GET', `/history/getByTypeId?typeId=${id}`, { token: t.representative });
    expect(read.status).toBe(200);
    const creation = read.body.result.find((h: { actionType: string }) => h.actionType === 'create');
    const recorded = Object.fromEntries(
      creation.modifications.map((m: { attribute: string; oldValue: null; newValue: string }) => {
        expect(m.oldValue).toBeNull();
        return [m.attribute, m.newValue];
      }),
    );
    expect(recorded).toMatchObject({
      name: res.body.data.name,
      status: 'analysis',
      cnpj,
      corporateName: 'Mercado Teste Comércio Ltda',
      fantasyName: 'Mercado Teste',
      contact: 'Carla Compras',
      email: 'compras@cliente.com.br',
      phone: '31987654321',
      cep: '30140071',
      street: 'Rua das Flores, 100',
      city: 'Belo Horizonte',
      state: 'MG',
      country: 'Brasil',
      network: 'false',
      acceptedTerm: 'true',
      probabilityClosing: '50',
      seller: 'Paula Prime',
      sellerSalesforceId: '005TESTPRIMESELL01',
      opportunityOrigin: 'Prospect',
      estimated: '3723.78',
      resale: expect.any(String),
    });
    expect(JSON.parse(recorded.projects)).toEqual([
      expect.objectContaining({
        aplication: 'Controle de estoque',
        specification: 'Coletor Android com leitor 2D',
        homologated: false,
      }),
    ]);
    expect(JSON.parse(recorded.products)).toEqual([
      { partNumber: 'SC-100', description: 'Coletor', amount: 3, price: 1234.56, accessory: false, competition: false },
      { partNumber: 'BAT-1', description: 'Bateria', amount: 2, price: 10.05, accessory: true, competition: false },
      {
        partNumber: 'RIVAL',
        description: 'Concorrente',
        amount: 9,
        price: 999.99,
        accessory: false,
        competition: true,
      },
    ]);

    // Addressed to the brand's representatives as a role; the dispatcher resolves their addresses when it sends.
    const mails = await stack.db.query<{ recipients: string[]; recipient_role: string; brand: string }>(
      `SELECT recipients, recipient_role, brand FROM api.mail_outbox WHERE kind = 'opportunity-created' AND content LIKE $1`,
      [`%${id}%`],
    );
    expect(mails).toEqual([{ recipients: [], recipient_role: 'REPRESENTATIVE', brand: 'scanora' }]);
  });

  it('names an unnamed opportunity after the customer and the day', async () => {
    const res = await post(t.seller, payload(stack, newCustomer().cnpj, { name: '' }));
    expect(res.status).toBe(201);
    expect(res.body.data.name).toMatch(/^Oportunidade Mercado Teste Comércio Ltda - \d{2}\/\d{2}\/\d{4}$/);
  });

  it('lets only representatives name an opportunity: a reseller or seller naming one gets 400 on `name`', async () => {
    const customer = newCustomer();
    for (const token of [t.resale, t.seller]) {
      const res = await post(token, payload(stack, customer.cnpj, { name: 'Expansão CD Contagem' }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ name: 'Somente representantes podem dar nome à oportunidade' });
    }
    const [{ n }] = await stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api.opportunities WHERE cnpj = $1',
      [customer.cnpj],
    );
    expect(n).toBe(0);
  });

  it('lists every problem of a submit at once: a bad conclusion date hides nothing', async () => {
    const base = payload(stack, newCustomer().cnpj);
    const res = await post(t.resale, {
      ...base,
      contact: '',
      projects: [{ ...base.projects[0], aplication: '', conclusionDate: '31/02/27', haveCollector: true }],
      products: [...base.products, { partNumber: 'BAT-1', description: '', amount: 1, price: '10,00' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      contact: '*Campo Obrigatório',
      'projects.0.aplication': '*Campo Obrigatório',
      'projects.0.conclusionDate': 'Data de conclusão deve ser uma data futura',
      'projects.0.haveCollectorDescription': '*Campo Obrigatório',
      'products.1.description': '*Campo Obrigatório',
    });
  });

  it.each(['2027-02-30', '2027-13-01', '30/02/27'])(
    'reports an impossible conclusion day (%s) with an empty contact, both at once',
    async (day) => {
      const base = payload(stack, newCustomer().cnpj);
      const res = await post(t.resale, {
        ...base,
        contact: '',
        projects: [{ ...base.projects[0], conclusionDate: day }],
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        contact: '*Campo Obrigatório',
        'projects.0.conclusionDate': 'Data de conclusão deve ser uma data futura',
      });
    },
  );

  it('accepts an alphanumeric CNPJ', async () => {
    const cnpj = withCheckDigits(`${newCustomer().root.slice(0, 2)}AB${newCustomer().root.slice(0, 4)}0001`);
    const res = await post(t.resale, payload(stack, cnpj.replace(/^(..)(...)(...)(....)(..)$/, '$1.$2.$3/$4-$5')));
    expect(res.status).toBe(201);
    const detail = await call(stack.apiUrl, 'GET', `/opportunity/id/${res.body.data.id}`, { token: t.resale });
    expect(detail.body.data[0].cnpj).toBe(cnpj);
  });

  it('answers 400 with the message of each wrong field', async () => {
    const base = payload(stack, newCustomer().cnpj);
    const cases: Array<[Record<string, unknown>, string, RegExp | string]> = [
      [
        { projects: [{ ...base.projects[0], conclusionDate: '01/01/20' }] },
        'projects.0.conclusionDate',
        'Data de conclusão deve ser uma data futura',
      ],
      [{ cnpj: '11.444.777/0001-62' }, 'cnpj', 'Verifique o cnpj digitado'],
      [
        { products: [{ partNumber: 'ACC', description: 'Só acessório', amount: 1, price: 10, accessory: true }] },
        'products',
        /produto principal/,
      ],
      [
        { products: [{ partNumber: 'SC-100', description: 'Coletor', amount: 0, price: '0,00' }] },
        'products.0.amount',
        '*Campo Obrigatório',
      ],
      [{ acceptedTerm: 'false' }, 'acceptedTerm', '*Campo Obrigatório'],
      [{ seller: '' }, 'seller', '*Campo Obrigatório'],
      [{ email: 'compras@cliente' }, 'email', 'Verifique o email digitado'],
      [{ phone: '00000000000' }, 'phone', 'Numero inválido'],
      [{ probabilityClosing: 60 }, 'probabilityClosing', /25, 50, 75 ou 100/],
      [{ opportunityOrigin: 'Fax' }, 'opportunityOrigin', /Origem/],
      [
        { projects: [{ ...base.projects[0], haveCollector: true }] },
        'projects.0.haveCollectorDescription',
        '*Campo Obrigatório',
      ],
      [{ projects: [] }, 'projects.0.aplication', '*Campo Obrigatório'],
    ];
    for (const [override, field, message] of cases) {
      const res = await post(t.resale, { ...base, ...override });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Campos obrigatórios ausentes!',
      });
      expect(res.body.fields[field], field).toMatch(message);
    }
  });

  it('does not require a seller on the yep brand', async () => {
    const yep = await loginAll(stack, 'yep');
    const res = await post(
      yep.resale,
      payload(stack, newCustomer().cnpj, { company: 'yep', seller: '', sellerSalesforceId: '' }),
      'yep',
    );
    expect(res.status).toBe(201);
  });

  it('lets only resellers and sellers register', async () => {
    for (const token of [t.representative, t.support]) {
      expect((await post(token, payload(stack, newCustomer().cnpj))).status).toBe(403);
    }
    expect((await post('', payload(stack, newCustomer().cnpj))).status).toBe(401);
  });
});

describe('deal protection', () => {
  it('refuses a branch of a protected customer with 423 and the protection date, never the holder', async () => {
    const customer = newCustomer();
    const first = await createOpportunity(stack, t.seller, {}, customer.cnpj);
    const res = await post(t.resale, payload(stack, customer.branch(3)));
    expect(res.status).toBe(423);
    expect(res.body).toEqual({
      statusCode: 423,
      code: 'LOCKED',
      message:
        'A oportunidade já existe no CRM, não pode ser alterada. Por favor, aguarde a renovação da oportunidade para atualizá-la no CRM.',
      protectedUntil: expect.any(String),
    });
    const expected = new Date(stack.clock.now().getTime() + 90 * DAY_MS).getTime();
    expect(Math.abs(new Date(res.body.protectedUntil).getTime() - expected)).toBeLessThan(60_000);
    expect(JSON.stringify(res.body)).not.toMatch(/Vicente|Renata|Demo Automa/);

    const rejected = await call(stack.apiUrl, 'PATCH', `/opportunity/${first}`, {
      token: t.representative,
      body: { status: 'disapproved', reason: 'Cliente já atendido pelo distribuidor' },
    });
    expect(rejected.status).toBe(200);
    expect((await post(t.resale, payload(stack, customer.branch(3)))).status).toBe(201);
  });

  it('never tells a past protection date while the registration is still active', async () => {
    const now = stack.clock.now().getTime();
    // An expired deal whose owner asks for the renewal long after its move to renovation.
    const renewing = newCustomer();
    const id = await createOpportunity(stack, t.seller, {}, renewing.cnpj);
    await stack.db.query(
      `UPDATE api.opportunities SET status = 'expired', created_at = $2, renovation_at = $3 WHERE id = $1`,
      [id, new Date(now - 200 * DAY_MS), new Date(now - 110 * DAY_MS)],
    );
    const asked = await call(stack.apiUrl, 'PATCH', `/opportunity/renovation/${id}/request`, {
      token: t.seller,
      body: { reason: 'Cliente retomou o projeto', probabilityClosing: 50 },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'awaiting_renovation' });
    const renewalEnd = now + 30 * DAY_MS;
    expect(new Date(asked.body.data.protectedUntil).getTime()).toBe(renewalEnd);
    const refused = await post(t.resale, payload(stack, renewing.branch(2)));
    expect(refused.status).toBe(423);
    expect(new Date(refused.body.protectedUntil).getTime()).toBe(renewalEnd);

    // An analysis older than the 90-day validity still protects while a representative has not decided it.
    const waiting = newCustomer();
    const old = await createOpportunity(stack, t.resale, {}, waiting.cnpj);
    await stack.db.query('UPDATE api.opportunities SET created_at = $2 WHERE id = $1', [
      old,
      new Date(now - 120 * DAY_MS),
    ]);
    const locked = await post(t.seller, payload(stack, waiting.branch(2)));
    expect(locked.status).toBe(423);
    expect(new Date(locked.body.protectedUntil).getTime()).toBeGreaterThan(now);
  });

  it('tells ahead, to every role, until when a customer is protected: the date a registration would be refused with', async () => {
    const protection = (token: string, cnpj: string, brand = 'scanora') =>
      call(stack.apiUrl, 'GET', `/opportunity/protection/${encodeURIComponent(cnpj)}`, { token, brand });
    const customer = newCustomer();
    const masked = customer.branch(4).replace(/^(..)(...)(...)(....)(..)$/, '$1.$2.$3/$4-$5');

    const free = await protection(t.seller, masked);
    await createOpportunity(stack, t.resale, {}, customer.cnpj);
    const refused = await post(t.seller, payload(stack, customer.branch(4)));
    const asked = await Promise.all(
      [t.representative, t.support, t.resale, t.seller].map((token) => protection(token, masked)),
    );

    expect(free.status).toBe(200);
    expect(free.body).toEqual({ data: { cnpj: customer.branch(4), protectedUntil: null } });
    expect(refused.status).toBe(423);
    for (const reply of asked) {
      expect(reply.status).toBe(200);
      // Exactly these fields: nothing about who holds the customer.
      expect(reply.body).toEqual({ data: { cnpj: customer.branch(4), protectedUntil: refused.body.protectedUntil } });
    }
    const yep = await loginAll(stack, 'yep');
    expect((await protection(yep.resale, customer.cnpj, 'yep')).body.data.protectedUntil).toBeNull();
  });

  it('protects an alphanumeric customer by its root too, and answers 400 on `cnpj` for an invalid CNPJ', async () => {
    const root = `${newCustomer().root.slice(0, 3)}XY${newCustomer().root.slice(0, 3)}`;
    await createOpportunity(stack, t.seller, {}, withCheckDigits(`${root}0001`));
    const branch = withCheckDigits(`${root}00A2`);

    const asked = await call(stack.apiUrl, 'GET', `/opportunity/protection/${branch.toLowerCase()}`, {
      token: t.resale,
    });
    const refused = await post(t.resale, payload(stack, branch));

    expect(asked.body.data).toEqual({ cnpj: branch, protectedUntil: refused.body.protectedUntil });
    expect(asked.body.data.protectedUntil).toEqual(expect.any(String));
    for (const bad of ['11444777000162', '123', '']) {
      const res = await call(stack.apiUrl, 'GET', `/opportunity/protection/${bad}`, { token: t.resale });
      expect(res.status, bad).toBe(400);
      expect(res.body.fields, bad).toEqual({ cnpj: 'Verifique o cnpj digitado' });
    }
    expect((await call(stack.apiUrl, 'GET', `/opportunity/protection/${branch}`)).status).toBe(401);
  });

  it('lets exactly one of two simultaneous registrations of a customer through', async () => {
    const customer = newCustomer();
    const replies = await Promise.all([
      post(t.resale, payload(stack, customer.cnpj)),
      post(t.seller, payload(stack, customer.branch())),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 423]);
    const [{ n }] = await stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api.opportunities WHERE cnpj_root = $1',
      [customer.root],
    );
    expect(n).toBe(1);
  });
});
