import { type Request, type Response, Router } from 'express';
import { badRequest } from '../../../lib/errors.js';
import type { ApiContext } from '../context.js';
import { probabilityOf } from '../opportunities/decisions/change-input.js';
import { updateOpportunity } from '../opportunities/decisions/decide.js';
import type { DecisionCall } from '../opportunities/decisions/record-decision.js';
import { detailOf, visibleDetail } from '../opportunities/detail.js';
import { decideRenewal, requestRenewal } from '../opportunities/lifecycle/renewal.js';
import { streamExport } from '../opportunities/list/export-stream.js';
import { parseFilters, parseOrder, withOverdueCutoff } from '../opportunities/list/filters.js';
import { listPage } from '../opportunities/list/list.js';
import { NAME_SEARCH_LIMIT, searchByName } from '../opportunities/list/name-search.js';
import { moneyNumber } from '../opportunities/money.js';
import { createOpportunity } from '../opportunities/registration/create.js';
import { customerProtection } from '../opportunities/registration/protection.js';
import type { OpportunityRow } from '../opportunities/repository.js';
import { pageOrigin } from '../origin.js';
import { checkBrandParam, flagParam, parsePaging } from '../query.js';
import { allow, type Viewer, viewerOf } from '../viewer.js';

/** The opportunity calls of spec section 7; rules live in ../opportunities, these only map HTTP to them. */
export function opportunityRoutes(ctx: ApiContext): Router {
  const r = Router();
  const auth = ctx.requireAuth;
  const protection = () => ({ graceDays: ctx.config.renewalGraceDays, now: ctx.clock.now() });
  const everyone = allow('REPRESENTATIVE', 'SUPPORT', 'RESALE', 'SELLER');
  const body = (b: unknown) => (b && typeof b === 'object' ? (b as Record<string, unknown>) : {});
  const success = async (viewer: Viewer, o: OpportunityRow) => ({
    status: 'success',
    data: await detailOf(ctx.db, viewer, o, protection()),
  });

  // The spec's three list sources (section 6), one per role group, with the same query and reply.
  const list = async (req: Request, res: Response) => {
    const viewer = viewerOf(res);
    checkBrandParam(req.query, viewer.brand, 'brandName');
    const { amount, page, offset } = parsePaging(req.query);
    const filters = withOverdueCutoff(parseFilters(req.query), viewer.brand, ctx.clock.now());
    const order = parseOrder(req.query);
    const { items, total, totalIsLowerBound, pageCount } = await listPage(ctx.db, viewer, {
      filters,
      order,
      amount,
      offset,
      now: ctx.clock.now(),
      products: flagParam(req.query, 'products'),
    });
    res.json({ result: items, total, totalIsLowerBound, page, amount, quantityPage: pageCount });
  };
  r.get('/opportunity/resale', auth, allow('RESALE'), list);
  r.get('/opportunity/user', auth, allow('SELLER'), list);
  r.get('/opportunity/all', auth, allow('REPRESENTATIVE', 'SUPPORT'), list);

  // The list's rows for a spreadsheet, streamed as NDJSON (docs/rest-api.md): same scope, filters and order.
  r.get('/opportunity/export', auth, everyone, async (req, res) => {
    const viewer = viewerOf(res);
    checkBrandParam(req.query, viewer.brand, 'brandName');
    const now = ctx.clock.now();
    const filters = withOverdueCutoff(parseFilters(req.query), viewer.brand, now);
    const opts = { filters, order: parseOrder(req.query), now };
    await streamExport(ctx.db, viewer, opts, { req, res, logger: ctx.logger });
  });

  r.get('/opportunity/name', auth, everyone, async (req, res) => {
    const viewer = viewerOf(res);
    checkBrandParam(req.query, viewer.brand, 'company');
    const name = typeof req.query.name === 'string' ? req.query.name.trim() : undefined;
    const paging = parsePaging({ ...req.query, amount: req.query.amount ?? String(NAME_SEARCH_LIMIT) });
    res.json(await searchByName(ctx.db, viewer, name || undefined, paging));
  });

  r.get('/opportunity/id/:id', auth, everyone, async (req, res) => {
    res.json({ data: [await visibleDetail(ctx.db, viewerOf(res), String(req.params.id), protection())] });
  });

  // An empty CNPJ is an invalid one (400), not an unknown call.
  r.get('/opportunity/protection{/:cnpj}', auth, everyone, async (req, res) => {
    const cnpj = String(req.params.cnpj ?? '');
    res.json({ data: await customerProtection(ctx.db, viewerOf(res).brand, cnpj, protection()) });
  });

  r.get('/opportunity/getSellersOnSalesforce', auth, allow('RESALE', 'SELLER', 'REPRESENTATIVE'), async (_req, res) => {
    res.json({ data: await ctx.crm.listSellers(viewerOf(res).brand) });
  });

  r.post('/opportunity/create', auth, allow('RESALE', 'SELLER'), async (req, res) => {
    const viewer = viewerOf(res);
    const o = await createOpportunity(ctx, viewer, body(req.body), pageOrigin(req, ctx.config, viewer.brand));
    res.status(201).json({
      message: 'Oportunidade cadastrada com sucesso',
      data: {
        id: o.id,
        status: o.status,
        estimated: moneyNumber(o.estimated),
        name: o.name,
        companyUnverified: o.company_unverified,
        companyStatus: o.company_status,
      },
    });
  });

  r.patch('/opportunity/renovation/:id/request', auth, allow('RESALE', 'SELLER'), async (req, res) => {
    const viewer = viewerOf(res);
    res.json(await success(viewer, await requestRenewal(ctx, viewer, String(req.params.id), body(req.body))));
  });

  // A representative's decision on an opportunity or on its renewal: the same call, the same reply.
  const decision = (decide: DecisionCall) => async (req: Request, res: Response) => {
    const viewer = viewerOf(res);
    const origin = pageOrigin(req, ctx.config, viewer.brand);
    res.json(await success(viewer, await decide(ctx, viewer, String(req.params.id), body(req.body), origin)));
  };
  r.patch('/opportunity/renovation/:id', auth, allow('REPRESENTATIVE'), decision(decideRenewal));
  r.patch('/opportunity/:id', auth, allow('REPRESENTATIVE'), decision(updateOpportunity));

  // Closing probability alone, by id in the body (spec section 7).
  r.patch('/opportunity', auth, allow('REPRESENTATIVE'), async (req, res) => {
    const viewer = viewerOf(res);
    const b = body(req.body);
    const probabilityClosing = probabilityOf(b, { required: true });
    if (typeof b.id !== 'string' || !b.id)
      throw badRequest('Informe o id da oportunidade', { id: '*Campo Obrigatório' });
    const origin = pageOrigin(req, ctx.config, viewer.brand);
    await updateOpportunity(ctx, viewer, b.id, { probabilityClosing }, origin);
    res.json({ status: 'success' });
  });

  return r;
}
