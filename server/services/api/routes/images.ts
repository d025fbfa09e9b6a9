import { Router } from 'express';
import { findBrand } from '../../../../brands/brands.js';
import { badRequest } from '../../../lib/errors.js';
import type { ApiContext } from '../context.js';
import { param } from '../query.js';

/** GET /image?brand=: the login carousel of a brand, a plain array of { src, alt } in display order. */
export function imageRoutes(ctx: ApiContext): Router {
  const r = Router();

  r.get('/image', async (req, res) => {
    const brand = findBrand(param(req.query, 'brand'));
    if (!brand) throw badRequest('Marca inválida', { brand: 'Marca desconhecida' });
    const images = await ctx.db.query<{ src: string; alt: string }>(
      'SELECT src, alt FROM api.images WHERE brand = $1 ORDER BY position, id',
      [brand.slug],
    );
    res.json(images);
  });

  return r;
}
