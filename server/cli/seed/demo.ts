import { brands } from '../../../brands/brands.js';
import type { Queryable } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { recountDecisionTimesIn } from '../../services/api/opportunities/lifecycle/decision-times-recount.js';
import { buildCompanies, insertCompanies } from './companies.js';
import { seedCrmSellers } from './crm-sellers.js';
import { type HistoryRow, insertHistory } from './history.js';
import { seedImages } from './images.js';
import { planOpportunities } from './opportunities.js';
import { insertOpportunities } from './opportunity-rows.js';
import { periodOf } from './period.js';
import { Random } from './random.js';
import { seedResales } from './resales.js';

/** Fixed seed of the demo data: every run draws the same companies, resales and opportunities. */
const DEMO_SEED = 20_260_101;

/** The demo seed's steps after the accounts, in order: what the first start reports as it goes. */
export const DEMO_SEED_STEPS = [
  'companies',
  'resales',
  'CRM sellers',
  'opportunities',
  'history',
  'decision times',
  'images',
] as const;
export type SeedProgress = (step: (typeof DEMO_SEED_STEPS)[number], fields?: Record<string, number>) => void;

/**
 * The demo data of design section 4 around the demo accounts (seedAccounts runs first): the local CNPJ register, the
 * other resales and sign-ups, the CRM sellers, a few hundred opportunities per brand in every status over the year,
 * their history, and the login carousel. Dates are relative to `clock.now()`. `progress` is told as each step starts.
 */
export async function seedDemoData(q: Queryable, clock: Clock, progress: SeedProgress = () => {}): Promise<void> {
  const rnd = new Random(DEMO_SEED);
  const period = periodOf(clock.now());
  const history: HistoryRow[] = [];

  const { customers, resales } = buildCompanies(rnd);
  progress('companies', { rows: customers.length + resales.length });
  await insertCompanies(q, [...customers, ...resales], period.earliest);
  progress('resales', { rows: resales.length });
  const owners = await seedResales(q, rnd, period, resales, brands, history);
  progress('CRM sellers', { brands: brands.length });
  const sellers = await seedCrmSellers(q, rnd, brands);
  const opportunities = brands.flatMap((brand, i) =>
    planOpportunities(rnd, period, brand, i, customers, owners.get(brand.slug)!, sellers.get(brand.slug)!, history),
  );
  progress('opportunities', { rows: opportunities.length, brands: brands.length });
  await insertOpportunities(q, rnd, opportunities);
  progress('history', { rows: history.length });
  await insertHistory(q, rnd, history);
  // The triggers kept every other rollup while the rows went in; the time to decision is the service's (its business
  // days need the holidays): counted from the history just written, as the dashboard's recount would.
  progress('decision times', { brands: brands.length });
  await recountDecisionTimesIn(q);
  progress('images', { brands: brands.length });
  await seedImages(q, brands);
}
