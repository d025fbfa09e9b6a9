import type { Brand } from '../../../brands/brands.js';
import type { Queryable } from '../../db/connection.js';
import { insertRows } from './insert.js';
import { personName } from './people.js';
import type { Random } from './random.js';

export interface CrmSeller {
  userId: string;
  name: string;
}

const SELLERS_PER_BRAND = 6;

/** The `local` CRM's "Vendedor Prime" sellers of each brand, with Salesforce-shaped user ids ('005' + 15). */
export async function seedCrmSellers(q: Queryable, rnd: Random, brandList: Brand[]): Promise<Map<string, CrmSeller[]>> {
  const byBrand = new Map<string, CrmSeller[]>();
  for (const brand of brandList) {
    const names = new Set<string>();
    while (names.size < SELLERS_PER_BRAND) names.add(personName(rnd));
    byBrand.set(
      brand.slug,
      [...names].map((name) => ({ userId: `005${rnd.alphanumeric(15)}`, name })),
    );
  }
  await insertRows(
    q,
    'api.crm_sellers',
    ['user_id', 'brand', 'name'],
    [...byBrand.entries()].flatMap(([brand, sellers]) => sellers.map((s) => [s.userId, brand, s.name])),
  );
  return byBrand;
}
