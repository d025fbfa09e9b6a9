import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { dashboardStatus } from '../dashboard/status.js';
import { assertBrand } from '../opportunities/list-filters.js';
import { allow, viewerOf } from '../viewer.js';

/** GET /dashboard/status (REPRESENTATIVE, SUPPORT): the figures of the viewer's brand. */
export function dashboardRoutes(ctx: ApiContext): Router {
  const r = Router();
  r.get('/dashboard/status', ctx.requireAuth, allow('REPRESENTATIVE', 'SUPPORT'), async (req, res) => {
    const viewer = viewerOf(res);
    assertBrand(req.query, 'brand', viewer.brand);
    res.json({ data: await dashboardStatus(ctx.db, viewer, ctx.clock.now()) });
  });
  return r;
}
