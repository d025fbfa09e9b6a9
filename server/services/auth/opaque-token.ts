import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret handed out once (refresh token, password link): 32 random bytes, base64url. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a copy of the database does not hand out working tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
