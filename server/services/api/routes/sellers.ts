import { Router } from 'express';
import { parseBody } from '../../../lib/validation.js';
import type { ApiContext } from '../context.js';
import { checkBrandParam, param, parsePaging, type Query } from '../query.js';
import { createSeller, SELLER_REACTIVATED, sellerInput } from '../sellers/create.js';
import { deactivateSeller } from '../sellers/deactivate.js';
import { listSellers, type SellerScope } from '../sellers/queries.js';
import { allow, hasRole, viewerOf } from '../viewer.js';

/** `status=true` lists only active users; the client always sends it, other tools may want the inactive too. */
const activeParam = (q: Query) => ({ activeOnly: param(q, 'status') === 'true' });

/**
 * Sellers (the "Usuários" screens): lists, lookup by name, creation and deactivation by their reseller. The lists
 * keep `status=true` (active only) as the contract has it; the name search, which the contract gives no status,
 * never brings a deactivated seller back.
 */
export function sellerRoutes(ctx: ApiContext): Router {
  const r = Router();

  r.get('/seller/all', ctx.requireAuth, allow('RESALE'), async (req, res) => {
    const v = viewerOf(res);
    const q = req.query as Query;
    res.json(await listSellers(ctx.db, { brand: v.brand, resaleUserId: v.id }, q, parsePaging(q), activeParam(q)));
  });

  r.get('/representative/all', ctx.requireAuth, allow('REPRESENTATIVE', 'SUPPORT'), async (req, res) => {
    const q = req.query as Query;
    const brand = checkBrandParam(q, viewerOf(res).brand);
    res.json(await listSellers(ctx.db, { brand }, q, parsePaging(q), activeParam(q)));
  });

  r.get('/seller/name', ctx.requireAuth, allow('RESALE', 'REPRESENTATIVE', 'SUPPORT'), async (req, res) => {
    const v = viewerOf(res);
    const q = req.query as Query;
    const brand = checkBrandParam(q, v.brand);
    // Representatives and support search the whole brand; a reseller only its own sellers.
    const scope: SellerScope = hasRole(v, 'REPRESENTATIVE', 'SUPPORT') ? { brand } : { brand, resaleUserId: v.id };
    const { result, ...page } = await listSellers(ctx.db, scope, q, parsePaging(q), { activeOnly: true });
    res.json({ data: result, ...page });
  });

  r.post('/seller', ctx.requireAuth, allow('RESALE'), async (req, res) => {
    const input = parseBody(sellerInput, req.body);
    const { seller, reactivated } = await createSeller(ctx, req, viewerOf(res), input);
    // A deleted seller of this reseller brought back: the same user, told apart so that the screen can say so.
    const message = reactivated ? SELLER_REACTIVATED : 'Vendedor cadastrado com sucesso';
    res.status(201).json({ message, data: seller, reactivated });
  });

  r.patch('/seller/inative/:id', ctx.requireAuth, allow('RESALE'), async (req, res) => {
    await deactivateSeller(ctx, viewerOf(res), req.params.id as string);
    res.json({ message: 'Usuário deletado com sucesso' });
  });

  return r;
}
