import { z } from 'zod';
import { findBrand } from '../../../brands/brands.js';
import type { Db } from '../../db/connection.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { CreateUserInput } from '../../lib/identities.js';
import { ROLES } from '../../lib/roles.js';
import { isUuid } from './opaque-token.js';
import { addRole, findUserByEmail, findUserById, insertUser, normalizeEmail } from './users.js';

export const EMAIL_TAKEN_MESSAGE = 'Email já está sendo utilizado';

/** A brand slug of brands/brands.ts, or 'all' for a role that counts on every brand. */
export const roleBrandSchema = z
  .string({ error: 'Marca inválida' })
  .trim()
  .toLowerCase()
  .refine((b) => b === 'all' || !!findBrand(b), 'Marca inválida');

export const roleAssignmentSchema = z.object({
  name: z.enum(ROLES, { error: 'Papel inválido' }),
  data: z.object({ brand: roleBrandSchema }),
});

const optionalText = z.string().trim().max(200).nullish();

export const createUserSchema = z.object({
  // The caller's id for the identity: a create repeated with it (after a crash or a lost reply) finds the first one.
  id: z.string().refine(isUuid, 'Identificador inválido').optional(),
  name: z.string({ error: 'Verifique o nome digitado' }).trim().min(1, 'Verifique o nome digitado').max(200),
  email: z
    .string({ error: 'Verifique o email digitado' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Verifique o email digitado')),
  phone: optionalText,
  doc: optionalText,
  parentId: z.string().refine(isUuid, 'Usuário responsável inválido').nullish(),
  roles: z.array(roleAssignmentSchema).max(100).default([]),
});

/**
 * Creates an identity without a password (it is set from an e-mailed invite link). 409 when the e-mail is taken,
 * in any letter case; the insert itself decides, so two simultaneous sign-ups cannot both get through. Idempotent
 * on the caller's `id`: the same id with the same e-mail answers the identity already created (`created: false`),
 * with its roles made sure of; the e-mail held under another id is still a 409.
 */
export async function createAccount(db: Db, input: CreateUserInput): Promise<{ id: string; created: boolean }> {
  if (input.id) {
    const same = await findUserById(db, input.id);
    if (same) return replayed(db, same, input);
  }
  if (input.parentId && !(await findUserById(db, input.parentId))) {
    throw badRequest('Usuário responsável não encontrado', { parentId: 'Usuário responsável não encontrado' });
  }
  const id = await db.tx((q) => insertUser(q, input));
  if (id) return { id, created: true };
  const holder = input.id ? await findUserByEmail(db, input.email) : undefined;
  if (holder && holder.id === input.id) return replayed(db, holder, input);
  throw conflict(EMAIL_TAKEN_MESSAGE);
}

async function replayed(db: Db, user: { id: string; email: string }, input: CreateUserInput) {
  if (normalizeEmail(user.email) !== normalizeEmail(input.email)) throw conflict(EMAIL_TAKEN_MESSAGE);
  await db.tx(async (q) => {
    for (const role of input.roles) await addRole(q, user.id, role);
  });
  return { id: user.id, created: false };
}
