import { opportunityTotalCents } from '../../../shared/opportunity-total.js';
import {
  accessories,
  applications,
  brandKinds,
  type CatalogItem,
  catalog,
  collectorDescriptions,
  competitors,
  justifications,
  partnerNames,
  partnerOwners,
  publicStages,
  specifications,
} from './catalog.js';
import { addDays, type Random } from './random.js';

export interface ProjectRow {
  aplication: string;
  specification: string;
  additionalInformation: string | null;
  conclusionDate: string;
  homologated: boolean;
  haveCollector: boolean;
  haveCollectorDescription: string | null;
  partner: boolean;
  partnerOwner: string | null;
  partnerName: string | null;
  opportunityType: boolean;
  opportunityTypeStatus: string | null;
  justification: string;
}

export interface ProductRow {
  partNumber: string;
  description: string;
  amount: number;
  /** Unit price in integer cents: totals are summed exactly, then written as numeric. */
  priceCents: number;
  accessory: boolean;
  competition: boolean;
}

/** The project of an opportunity; an active one concludes in the future, a closed one some months after creation. */
export function buildProject(rnd: Random, createdAt: Date, now: Date, active: boolean): ProjectRow {
  const conclusion = active ? addDays(now, rnd.int(15, 240)) : addDays(createdAt, rnd.int(60, 200));
  const haveCollector = rnd.chance(0.5);
  const partner = rnd.chance(0.6);
  const partnerOwner = partner ? rnd.pick(partnerOwners) : null;
  const opportunityType = rnd.chance(0.12);
  return {
    aplication: rnd.pick(applications),
    specification: rnd.pick(specifications),
    additionalInformation: rnd.chance(0.4) ? `Implantação prevista em ${rnd.int(2, 30)} unidades do cliente.` : null,
    conclusionDate: conclusion.toISOString().slice(0, 10),
    homologated: rnd.chance(0.4),
    haveCollector,
    haveCollectorDescription: haveCollector ? rnd.pick(collectorDescriptions) : null,
    partner,
    partnerOwner,
    partnerName: partnerOwner === 'Software de Parceiros' ? rnd.pick(partnerNames) : null,
    opportunityType,
    opportunityTypeStatus: opportunityType ? rnd.pick(publicStages) : null,
    justification: rnd.pick(justifications),
  };
}

/** 1-3 main products of the brand's lines, 0-2 accessories and 0-1 competitor line, each part number once. */
export function buildProducts(rnd: Random, brandSlug: string): ProductRow[] {
  const prefix = brandSlug.slice(0, 3).toUpperCase();
  const items = (brandKinds[brandSlug] ?? ['terminal']).flatMap((k) => catalog[k]);
  const line = (item: CatalogItem, flags: { accessory?: boolean; competition?: boolean }, maxAmount: number) => ({
    partNumber: flags.competition ? item.model : `${prefix}-${item.model}`,
    description: item.description,
    amount: rnd.int(1, maxAmount),
    priceCents: rnd.int(item.price[0] * 100, item.price[1] * 100),
    accessory: !!flags.accessory,
    competition: !!flags.competition,
  });
  const main = rnd.shuffle(items).slice(0, rnd.int(1, 3));
  return [
    // Most deals are a few dozen units; some roll out to a whole chain.
    ...main.map((item) => line(item, {}, rnd.chance(0.8) ? 40 : 200)),
    ...rnd
      .shuffle(accessories)
      .slice(0, rnd.int(0, 2))
      .map((item) => line(item, { accessory: true }, 200)),
    ...(rnd.chance(0.4) ? [line(rnd.pick(competitors), { competition: true }, 100)] : []),
  ];
}

/** The opportunity's `estimated` in cents, by the rule the API stores (shared/opportunity-total.ts). */
export const estimatedCents = (products: ProductRow[]): number => Number(opportunityTotalCents(products));
