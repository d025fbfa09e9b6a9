import { brands } from '../../../brands/brands.js';
import type { Queryable } from '../../db/connection.js';
import { DEMO_PASSWORD, DEMO_RESALE, DEMO_RESALE_CNPJ, demoAccounts, demoResaleId } from '../../db/seed/accounts.js';
import { hashPassword } from '../../lib/password.js';

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
