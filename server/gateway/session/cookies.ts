import cookieParser from 'cookie-parser';
import type { CookieOptions, Request, Response } from 'express';
import { DAY_MS } from '../../../shared/time.js';
import type { Role } from '../../lib/roles.js';

/** Session cookies of spec section 3, by name. `token` and `refresh_token` are httpOnly; the rest are readable. */
export const COOKIE = {
  token: 'token',
  refreshToken: 'refresh_token',
  exp: 'exp',
  company: 'company',
  username: 'username',
  userId: 'userid',
  permissions: 'user_permissions',
  keepConnection: 'keep_connection',
} as const;

/** The LGPD consent outlives the session (design section 4: "acceptedLGPD survives logout"). */
export const SURVIVES_LOGOUT = new Set(['acceptedLGPD']);

/** "Mantenha-me conectado": 7 days (spec section 9); without it the cookies end with the browser. */
export const KEEP_CONNECTED_MAX_AGE_MS = 7 * DAY_MS;

export interface SessionCookies {
  accessToken: string;
  refreshToken: string;
  /** Access token expiry, seconds since the epoch. */
  exp: number;
  brand: string;
  userId: string;
  name: string;
  roles: Role[];
  /** "Mantenha-me conectado"; a refresh leaves it out and keeps what the session was opened with. */
  keep?: boolean;
}

const parseCookies = cookieParser();

/**
 * The cookies a request carries, parsed (cookie-parser) the first time they are read: a caller with a bearer token
 * never reads them.
 */
function cookiesOf(req: Request, res: Response): Record<string, unknown> {
  if (req.cookies === undefined) parseCookies(req, res, () => {});
  return (req.cookies as Record<string, unknown> | undefined) ?? {};
}

/** Writes and clears the session cookies of one reply; `secure` when the browser talks https to us. */
export class CookieJar {
  private cleared = false;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
  ) {}

  private options(httpOnly: boolean, keep: boolean): CookieOptions {
    return {
      httpOnly,
      sameSite: 'lax',
      secure: this.req.secure,
      path: '/',
      ...(keep ? { maxAge: KEEP_CONNECTED_MAX_AGE_MS } : {}),
    };
  }

  /** What the request carries. */
  read(name: string): string | undefined {
    const v = cookiesOf(this.req, this.res)[name];
    return typeof v === 'string' && v !== '' ? v : undefined;
  }

  get keepConnected(): boolean {
    return this.read(COOKIE.keepConnection) !== 'false';
  }

  /**
   * After a login, and after every refresh (from the new token's claims): every session cookie, so that the readable
   * ones (roles, name) live as long as the tokens and follow a role change. `keep` defaults to the persistence the
   * session was opened with.
   */
  setSession(s: SessionCookies) {
    const keep = s.keep ?? this.keepConnected;
    const token = this.options(true, keep);
    const readable = this.options(false, keep);
    this.res.cookie(COOKIE.token, s.accessToken, token);
    this.res.cookie(COOKIE.refreshToken, s.refreshToken, token);
    this.res.cookie(COOKIE.exp, String(s.exp), readable);
    this.res.cookie(COOKIE.company, s.brand, readable);
    this.res.cookie(COOKIE.username, s.name, readable);
    this.res.cookie(COOKIE.userId, s.userId, readable);
    this.res.cookie(COOKIE.permissions, JSON.stringify(s.roles), readable);
    this.res.cookie(COOKIE.keepConnection, String(keep), readable);
  }

  /** Logout or a dead session: every cookie the browser sent and every session cookie, except the LGPD consent. */
  clearAll() {
    if (this.cleared) return;
    this.cleared = true;
    const names = new Set<string>([...Object.values(COOKIE), ...Object.keys(cookiesOf(this.req, this.res))]);
    for (const name of names) {
      if (SURVIVES_LOGOUT.has(name)) continue;
      this.res.clearCookie(name, { path: '/', sameSite: 'lax', secure: this.req.secure });
    }
  }
}
