import { brands } from '../../../brands/brands.js';
import { withCheckDigits } from '../../lib/cnpj.js';
import { hashPassword } from '../../lib/password.js';
import type { Queryable } from '../connection.js';

export const DEMO_PASSWORD = 'Demo@1234';

/** Fixed ids so that tests and docs can name the demo accounts. */
export const demoAccounts = {
  representative: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'representante@demo.com.br',
    name: 'Rita Representante',
    role: 'REPRESENTATIVE',
  },
  support: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'suporte@demo.com.br',
    name: 'Sérgio Suporte',
    role: 'SUPPORT',
  },
  resale: {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'revenda@demo.com.br',
    name: 'Renata Revenda',
    role: 'RESALE',
  },
  seller: {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'vendedor@demo.com.br',
    name: 'Vicente Vendedor',
    role: 'SELLER',
  },
} as const;

export const DEMO_RESALE_CNPJ = withCheckDigits('452310870001');
export const DEMO_RESALE = {
  corporateName: 'Demo Automação Comercial Ltda',
  fantasyName: 'Demo Automação',
  cep: '01310100',
  street: 'Avenida Paulista, 1000',
  city: 'São Paulo',
  state: 'SP',
  phone: '11987654321',
};

/** The demo resale's sign-up id in each brand (approved, owned by revenda@demo.com.br). */
export const demoResaleId = (brandIndex: number) =>
  `00000000-0000-4000-9000-${String(brandIndex + 1).padStart(12, '0')}`;

/**
 * The four demo accounts of design section 4, valid on every brand (role brand 'all'), password Demo@1234; the demo
 * resale approved in every brand, and the demo seller belonging to it.
 */
export async function seedAccounts(q: Queryable): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { representative, support, resale, seller } = demoAccounts;
  for (const a of [representative, support, resale, seller]) {
    const isResaleSide = a === resale || a === seller;
    await q.query(
      `INSERT INTO auth.users (id, name, email, phone, doc, parent_id, password_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        a.id,
        a.name,
        a.email,
        a === seller ? '11912345678' : DEMO_RESALE.phone,
        isResaleSide ? DEMO_RESALE_CNPJ : null,
        a === seller ? resale.id : null,
        passwordHash,
      ],
    );
    await q.query(`INSERT INTO auth.roles (user_id, name, brand) VALUES ($1, $2, 'all')`, [a.id, a.role]);
  }
  for (const [i, b] of brands.entries()) {
    await q.query(
      `INSERT INTO api.resales (id, brand, status, cnpj, cep, city, street, state, fantasy_name, corporate_name,
         contact_name, phone, email, owner_user_id, decided_by, decided_at, created_at)
       VALUES ($1, $2, 'approved', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, now() - interval '200 days',
         now() - interval '201 days')`,
      [
        demoResaleId(i),
        b.slug,
        DEMO_RESALE_CNPJ,
        DEMO_RESALE.cep,
        DEMO_RESALE.city,
        DEMO_RESALE.street,
        DEMO_RESALE.state,
        DEMO_RESALE.fantasyName,
        DEMO_RESALE.corporateName,
        resale.name,
        DEMO_RESALE.phone,
        resale.email,
        resale.id,
        representative.id,
      ],
    );
  }
  await q.query(
    `INSERT INTO api.sellers (id, resale_user_id, brand, name, email, phone) VALUES ($1, $2, 'all', $3, $4, $5)`,
    [seller.id, resale.id, seller.name, seller.email, '11912345678'],
  );
}

/**
 * What the start's last line tells a newcomer: the demo accounts this database still has, active, and their password;
 * undefined when it has none (seeded with SEED_DEMO=false, or a production database).
 */
export async function demoAccountsHint(q: Queryable): Promise<string | undefined> {
  const ids = Object.values(demoAccounts).map((a) => a.id);
  const rows = await q.query<{ email: string }>(
    'SELECT email FROM auth.users WHERE id = ANY($1::uuid[]) AND active ORDER BY id',
    [ids],
  );
  if (!rows.length) return undefined;
  return `${rows.map((r) => r.email).join(', ')} (senha ${DEMO_PASSWORD})`;
}
