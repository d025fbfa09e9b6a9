import type { Db } from '../../../db/connection.js';
import { normalizeCnpj } from '../../../lib/cnpj.js';
import { crmAccountId, crmOpportunityId } from './ids.js';
import { CrmNotFoundError, type CrmPort, type CrmSeller } from './port.js';

/** The stage every synchronised opportunity starts in: the deal is registered, not yet won. */
const INITIAL_STAGE = 'Qualification';

/**
 * The `local` CRM (the default): accounts, opportunities and "Vendedor Prime" sellers kept in the api schema, with
 * ids issued here. It enforces what Salesforce would: an owner must be an active seller of the brand.
 */
export function createLocalCrm(db: Db): CrmPort {
  return {
    async upsertAccount({ brand, cnpj, name }) {
      // ON CONFLICT keeps the first id: two approvals of the same customer share one account, even concurrently.
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO api.crm_accounts (id, brand, cnpj, name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (brand, cnpj) DO UPDATE SET name = api.crm_accounts.name
         RETURNING id`,
        [crmAccountId(), brand, normalizeCnpj(cnpj), name],
      );
      return { id: row.id };
    },

    async upsertOpportunity(input) {
      // Keyed by the portal opportunity (unique): a second call updates the record of the first and answers its id,
      // even when two calls race. One statement checks the owner and the account and writes: an approval makes
      // this call while it holds its claim, and each round trip to the database is a wait under load.
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO api.crm_opportunities (id, account_id, opportunity_id, name, amount, stage, probability, close_date,
           owner_id)
         SELECT $1::text, $2::text, $3::uuid, $4::text, $5::numeric, $6::text, $7::integer, $8::date, $9::text
          WHERE EXISTS (SELECT 1 FROM api.crm_accounts WHERE id = $2)
            AND (coalesce($9, '') = ''
              OR EXISTS (SELECT 1 FROM api.crm_sellers WHERE user_id = $9 AND brand = $10 AND active))
         ON CONFLICT (opportunity_id) DO UPDATE SET account_id = EXCLUDED.account_id, name = EXCLUDED.name,
           amount = EXCLUDED.amount, stage = EXCLUDED.stage, probability = EXCLUDED.probability, close_date = EXCLUDED.close_date,
           owner_id = EXCLUDED.owner_id
         RETURNING id`,
        [
          crmOpportunityId(),
          input.accountId,
          input.opportunityId,
          input.name,
          input.amount,
          INITIAL_STAGE,
          input.probability,
          input.closeDate,
          input.ownerId,
          input.brand,
        ],
      );
      if (row) return { id: row.id };
      // Nothing written: say which of the two was missing.
      const ownerMissing =
        !!input.ownerId &&
        (
          await db.query('SELECT 1 FROM api.crm_sellers WHERE user_id = $1 AND brand = $2 AND active', [
            input.ownerId,
            input.brand,
          ])
        ).length === 0;
      if (ownerMissing) throw new CrmNotFoundError(`vendedor ${input.ownerId} não encontrado no CRM`);
      throw new CrmNotFoundError(`conta ${input.accountId} não encontrada no CRM`);
    },

    async removeOpportunity({ opportunityId }) {
      await db.query('DELETE FROM api.crm_opportunities WHERE opportunity_id = $1', [opportunityId]);
    },

    async listSellers(brand) {
      return db.query<CrmSeller>(
        'SELECT name, user_id, brand AS company FROM api.crm_sellers WHERE brand = $1 AND active ORDER BY name, user_id',
        [brand],
      );
    },
  };
}
