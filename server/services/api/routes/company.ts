import { Router } from 'express';
import { forbidden, notFound } from '../../../lib/errors.js';
import type { ApiContext } from '../context.js';
import { isUuid } from '../query.js';
import { companyOf } from '../resales/owner.js';
import { ownSeller } from '../sellers/queries.js';
import { hasRole, viewerOf } from '../viewer.js';

/**
 * GET /company/owner/{userId}: the CNPJ and corporate name behind an opportunity's owner (spec: "the company name
 * looked up by the owner's document"). Always the company on the viewer's brand.
 */
export function companyRoutes(ctx: ApiContext): Router {
  const r = Router();

  r.get('/company/owner/:userId', ctx.requireAuth, async (req, res) => {
    const v = viewerOf(res);
    const userId = req.params.userId as string;
    if (!isUuid(userId)) throw notFound('Empresa não encontrada');
    const allowed =
      userId === v.id ||
      hasRole(v, 'REPRESENTATIVE', 'SUPPORT') ||
      (hasRole(v, 'RESALE') && !!(await ownSeller(ctx.db, v.id, v.brand, userId)));
    if (!allowed) throw forbidden();
    const company = await companyOf(ctx.db, userId, v.brand);
    if (!company) throw notFound('Empresa não encontrada');
    res.json({ data: { doc: company.cnpj, name: company.corporateName } });
  });

  return r;
}
