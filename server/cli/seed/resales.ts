import type { Brand } from '../../../brands/brands.js';
import type { Queryable } from '../../db/connection.js';
import { demoAccounts } from '../../db/seed/accounts.js';
import type { Company } from './companies.js';
import type { HistoryRow } from './history.js';
import { insertRows } from './insert.js';
import { emailOf, mobilePhone, personName } from './people.js';
import { between, type Period } from './period.js';
import { addDays, type Random } from './random.js';

/** An approved resale whose user owns demo opportunities. */
export interface ResaleOwner {
  resaleId: string;
  userId: string;
  name: string;
  email: string;
  resaleName: string;
  approvedAt: Date;
}

const ESTABLISHED = 8;
const APPROVED_THIS_YEAR = 2;
const IN_ANALYSIS = 4;
const DISAPPROVED = 3;

const signUpRejections = [
  'CNPJ sem atividade de revenda de equipamentos de automação.',
  'Revenda já cadastrada por outro contato da mesma empresa.',
  'Dados de contato não puderam ser confirmados.',
];

interface Contact {
  name: string;
  phone: string;
  email: string;
  userId: string;
}

/**
 * The other resales of every brand: approved partners (each with a RESALE user, no password yet, so that their
 * opportunities have a real owner), and sign-ups in analysis and disapproved spread over the year, each with the
 * history rows of its sign-up and decision. A company that resells several brands has one user with a role in each.
 */
export async function seedResales(
  q: Queryable,
  rnd: Random,
  period: Period,
  pool: Company[],
  brandList: Brand[],
  history: HistoryRow[],
): Promise<Map<string, ResaleOwner[]>> {
  const contacts = new Map<string, Contact>(
    pool.map((c) => {
      const name = personName(rnd);
      return [c.cnpj, { name, phone: mobilePhone(rnd, c.state), email: emailOf(name, c.domain), userId: rnd.uuid() }];
    }),
  );
  const rows: unknown[][] = [];
  const users = new Map<string, { contact: Contact; company: Company; since: Date; brands: string[] }>();
  const owners = new Map<string, ResaleOwner[]>();
  const rita = demoAccounts.representative;

  // This year's sign-ups; in early January, the last quarter of the previous year.
  const signUpsFrom = new Date(Math.min(period.yearStart.getTime(), addDays(period.now, -90).getTime()));
  for (const brand of brandList) {
    const picked = rnd.shuffle(pool);
    const brandOwners: ResaleOwner[] = [];
    picked.slice(0, ESTABLISHED + APPROVED_THIS_YEAR + IN_ANALYSIS + DISAPPROVED).forEach((company, i) => {
      const status =
        i < ESTABLISHED + APPROVED_THIS_YEAR
          ? 'approved'
          : i < ESTABLISHED + APPROVED_THIS_YEAR + IN_ANALYSIS
            ? 'analysis'
            : 'disapproved';
      const contact = contacts.get(company.cnpj)!;
      // Established partners signed up before the demo period, so that they can own its oldest opportunities.
      const createdAt =
        i < ESTABLISHED
          ? between(rnd, addDays(period.earliest, -400), addDays(period.earliest, -30))
          : status === 'analysis'
            ? between(rnd, addDays(period.now, -60), addDays(period.now, -1))
            : between(rnd, signUpsFrom, addDays(period.now, -30));
      const decidedAt = status === 'analysis' ? null : between(rnd, addDays(createdAt, 0.1), addDays(createdAt, 5));
      const reason = status === 'disapproved' ? rnd.pick(signUpRejections) : null;
      const id = rnd.uuid();
      const owner = status === 'approved' ? contact.userId : null;
      rows.push([
        id,
        brand.slug,
        status,
        company.cnpj,
        company.cep,
        company.city,
        company.street,
        company.state,
        company.fantasyName,
        company.corporateName,
        contact.name,
        contact.phone,
        contact.email,
        reason,
        owner,
        decidedAt ? rita.id : null,
        decidedAt,
        createdAt,
        decidedAt ?? createdAt,
      ]);
      history.push({
        brand: brand.slug,
        type: 'resale',
        typeId: id,
        actionType: 'create',
        userId: null,
        username: contact.name,
        createdAt,
        modifications: [
          { attribute: 'status', oldValue: null, newValue: 'analysis' },
          { attribute: 'cnpj', oldValue: null, newValue: company.cnpj },
          { attribute: 'corporateName', oldValue: null, newValue: company.corporateName },
          { attribute: 'email', oldValue: null, newValue: contact.email },
        ],
      });
      if (!decidedAt) return;
      history.push({
        brand: brand.slug,
        type: 'resale',
        typeId: id,
        actionType: 'update',
        userId: rita.id,
        username: rita.name,
        createdAt: decidedAt,
        modifications: [
          { attribute: 'status', oldValue: 'analysis', newValue: status },
          ...(reason ? [{ attribute: 'reason', oldValue: null, newValue: reason }] : []),
        ],
      });
      if (status !== 'approved') return;
      const user = users.get(company.cnpj) ?? { contact, company, since: decidedAt, brands: [] };
      if (decidedAt < user.since) user.since = decidedAt;
      user.brands.push(brand.slug);
      users.set(company.cnpj, user);
      brandOwners.push({
        resaleId: id,
        userId: contact.userId,
        name: contact.name,
        email: contact.email,
        resaleName: company.fantasyName,
        approvedAt: decidedAt,
      });
    });
    owners.set(brand.slug, brandOwners);
  }

  await insertRows(
    q,
    'api.resales',
    [
      'id',
      'brand',
      'status',
      'cnpj',
      'cep',
      'city',
      'street',
      'state',
      'fantasy_name',
      'corporate_name',
      'contact_name',
      'phone',
      'email',
      'reason',
      'owner_user_id',
      'decided_by',
      'decided_at',
      'created_at',
      'updated_at',
    ],
    rows,
  );
  const approved = [...users.values()];
  // No password: the user sets one from the invitation link (or "Esqueceu sua senha?"), as after a real approval.
  await insertRows(
    q,
    'auth.users',
    ['id', 'name', 'email', 'phone', 'doc', 'created_at', 'updated_at'],
    approved.map((u) => [
      u.contact.userId,
      u.contact.name,
      u.contact.email,
      u.contact.phone,
      u.company.cnpj,
      u.since,
      u.since,
    ]),
  );
  await insertRows(
    q,
    'auth.roles',
    ['user_id', 'name', 'brand'],
    approved.flatMap((u) => u.brands.map((b) => [u.contact.userId, 'RESALE', b])),
  );
  return owners;
}
