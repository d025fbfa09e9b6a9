import type { Queryable } from '../../db/connection.js';
import { COUNTRY } from '../../lib/input-rules.js';
import { centsToDecimal } from '../../services/api/opportunities/money.js';
import {
  PRODUCT_VALUE_COLUMNS,
  PROJECT_VALUE_COLUMNS,
  productValues,
  projectValues,
} from '../../services/api/opportunities/registration/insert.js';
import { insertRows } from './insert.js';
import type { SeededOpportunity } from './opportunities.js';
import type { Random } from './random.js';

/** Stage of the CRM opportunity that an approval creates (the local adapter's as well). */
const CRM_STAGE = 'Qualification';

/**
 * Writes the planned opportunities with their project, product lines, and the `local` CRM's records for those that
 * were approved (account per brand and CNPJ, CRM opportunity whose id is the `register`).
 */
export async function insertOpportunities(
  q: Queryable,
  rnd: Random,
  opportunities: SeededOpportunity[],
): Promise<void> {
  await insertRows(
    q,
    'api.opportunities',
    [
      'id',
      'brand',
      'status',
      'name',
      'cnpj',
      'cnpj_root',
      'fantasy_name',
      'corporate_name',
      'cep',
      'street',
      'state',
      'city',
      'country',
      'contact',
      'phone',
      'email',
      'network',
      'justification',
      'estimated',
      'reason',
      'probability_closing',
      'accepted_term',
      'seller',
      'seller_salesforce_id',
      'register',
      'opportunity_origin',
      'resale_id',
      'resale',
      'user_id',
      'owner_name',
      'owner_email',
      'renovation_date',
      'request_renovation_at',
      'renovation_at',
      'approve_date',
      'created_at',
      'updated_at',
    ],
    opportunities.map((o) => {
      const t = o.timeline;
      const c = o.company;
      const lastChange = t.events.length ? t.events[t.events.length - 1].at : t.createdAt;
      return [
        o.id,
        o.brand,
        t.status,
        o.name,
        c.cnpj,
        c.cnpj.slice(0, 8),
        c.fantasyName,
        c.corporateName,
        c.cep,
        c.street,
        c.state,
        c.city,
        COUNTRY,
        o.contact.name,
        o.contact.phone,
        o.contact.email,
        o.network,
        o.justification,
        centsToDecimal(o.estimatedCents),
        t.reason,
        t.probability ?? o.probability,
        true,
        o.seller?.name ?? null,
        o.seller?.userId ?? null,
        t.register,
        o.origin,
        o.owner.resaleId,
        o.owner.resaleName,
        o.owner.userId,
        o.owner.name,
        o.owner.email,
        t.renovationDate,
        t.requestRenovationAt,
        t.renovationAt,
        t.approveDate,
        t.createdAt,
        lastChange,
      ];
    }),
  );
  await insertRows(
    q,
    'api.opportunity_projects',
    ['id', 'opportunity_id', 'position', ...PROJECT_VALUE_COLUMNS],
    opportunities.map(({ id, project }) => [rnd.uuid(), id, 0, ...projectValues(project)]),
  );
  await insertRows(
    q,
    'api.opportunity_products',
    ['id', 'opportunity_id', 'position', ...PRODUCT_VALUE_COLUMNS],
    opportunities.flatMap(({ id, products }) => products.map((p, i) => [rnd.uuid(), id, i, ...productValues(p)])),
  );

  const accounts = new Map<string, { id: string; brand: string; cnpj: string; name: string; createdAt: Date }>();
  const crmOpportunities: unknown[][] = [];
  for (const o of opportunities) {
    const t = o.timeline;
    if (!t.register || !t.registeredAt) continue;
    const key = `${o.brand}:${o.company.cnpj}`;
    let account = accounts.get(key);
    if (!account) {
      account = {
        id: `ACC-${rnd.alphanumeric(10)}`,
        brand: o.brand,
        cnpj: o.company.cnpj,
        name: o.company.corporateName,
        createdAt: t.registeredAt,
      };
      accounts.set(key, account);
    }
    if (t.registeredAt < account.createdAt) account.createdAt = t.registeredAt;
    crmOpportunities.push([
      t.register,
      account.id,
      o.id,
      o.name,
      centsToDecimal(o.estimatedCents),
      CRM_STAGE,
      t.probability ?? o.probability,
      o.project.conclusionDate,
      o.seller?.userId ?? null,
      t.registeredAt,
    ]);
  }
  await insertRows(
    q,
    'api.crm_accounts',
    ['id', 'brand', 'cnpj', 'name', 'created_at'],
    [...accounts.values()].map((a) => [a.id, a.brand, a.cnpj, a.name, a.createdAt]),
  );
  await insertRows(
    q,
    'api.crm_opportunities',
    [
      'id',
      'account_id',
      'opportunity_id',
      'name',
      'amount',
      'stage',
      'probability',
      'close_date',
      'owner_id',
      'created_at',
    ],
    crmOpportunities,
  );
}
