import type { Brand } from '../../../brands/brands.js';
import { DEMO_RESALE, demoAccounts, demoResaleId } from '../../db/seed/accounts.js';
import { created } from '../../services/api/history/record.js';
import type { OpportunityStatus } from '../../services/api/opportunities/lifecycle/statuses.js';
import { centsToDecimal } from '../../services/api/opportunities/money.js';
import { origins } from './catalog.js';
import type { Company } from './companies.js';
import type { CrmSeller } from './crm-sellers.js';
import { type HistoryRow, SYSTEM_USERNAME } from './history.js';
import { emailOf, mobilePhone, personName } from './people.js';
import type { Period } from './period.js';
import { buildProducts, buildProject, estimatedCents, type ProductRow, type ProjectRow } from './project.js';
import { addDays, type Random } from './random.js';
import type { ResaleOwner } from './resales.js';
import { planTimeline, type Timeline } from './timeline.js';

export const OPPORTUNITIES_PER_BRAND = 250;

/** Share of each status in a brand's opportunities (every status always present). */
const STATUS_SHARES: Record<OpportunityStatus, number> = {
  analysis: 0.2,
  approved: 0.24,
  disapproved: 0.16,
  awaiting_renovation: 0.08,
  renovation: 0.1,
  expired: 0.22,
};
const ACTIVE = new Set<OpportunityStatus>(['analysis', 'approved', 'awaiting_renovation', 'renovation']);
/** Of each brand's opportunities, the demo resale's own and its seller's (design section 4: it owns only some of them). */
const DEMO_RESALE_SHARE = 0.15;
const DEMO_SELLER_SHARE = 0.1;
/** The demo resale was approved 200 days before the seed (accounts.ts): it owns nothing older. */
const DEMO_RESALE_AGE_DAYS = 199;

export interface SeededOpportunity {
  id: string;
  brand: string;
  company: Company;
  timeline: Timeline;
  owner: { userId: string; name: string; email: string; resaleId: string; resaleName: string };
  name: string;
  contact: { name: string; phone: string; email: string };
  network: boolean;
  justification: string;
  estimatedCents: number;
  probability: number;
  seller: CrmSeller | null;
  origin: string;
  project: ProjectRow;
  products: ProductRow[];
}

/** Plans one brand's opportunities: statuses, lifecycles, owners, customers (deal protection kept) and lines. */
export function planOpportunities(
  rnd: Random,
  period: Period,
  brand: Brand,
  brandIndex: number,
  customers: Company[],
  owners: ResaleOwner[],
  sellers: CrmSeller[],
  history: HistoryRow[],
): SeededOpportunity[] {
  const statuses = rnd.shuffle(
    (Object.entries(STATUS_SHARES) as [OpportunityStatus, number][]).flatMap(([s, share]) =>
      Array<OpportunityStatus>(Math.round(share * OPPORTUNITIES_PER_BRAND)).fill(s),
    ),
  );
  const planned = statuses.map((status) => {
    const probability = rnd.pick([25, 25, 25, 50, 50, 75, 100]);
    return { probability, timeline: planTimeline(rnd, period, status, probability) };
  });
  const demoSince = addDays(period.now, -DEMO_RESALE_AGE_DAYS);
  const demoEligible = planned.filter((p) => p.timeline.createdAt > demoSince).length;
  const demoResale = {
    resaleId: demoResaleId(brandIndex),
    resaleName: DEMO_RESALE.fantasyName,
  };
  const { resale: demoResaleUser, seller: demoSeller, representative } = demoAccounts;

  // Active registrations take customers whose CNPJ root no active one holds yet in this brand.
  const activeRoots = new Set<string>();
  const freeCustomers = rnd.shuffle(customers);
  const customerFor = (active: boolean) => {
    if (!active) return rnd.pick(customers);
    const i = freeCustomers.findIndex((c) => !activeRoots.has(c.cnpj.slice(0, 8)));
    const [c] = freeCustomers.splice(i, 1);
    activeRoots.add(c.cnpj.slice(0, 8));
    return c;
  };

  return planned.map(({ probability, timeline }) => {
    const createdAt = timeline.createdAt;
    const r = rnd.next();
    const demoShare = createdAt > demoSince ? statuses.length / demoEligible : 0;
    const owner =
      r < DEMO_RESALE_SHARE * demoShare
        ? { userId: demoResaleUser.id, name: demoResaleUser.name, email: demoResaleUser.email, ...demoResale }
        : r < (DEMO_RESALE_SHARE + DEMO_SELLER_SHARE) * demoShare
          ? { userId: demoSeller.id, name: demoSeller.name, email: demoSeller.email, ...demoResale }
          : otherOwner(rnd, owners, createdAt);
    const company = customerFor(ACTIVE.has(timeline.status));
    const contactName = personName(rnd);
    const products = buildProducts(rnd, brand.slug);
    const seller = brand.slug === 'yep' && rnd.chance(0.5) ? null : rnd.pick(sellers);
    const o: SeededOpportunity = {
      id: rnd.uuid(),
      brand: brand.slug,
      company,
      timeline,
      owner,
      name: `Oportunidade ${company.fantasyName} - ${createdAt.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`,
      contact: {
        name: contactName,
        phone: mobilePhone(rnd, company.state),
        email: emailOf(contactName, company.domain),
      },
      network: rnd.chance(0.3),
      justification: rnd.pick([
        'Cliente estratégico da revenda.',
        'Expansão do parque de equipamentos.',
        'Substituição de equipamentos obsoletos.',
      ]),
      estimatedCents: estimatedCents(products),
      probability,
      seller,
      origin: rnd.pick(origins),
      project: buildProject(rnd, createdAt, period.now, ACTIVE.has(timeline.status)),
      products,
    };
    history.push(
      {
        brand: o.brand,
        type: 'opportunity',
        typeId: o.id,
        actionType: 'create',
        userId: owner.userId,
        username: owner.name,
        createdAt,
        modifications: created({
          status: 'analysis',
          name: o.name,
          cnpj: company.cnpj,
          corporateName: company.corporateName,
          estimated: centsToDecimal(o.estimatedCents),
          probabilityClosing: probability,
          seller: seller?.name ?? null,
        }).filter((m) => m.newValue !== null),
      },
      ...timeline.events.map((e): HistoryRow => {
        const by =
          e.by === 'owner'
            ? owner
            : e.by === 'representative'
              ? { userId: representative.id, name: representative.name }
              : null;
        return {
          brand: o.brand,
          type: 'opportunity',
          typeId: o.id,
          actionType: 'update',
          userId: by?.userId ?? null,
          username: by?.name ?? SYSTEM_USERNAME,
          createdAt: e.at,
          modifications: e.modifications,
        };
      }),
    );
    return o;
  });
}

function otherOwner(rnd: Random, owners: ResaleOwner[], createdAt: Date) {
  const eligible = owners.filter((o) => o.approvedAt < createdAt);
  const o = rnd.pick(eligible.length ? eligible : owners);
  return { userId: o.userId, name: o.name, email: o.email, resaleId: o.resaleId, resaleName: o.resaleName };
}
