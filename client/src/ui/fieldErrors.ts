import { ErrorCode, failureOf } from '../apollo/errors.js';

/** Field errors of a BAD_USER_INPUT reply, keyed by the input path (`project.application`, `products.0.amount`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const { code, fields } = failureOf(error);
  return code === ErrorCode.BAD_USER_INPUT && fields ? fields : {};
}
