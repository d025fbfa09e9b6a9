import { deleteCookie, readCookies } from '../../../lib/cookies.js';
import { ALL_ROLES, type RoleName } from '../roles.js';
import { COOKIES, SESSION_COOKIES, TOKEN_EXPIRY_MARGIN_SECONDS } from '../settings.js';

/** What the browser knows of the signed-in user: the readable cookies the gateway's login sets (spec section 3). */
export interface Session {
  userId: string;
  username: string;
  company?: string;
  roles: RoleName[];
  /** Token expiry, epoch milliseconds; undefined when the cookie is missing or unreadable. */
  expiresAt?: number;
  keepConnection: boolean;
}

export function readSession(): Session | null {
  const cookies = readCookies();
  const userId = cookies.get(COOKIES.userid);
  const username = cookies.get(COOKIES.username);
  if (!userId || !username) return null;
  return {
    userId,
    username,
    company: cookies.get(COOKIES.company),
    roles: parseRoles(cookies.get(COOKIES.permissions)),
    expiresAt: parseExp(cookies.get(COOKIES.exp)),
    keepConnection: cookies.get(COOKIES.keepConnection) !== 'false',
  };
}

/** user_permissions is a JSON list of role names; anything else reads as no role. */
export function parseRoles(raw: string | undefined): RoleName[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((r): r is RoleName => ALL_ROLES.includes(r as RoleName)) : [];
  } catch {
    return [];
  }
}

/** exp as the JWT carries it (seconds), or milliseconds, or an ISO date. */
export function parseExp(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw)) {
    const n = Number(raw);
    return n < 1e12 ? n * 1000 : n;
  }
  const t = Date.parse(raw);
  return Number.isNaN(t) ? undefined : t;
}

/** Spec section 4: the token counts as expired when exp is earlier than now + 1000 s. */
export function isExpired(session: Session, now = Date.now()): boolean {
  if (session.expiresAt === undefined) return true;
  return session.expiresAt < now + TOKEN_EXPIRY_MARGIN_SECONDS * 1000;
}

export function hasAnyRole(session: Session | null, roles: readonly RoleName[]): boolean {
  return !!session && session.roles.some((r) => roles.includes(r));
}

/**
 * Clears what the client can: every readable cookie but acceptedLGPD (spec section 4). The httpOnly tokens are
 * removed by the gateway's logout, or are already dead when the gateway answered UNAUTHENTICATED.
 */
export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) deleteCookie(name);
  deleteCookie(COOKIES.notification);
}
