import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { dashboardStatus } from '../dashboard/status.js';
import { checkBrandParam } from '../query.js';
import { allow, viewerOf } from '../viewer.js';

/** GET /dashboard/status (REPRESENTATIVE, SUPPORT): the figures of the viewer's brand. */
export function dashboardRoutes(ctx: ApiContext): Router {
  const r = Router();
  r.get('/dashboard/status', ctx.requireAuth, allow('REPRESENTATIVE', 'SUPPORT'), async (req, res) => {
    const viewer = viewerOf(res);
    checkBrandParam(req.query, viewer.brand);
    res.json({ data: await dashboardStatus(ctx.db, viewer, ctx.clock.now()) });
  });
  return r;
}
