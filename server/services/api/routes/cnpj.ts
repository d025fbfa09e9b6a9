import { type Request, Router } from 'express';
import { bearer } from '../../../lib/access-token.js';
import { isCnpj, normalizeCnpj } from '../../../lib/cnpj.js';
import { HttpError } from '../../../lib/errors.js';
import { consumeOrRefuse } from '../../../lib/ratelimit.js';
import { lookupCompany } from '../cnpj/lookup.js';
import type { ApiContext } from '../context.js';

/** CNPJ lookups one caller may make a minute (spec section 9). */
export const CNPJ_LOOKUPS_PER_MINUTE = 3;

const MINUTE_SECONDS = 60;

/** Signed-in callers are limited per user (an office behind one IP is not one person); anonymous ones per IP. */
async function limitKey(ctx: ApiContext, req: Request): Promise<string> {
  const token = bearer(req.get('authorization'));
  if (token) {
    const verified = await ctx.verify(token);
    if (verified.ok) return `cnpj:user:${verified.claims.sub}`;
  }
  return `cnpj:ip:${req.ip}`;
}

/** GET /cnpj/{cnpj}: public company lookup for the registration forms (design section 4, CNPJ). */
export function cnpjRoutes(ctx: ApiContext): Router {
  const r = Router();
  const lookups = ctx.limiter.limit('cnpj', CNPJ_LOOKUPS_PER_MINUTE, MINUTE_SECONDS);

  r.get('/cnpj/:cnpj', async (req, res) => {
    // Every request counts, found or not: the limit is what stops the register being scraped.
    const limitMessage = `É permitido somente ${CNPJ_LOOKUPS_PER_MINUTE} consultas por minuto`;
    await consumeOrRefuse(lookups, await limitKey(ctx, req), limitMessage);
    const cnpj = normalizeCnpj(req.params.cnpj);
    if (!isCnpj(cnpj)) throw new HttpError(400, 'CNPJ inválido', 'INVALID_CNPJ');
    const company = await lookupCompany(ctx, cnpj);
    if (!company) throw new HttpError(404, 'CNPJ não encontrado', 'NOT_FOUND');
    res.json(company);
  });

  return r;
}
