import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { allow, viewerOf } from '../viewer.js';
import { unwatchCustomer, watchCustomer, watchesOf } from '../watches/watch.js';

/** The waiting list for protected customers (design section 16): a reseller's own requests, and nobody else's. */
export function watchRoutes(ctx: ApiContext): Router {
  const r = Router();
  const auth = ctx.requireAuth;
  const resellers = allow('RESALE', 'SELLER');
  const rule = () => ({ graceDays: ctx.config.renewalGraceDays, now: ctx.clock.now() });

  r.get('/customer-watch', auth, resellers, async (_req, res) => {
    res.json({ data: await watchesOf(ctx.db, viewerOf(res), rule()) });
  });

  r.post('/customer-watch', auth, resellers, async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const { watch, created } = await watchCustomer(ctx.db, viewerOf(res), body, rule());
    res.status(created ? 201 : 200).json({ data: watch, created });
  });

  r.delete('/customer-watch/:id', auth, resellers, async (req, res) => {
    res.json({ data: await unwatchCustomer(ctx.db, viewerOf(res), String(req.params.id)) });
  });

  return r;
}
