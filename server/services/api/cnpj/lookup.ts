import { DAY_MS } from '../../../../shared/time.js';
import { one } from '../../../db/connection.js';
import type { ApiContext } from '../context.js';
import { fetchBrasilApi } from './brasilapi.js';
import type { CompanyRecord } from './company.js';

export type { CompanyRecord };

/** What a lookup needs: the request handlers and the scheduled job both have it. */
export type LookupDeps = Pick<ApiContext, 'db' | 'clock' | 'config'>;

/** Remote lookups are kept this long: a company's registered name and address rarely change. */
export const CNPJ_CACHE_DAYS = 30;

/** The local register (provider `local`, seeded with the demo customers; server/cli/seed/companies.ts). */
function fromRegister(ctx: LookupDeps, cnpj: string) {
  return one<CompanyRecord>(
    ctx.db,
    `SELECT cnpj, razao_social, nome_fantasia, cep, rua, cidade, estado, situacao_cadastral
     FROM api.companies WHERE cnpj = $1`,
    [cnpj],
  );
}

/**
 * BrasilAPI behind a 30-day cache; only found companies are cached, so a new registration shows up at once. A payload
 * cached before the portal read the registration status (no `situacao_cadastral` key) is fetched again. `fresh` skips
 * the cache (the scheduled re-check: a status a month old is what it checks) and refreshes it.
 */
async function fromBrasilApiCached(ctx: LookupDeps, cnpj: string, fresh: boolean): Promise<CompanyRecord | undefined> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - CNPJ_CACHE_DAYS * DAY_MS);
  const cached = fresh
    ? undefined
    : await one<{ payload: CompanyRecord }>(
        ctx.db,
        `SELECT payload FROM api.cnpj_cache WHERE cnpj = $1 AND fetched_at > $2 AND payload ? 'situacao_cadastral'`,
        [cnpj, since],
      );
  if (cached) return cached.payload;
  const company = await fetchBrasilApi(ctx.config.cnpjApiUrl, cnpj);
  if (company) {
    await ctx.db.query(
      `INSERT INTO api.cnpj_cache (cnpj, payload, fetched_at) VALUES ($1, $2, $3)
       ON CONFLICT (cnpj) DO UPDATE SET payload = EXCLUDED.payload, fetched_at = EXCLUDED.fetched_at`,
      [cnpj, JSON.stringify(company), now],
    );
  }
  return company;
}

/** `cnpj` is normalised and valid; undefined when no register knows it. */
export function lookupCompany(
  ctx: LookupDeps,
  cnpj: string,
  opts: { fresh?: boolean } = {},
): Promise<CompanyRecord | undefined> {
  return ctx.config.cnpjProvider === 'brasilapi'
    ? fromBrasilApiCached(ctx, cnpj, opts.fresh ?? false)
    : fromRegister(ctx, cnpj);
}
