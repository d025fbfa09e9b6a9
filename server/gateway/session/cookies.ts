import type { CookieOptions, Request, Response } from 'express';
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

/** The LGPD consent outlives the session (DESIGN: "acceptedLGPD survives logout"). */
export const SURVIVES_LOGOUT = new Set(['acceptedLGPD']);

/** "Mantenha-me conectado": 7 days (spec section 9); without it the cookies end with the browser. */
export const KEEP_CONNECTED_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export interface SessionCookies {
  accessToken: string;
  refreshToken: string;
  /** Access token expiry, seconds since the epoch. */
  exp: number;
  brand: string;
  userId: string;
  name: string;
  roles: Role[];
  keep: boolean;
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
    const v = (this.req.cookies as Record<string, unknown> | undefined)?.[name];
    return typeof v === 'string' && v !== '' ? v : undefined;
  }

  get keepConnected(): boolean {
    return this.read(COOKIE.keepConnection) !== 'false';
  }

  /** After a login: every session cookie. */
  setSession(s: SessionCookies) {
    this.setTokens(s.accessToken, s.refreshToken, s.exp, s.keep);
    const readable = this.options(false, s.keep);
    this.res.cookie(COOKIE.company, s.brand, readable);
    this.res.cookie(COOKIE.username, s.name, readable);
    this.res.cookie(COOKIE.userId, s.userId, readable);
    this.res.cookie(COOKIE.permissions, JSON.stringify(s.roles), readable);
    this.res.cookie(COOKIE.keepConnection, String(s.keep), readable);
  }

  /** After a refresh: the new pair and its expiry, with the persistence the session was opened with. */
  setTokens(accessToken: string, refreshToken: string, exp: number, keep = this.keepConnected) {
    this.res.cookie(COOKIE.token, accessToken, this.options(true, keep));
    this.res.cookie(COOKIE.refreshToken, refreshToken, this.options(true, keep));
    this.res.cookie(COOKIE.exp, String(exp), this.options(false, keep));
  }

  /** Logout or a dead session: every cookie the browser sent and every session cookie, except the LGPD consent. */
  clearAll() {
    if (this.cleared) return;
    this.cleared = true;
    const names = new Set<string>([...Object.values(COOKIE), ...Object.keys(this.req.cookies ?? {})]);
    for (const name of names) {
      if (SURVIVES_LOGOUT.has(name)) continue;
      this.res.clearCookie(name, { path: '/', sameSite: 'lax', secure: this.req.secure });
    }
  }
}
