import { cnpjRoot } from '../../../../lib/cnpj.js';
import { badRequest, forbidden } from '../../../../lib/errors.js';
import { verifyCompany } from '../../cnpj/verify.js';
import type { ApiContext } from '../../context.js';
import { created, type Modification, recordHistory } from '../../history/record.js';
import { enqueueMail } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import { hasRole, type Viewer } from '../../viewer.js';
import { brDate, dayOf } from '../dates.js';
import { centsToDecimal } from '../money.js';
import type { OpportunityRow, ProductRow, ProjectRow } from '../repository.js';
import { opportunityRef, toOpportunity, toProduct, toProject } from '../serialize.js';
import { assertCompanyActive } from './company-status.js';
import { insertOpportunity, insertProducts, insertProjects } from './insert.js';
import { resaleOf } from './owner.js';
import { estimatedCents } from './products.js';
import { assertCustomerFree, lockCustomer } from './protection.js';
import { MISSING_FIELDS, parseCreateOpportunity } from './validation.js';

/**
 * Registers an opportunity for the viewer's resale (RESALE or SELLER). Validation and the owner's resale are settled
 * first; then one transaction checks deal protection under the customer's lock and writes the opportunity, its project
 * and lines, the history row and the notification together. The notification is addressed to the brand's
 * representatives as a role: the dispatcher asks the authenticator who they are when it sends, so an authenticator
 * that cannot answer delays the mail and never fails the registration.
 */
export async function createOpportunity(
  ctx: ApiContext,
  viewer: Viewer,
  body: Record<string, unknown>,
  origin: string,
): Promise<OpportunityRow> {
  const now = ctx.clock.now();
  if (typeof body?.company === 'string' && body.company && body.company.toLowerCase() !== viewer.brand) {
    throw forbidden('Permission denied');
  }
  const mayName = hasRole(viewer, 'REPRESENTATIVE');
  const input = parseCreateOpportunity(body, { brand: viewer.brand, today: dayOf(now), mayName });
  await assertCrmSeller(ctx, viewer.brand, input.sellerSalesforceId);
  const resale = await resaleOf(ctx.db, viewer);
  const root = cnpjRoot(input.cnpj);
  const company = input.corporateName || input.fantasyName;
  // Before the transaction: the lookup may be an HTTP call. The caller's word can only add the flag, never lift it.
  const register = await verifyCompany(ctx, input.cnpj, input.corporateName);
  assertCompanyActive(register.status);
  const companyUnverified = input.companyTyped || !register.confirmed;

  return ctx.db.tx(async (q) => {
    await lockCustomer(ctx.db, q, viewer.brand, root);
    await assertCustomerFree(q, { brand: viewer.brand, root, rule: { graceDays: ctx.config.renewalGraceDays, now } });
    const o = await insertOpportunity(q, {
      brand: viewer.brand,
      name: input.name ?? `Oportunidade ${company} - ${brDate(now)}`,
      cnpjRoot: root,
      estimated: centsToDecimal(estimatedCents(input.products)),
      companyUnverified,
      companyStatus: register.status,
      input,
      owner: { userId: viewer.id, name: viewer.name, email: viewer.email, resaleId: resale.id, resale: resale.name },
      now,
    });
    const projects = await insertProjects(q, o.id, input.projects);
    const products = await insertProducts(q, o.id, input.products);
    await recordHistory(q, {
      brand: o.brand,
      type: 'opportunity',
      typeId: o.id,
      actionType: 'create',
      userId: viewer.id,
      username: viewer.name,
      modifications: createdAttributes(o, projects, products),
    });
    await enqueueMail(q, {
      ...mailTemplates.opportunityCreated({
        brand: o.brand,
        origin,
        opportunity: opportunityRef(o),
        ownerName: viewer.name,
      }),
      toRole: { role: 'REPRESENTATIVE', brand: o.brand },
    });
    return o;
  });
}

/**
 * The history of a registration records every field it was created with, and its project and product lines as JSON,
 * as the details page shows them (stored values, so money keeps its cents). Left out: empty fields, the id and the
 * timestamps (the history row carries them), the deletion flag, and the company's verification (the unverified flag,
 * the registration status), which the server sets and the registrant never chose.
 */
function createdAttributes(o: OpportunityRow, projects: ProjectRow[], products: ProductRow[]): Modification[] {
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    isDeleted: _isDeleted,
    companyUnverified: _companyUnverified,
    companyStatus: _companyStatus,
    companyStatusCheckedAt: _companyStatusCheckedAt,
    companyInactive: _companyInactive,
    ...fields
  } = toOpportunity(o);
  return created({
    ...fields,
    estimated: o.estimated,
    projects: projects.map(toProject),
    products: products.map(toProduct),
  });
}

export const UNKNOWN_CRM_SELLER = 'Vendedor Prime não encontrado no CRM: escolha um vendedor da lista';

/**
 * A seller id must be one of the CRM's sellers of the brand (the list the form offers): an unknown one would be
 * accepted here and then fail every approval with SF404, with no way to fix it. None is required where the brand
 * has no seller (validation.ts, BRAND_WITHOUT_SELLER); one that is sent is checked on every brand.
 */
async function assertCrmSeller(ctx: ApiContext, brand: string, sellerId: string | null) {
  if (!sellerId) return;
  const sellers = await ctx.crm.listSellers(brand);
  if (!sellers.some((s) => s.user_id === sellerId)) {
    throw badRequest(MISSING_FIELDS, { sellerSalesforceId: UNKNOWN_CRM_SELLER });
  }
}
