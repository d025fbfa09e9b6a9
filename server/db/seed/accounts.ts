import { withCheckDigits } from '../../lib/cnpj.js';
import type { Queryable } from '../connection.js';

/*
 * The demo accounts' fixed identities: the seed (server/cli/seed/) writes them; the start's last line, the tests and
 * the benches name them. They sit here, below the seed (an operator tool, above the services), so that all of these
 * import them downwards.
 */

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
