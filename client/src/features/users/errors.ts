/**
 * The one place where a users call's failure becomes the words of spec section 8 (Seller): operation + error code →
 * text. Hooks and pages ask here; none maps codes itself.
 */
import { commonFailureMessage, ErrorCode, failureOf } from '../../apollo/errors.js';
import { userMessages } from './messages.js';

const e = userMessages.errors;

export type UserOperation = 'createSeller' | 'deactivateSeller' | 'load';

/**
 * Registration: 409 the e-mail-in-use text; 423 an earlier attempt at the same seller is still under way (wait and
 * send again: it resumes that creation); a refused input the first field message, else "Dados do usuário
 * inválidos"; anything else "Erro ao cadastrar o vendedor". Detail and deletion: the generic text. A service down for
 * a moment says to try again shortly, whatever the operation.
 */
export function userErrorMessage(operation: UserOperation, error: unknown): string {
  const { code, fields } = failureOf(error);
  const common = commonFailureMessage(code);
  if (common) return common;
  if (operation !== 'createSeller') return e.generic;
  if (code === ErrorCode.CONFLICT) return e.emailInUse;
  if (code === ErrorCode.LOCKED) return e.creationInProgress;
  if (code === ErrorCode.BAD_USER_INPUT) return Object.values(fields ?? {})[0] || e.invalidUser;
  return e.createFailed;
}

/** Spec section 8: a 404 on the seller list is silent (the list shows as empty). */
export const isSilentListError = (error: unknown) => failureOf(error).code === ErrorCode.NOT_FOUND;
