import { HttpError } from '../../../lib/errors.js';
import type { ApiContext } from '../context.js';
import type { OpportunityRef } from '../mail/templates.js';
import type { OpportunityRow } from './repository.js';

export const opportunityRef = (o: OpportunityRow): OpportunityRef => ({
  id: o.id,
  name: o.name,
  corporateName: o.corporate_name,
  cnpj: o.cnpj,
  estimated: o.estimated,
});

/**
 * E-mails of the brand's active representatives, asked of the authenticator (the API never reads its schema).
 * Called before the transaction opens: no transaction waits on an HTTP call. When the authenticator cannot answer,
 * the registration is refused rather than saved without its notification.
 */
export async function representativeEmails(ctx: ApiContext, brand: string): Promise<string[]> {
  try {
    const users = await ctx.auth.usersWithRole('REPRESENTATIVE', brand);
    return users.filter((u) => u.active).map((u) => u.email);
  } catch (err) {
    ctx.logger.error('representatives lookup failed', { brand, err: err instanceof Error ? err.message : String(err) });
    throw new HttpError(503, 'Houve um erro. Tente novamente mais tarde!', 'SERVICE_UNAVAILABLE');
  }
}
