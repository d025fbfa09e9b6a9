import { z } from 'zod';
import { brandSlugs } from '../../../brands/brands.js';
import type { Db } from '../../db/connection.js';
import { brandOrigin } from '../../lib/brand-origin.js';
import { ROLES, type Role } from '../../lib/roles.js';
import { roleBrandSchema } from './accounts.js';
import { issuePasswordToken } from './password-tokens.js';
import { addRole, findUserByEmail, insertUser } from './users.js';

/** A refusal meant for the operator at the terminal: the message says what to fix. */
export class OperatorInputError extends Error {}

export interface OperatorAccountInput {
  role?: string;
  brand?: string;
  email?: string;
  name?: string;
  phone?: string;
}

export interface OperatorAccountResult {
  userId: string;
  /** False when the e-mail already had an account and only the role was added. */
  created: boolean;
  link: string;
  expiresAt: Date;
}

export interface OperatorAccountRequest {
  role: Role;
  brand: string;
  email: string;
  name?: string;
  phone?: string;
}

/** Checks the command line before anything touches the database. */
export function validateOperatorInput(input: OperatorAccountInput): OperatorAccountRequest {
  const role = input.role?.trim().toUpperCase();
  if (!role || !(ROLES as readonly string[]).includes(role)) {
    throw new OperatorInputError(`Papel inválido: "${input.role ?? ''}". Use um destes: ${ROLES.join(', ')}.`);
  }
  const brand = roleBrandSchema.safeParse(input.brand ?? '');
  if (!brand.success) {
    throw new OperatorInputError(
      `Marca inválida: "${input.brand ?? ''}". Use uma destas: ${brandSlugs.join(', ')}, ou all (todas as marcas).`,
    );
  }
  const email = z.email().safeParse(input.email?.trim().toLowerCase());
  if (!email.success) throw new OperatorInputError(`E-mail inválido: "${input.email ?? ''}".`);
  const name = input.name?.trim() || undefined;
  const phone = input.phone?.trim() || undefined;
  return { role: role as Role, brand: brand.data, email: email.data, name, phone };
}

/**
 * `npm run user:create`: REPRESENTATIVE and SUPPORT accounts have no sign-up flow (design section 4: accounts), so an
 * operator creates them. An e-mail that already has an account gets the role added. Either way a set-password link
 * is issued exactly as the internal call issues invites.
 */
export async function createOperatorAccount(
  db: Db,
  input: OperatorAccountRequest,
  opts: { publicUrl: string; now: Date },
): Promise<OperatorAccountResult> {
  const { email, brand } = input;
  const assignment = { name: input.role, data: { brand } };

  const existing = await findUserByEmail(db, email);
  if (existing && !existing.active) {
    throw new OperatorInputError(`O usuário ${email} está inativo; não é possível atribuir um papel a ele.`);
  }
  let userId: string | undefined;
  if (!existing) {
    const name = input.name?.trim();
    if (!name) throw new OperatorInputError('Informe o nome do usuário (--name "Nome Sobrenome").');
    const phone = input.phone?.trim() || null;
    userId = await db.tx((q) => insertUser(q, { name, email, phone, roles: [assignment] }));
  }
  const created = !!userId;
  if (!userId) {
    // Already registered (or registered by someone else a moment ago): the account gains the role.
    const account = existing ?? (await findUserByEmail(db, email));
    if (!account) throw new OperatorInputError(`Não foi possível criar o usuário ${email}.`);
    userId = account.id;
    await db.tx((q) => addRole(q, account.id, assignment));
  }
  const { token, expiresAt } = await issuePasswordToken(db, { userId, purpose: 'invite' }, opts.now);
  const origin = brandOrigin({ publicUrl: opts.publicUrl }, brand);
  const link = `${origin}/recovery-password?token=${encodeURIComponent(token)}`;
  return { userId, created, link, expiresAt };
}
