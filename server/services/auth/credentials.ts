import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { UserRecord } from './users.js';

/** `Authorization: Basic base64(email:password)`; undefined when the header is missing or malformed. */
export function parseBasicAuth(header: string | undefined): { email: string; password: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const email = decoded.slice(0, colon).trim().toLowerCase();
  const password = decoded.slice(colon + 1);
  return email && password ? { email, password } : undefined;
}

/**
 * Checks a password so that the reply time does not tell whether the e-mail exists or has a password yet: without
 * a stored hash, a hash of a random secret is verified instead (always false, same cost).
 */
export function passwordChecker() {
  // Computed up front, so that not even the first unknown e-mail answers at a different speed.
  const dummyHash = hashPassword(randomBytes(24).toString('base64url'));
  dummyHash.catch(() => {});
  return async (user: UserRecord | undefined, password: string): Promise<boolean> => {
    const stored = user?.passwordHash ?? (await dummyHash);
    const ok = await verifyPassword(stored, password);
    return ok && !!user?.passwordHash;
  };
}
