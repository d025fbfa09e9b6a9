import { Router } from 'express';
import { z } from 'zod';
import { findBrand } from '../../../../brands/brands.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { consumeOrRefuse } from '../../../lib/ratelimit.js';
import { parseBody } from '../../../lib/validation.js';
import type { ApiContext } from '../context.js';
import { checkBrandParam, parsePaging } from '../query.js';
import { approveResale, rejectResale } from '../resales/decision.js';
import { findResale, listResales } from '../resales/queries.js';
import { registerResale } from '../resales/signup.js';
import { REQUIRED, signupInput } from '../resales/signup-input.js';
import { allow, viewerOf } from '../viewer.js';

/** Resale sign-ups one client address may send an hour: the public form cannot be used to flood the list. */
export const RESALE_SIGNUPS_PER_HOUR = 5;

const HOUR_SECONDS = 3600;
const REASON_MAX = 2000;

const decisionBody = z.object({
  status: z.enum(['approved', 'disapproved'], { error: 'Use approved ou disapproved' }),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, `Máximo de ${REASON_MAX} caracteres`)
    .nullish()
    .transform((v) => v || null),
  host: z.string().optional(),
});

/** Reseller sign-ups: self-registration (public), the representatives' list, one sign-up and their decision. */
export function resaleRoutes(ctx: ApiContext): Router {
  const r = Router();
  const signups = ctx.limiter.limit('resale-signup', RESALE_SIGNUPS_PER_HOUR, HOUR_SECONDS);

  r.post('/register/resale', async (req, res) => {
    const named = req.body?.brand;
    const brand = findBrand(typeof named === 'string' && named ? named : req.get('company'));
    if (!brand) throw badRequest('Marca inválida', { brand: 'Marca desconhecida' });
    const input = parseBody(signupInput, req.body);
    await consumeOrRefuse(signups, req.ip ?? '', 'Muitas solicitações. Tente novamente em instantes.');
    const data = await registerResale(ctx, req, brand, input);
    res.status(201).json({ message: 'Revenda cadastrada com sucesso', data });
  });

  r.get('/resale/all', ctx.requireAuth, allow('REPRESENTATIVE', 'SUPPORT'), async (req, res) => {
    const v = viewerOf(res);
    const q = req.query as Record<string, unknown>;
    const brand = checkBrandParam(q, v.brand);
    res.json(await listResales(ctx.db, brand, q, parsePaging(q)));
  });

  // Registered after /resale/all, which would otherwise read as the id "all".
  // Another brand's sign-up answers 404 like an unknown one: its existence is not the caller's to learn.
  r.get('/resale/:id', ctx.requireAuth, allow('REPRESENTATIVE', 'SUPPORT'), async (req, res) => {
    const resale = await findResale(ctx.db, viewerOf(res).brand, String(req.params.id));
    if (!resale) throw notFound('Revenda não encontrada');
    res.json({ data: resale });
  });

  r.patch('/resale/update/:id', ctx.requireAuth, allow('REPRESENTATIVE'), async (req, res) => {
    const v = viewerOf(res);
    const body = parseBody(decisionBody, req.body);
    const id = req.params.id as string;
    if (body.status === 'approved') {
      const data = await approveResale(ctx, req, v, id);
      res.status(201).json({ message: 'Revenda aprovada com sucesso', data });
      return;
    }
    if (!body.reason) throw badRequest('Informe o motivo da reprovação', { reason: REQUIRED });
    const data = await rejectResale(ctx, req, v, id, body.reason);
    res.json({ message: 'Revenda reprovada com sucesso', data });
  });

  return r;
}
