import type { Queryable } from '../../../db/connection.js';
import { notFound } from '../../../lib/errors.js';
import { hasRole, type Viewer } from '../viewer.js';
import { waitingCount } from '../watches/watch.js';
import { ageOf } from './lifecycle/age.js';
import { decisionClockOf } from './lifecycle/decision-clock.js';
import { type ProtectionRule, protectedUntil } from './registration/protection.js';
import {
  conflictsCountOf,
  conflictsOf,
  findVisible,
  type OpportunityRow,
  productsOf,
  projectsOf,
} from './repository.js';
import { toOpportunity, toProduct, toProject } from './serialize.js';

/**
 * One opportunity as its details page shows it: first project first, every product line, its age (the lists' rule,
 * at the rule's clock), until when it protects its customer, and, for representatives only, the owner and the other
 * registrations of the same customer while it awaits analysis; for representatives and support, how many people
 * wait for the customer to be free (design section 16: a count, never who).
 */
export async function detailOf(q: Queryable, viewer: Viewer, o: OpportunityRow, rule: ProtectionRule) {
  const representative = hasRole(viewer, 'REPRESENTATIVE');
  const withConflicts = representative && o.status === 'analysis';
  const staff = representative || hasRole(viewer, 'SUPPORT');
  const [projects, products, conflicts, conflictsTotal, customerWatchCount] = await Promise.all([
    projectsOf(q, o.id),
    productsOf(q, [o.id], { withCompetition: true }),
    withConflicts ? conflictsOf(q, o) : Promise.resolve([]),
    withConflicts ? conflictsCountOf(q, o) : Promise.resolve({ total: 0, more: false }),
    staff ? waitingCount(q, o.brand, o.cnpj_root, rule.now) : Promise.resolve(null),
  ]);
  return {
    ...toOpportunity(o),
    ...(representative ? { ownerName: o.owner_name, ownerEmail: o.owner_email } : {}),
    projects: projects.map(toProject),
    products: (products.get(o.id) ?? []).map(toProduct),
    conflicts: conflicts.map((c) => ({
      id: c.id,
      name: c.name,
      status: c.status,
      corporateName: c.corporate_name,
      cnpj: c.cnpj,
      resale: c.resale,
      createdAt: c.created_at.toISOString(),
    })),
    conflictsTotal: conflictsTotal.total,
    conflictsTotalIsLowerBound: conflictsTotal.more,
    protectedUntil: protectedUntil(o, rule)?.toISOString() ?? null,
    customerWatchCount,
    ...ageOf(o, rule.now),
    ...decisionClockOf(o, rule.now),
  };
}

/** The detail of an opportunity the viewer may see; 404 "Not Found Exception" otherwise, whatever the reason. */
export async function visibleDetail(q: Queryable, viewer: Viewer, id: string, rule: ProtectionRule) {
  const o = await findVisible(q, viewer, id);
  if (!o) throw notFound();
  return detailOf(q, viewer, o, rule);
}
