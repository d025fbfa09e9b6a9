import { decodeJwt } from 'jose';
import type { CredentialRefusal } from '../../../schema/error-codes.js';
import {
  bearer,
  isApiTokenSecret,
  type TokenVerifier,
  type VerifyResult,
  viewerOfClaims,
} from '../../lib/access-token.js';
import type { Clock } from '../../lib/clock.js';
import type { TokenViewer } from '../../lib/roles.js';
import type { RestTokens } from '../datasources/types.js';
import { UpstreamError } from '../errors.js';
import { COOKIE, type CookieJar } from './cookies.js';

/** An access token this close to its expiry is renewed before use (the upstream call would race the expiry). */
export const REFRESH_MARGIN_SECONDS = 60;

export interface SessionDeps {
  brand: string;
  clock: Clock;
  verify: TokenVerifier;
  jar: CookieJar;
  authorization: string | undefined;
  /** GET /{company}/auth/refresh_token with the refresh token as bearer. */
  refresh: (refreshToken: string) => Promise<RestTokens>;
  /** Exchanges an internal tool's API token for an access token (absent: API tokens are refused). */
  apiTokens?: ApiTokenExchanger;
  /** Told the viewer of an API token once it is verified. */
  onApiToken?: (viewer: TokenViewer) => void;
}

/** Why the authenticator refused an API token: it does not hold at all, or it is another brand's. */
export type ApiTokenRefusal = 'TOKEN_REVOKED' | 'WRONG_BRAND';

/** Exchanges an API token (`tok_…`) for an access token of a brand, remembering it (session/api-tokens.ts). */
export interface ApiTokenExchanger {
  /** The access token for `secret` on `brand`, or why the authenticator refused the secret. */
  exchange(secret: string, brand: string): Promise<{ accessToken: string } | { refused: ApiTokenRefusal }>;
  /** Forgets the exchange of `secret` (its access token was refused: the token was revoked meanwhile, or lapsed). */
  forget(secret: string, brand: string): void;
}

/** Expiry claim without verifying (verification comes after); 0 for something that is not a JWT. */
export function expOf(token: string): number {
  try {
    return decodeJwt(token).exp ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The credentials of one request and the viewer they prove. Browsers send the httpOnly cookies; internal tools
 * send `Authorization: Bearer <access token>` (no cookies, no refresh). Resolved lazily and once: public operations
 * without credentials never pay for it. An expiring cookie token is renewed before it is used, and once more after an
 * upstream 401; when renewal fails the cookies are cleared.
 *
 * Credentials that were sent but do not hold are never taken for no credentials (design section 8): `refusal()`
 * says which of three things they are (a session that ended, an API token that no longer holds, another brand's),
 * and the gateway refuses the whole operation with that code (credential-plugin.ts).
 *
 * A request renews with its own refresh token and receives only the pair of the rotation it performed itself; it
 * never shares another request's rotation. A request that presents a token rotated meanwhile (by another tab, or by
 * whoever holds a stolen copy of the cookie and held its request open until the owner refreshed) is a reuse, which
 * the authenticator answers by ending the session. Legitimate concurrency never presents a rotated token: the web
 * client refreshes before this gateway would, one tab at a time under a Web Lock, and holds its operations during
 * the refresh (client/src/apollo/sessionRefresh.ts).
 */
export class Session {
  private readonly mode: 'bearer' | 'cookie';
  /** An internal tool's API token, exchanged for an access token on first use. */
  private readonly apiTokenSecret: string | undefined;
  private token: string | undefined;
  private refreshToken: string | undefined;
  private refreshAttempt: Promise<boolean> | undefined;
  private viewerPromise: Promise<TokenViewer | null> | undefined;
  private checked: { token: string; result: Promise<VerifyResult> } | undefined;
  /** Why the credentials the request presented prove no one (unset: none were presented, or they hold). */
  private refused: CredentialRefusal | undefined;
  /** Whether the request came with any credential: a bearer token, or a session cookie. */
  readonly presentsCredentials: boolean;

  constructor(private readonly deps: SessionDeps) {
    const presented = bearer(deps.authorization);
    this.mode = presented ? 'bearer' : 'cookie';
    this.apiTokenSecret = presented && isApiTokenSecret(presented) ? presented : undefined;
    this.token = this.apiTokenSecret ? undefined : (presented ?? deps.jar.read(COOKIE.token));
    this.refreshToken = presented ? undefined : deps.jar.read(COOKIE.refreshToken);
    this.presentsCredentials = Boolean(this.apiTokenSecret || this.token || this.refreshToken);
  }

  /** Why the presented credentials prove no one, once they are resolved; undefined when they hold or there were none. */
  async refusal(): Promise<CredentialRefusal | undefined> {
    await this.viewer();
    return this.refused;
  }

  /** The refusal of credentials that held when resolved but were refused upstream afterwards (revoked meanwhile). */
  lapsed(): CredentialRefusal {
    this.refused ??= this.apiTokenSecret ? 'TOKEN_REVOKED' : 'SESSION_EXPIRED';
    return this.refused;
  }

  /** Whether the request presents an internal tool's API token (its viewer has `apiToken`). */
  get presentsApiToken(): boolean {
    return this.apiTokenSecret !== undefined;
  }

  /** The signed-in user, or null (anonymous, or credentials that are invalid or issued for another brand). */
  viewer(): Promise<TokenViewer | null> {
    this.viewerPromise ??= this.resolve();
    return this.viewerPromise;
  }

  /** The access token to forward upstream (renewed first when it is about to expire). */
  async upstreamToken(): Promise<string | undefined> {
    return (await this.viewer()) ? this.token : undefined;
  }

  /** A login on this request: later calls of the same operation use the new token. */
  signedIn(accessToken: string, refreshToken: string, viewer: TokenViewer) {
    this.token = accessToken;
    this.refreshToken = refreshToken;
    this.viewerPromise = Promise.resolve(viewer);
  }

  /**
   * After an upstream 401 for `usedToken`: true when a newer token is now available (the caller retries once).
   * Concurrent callers of one request share the one refresh a request may make.
   */
  async recover(usedToken: string | undefined): Promise<boolean> {
    if (this.mode !== 'cookie' || !this.refreshToken) return false;
    if (usedToken && this.token !== usedToken) return true;
    const renewed = await this.renew();
    return renewed && this.token !== usedToken;
  }

  /**
   * The web client's own refresh, shortly before the access token expires: the pair is rotated now, every session
   * cookie is written again, and the viewer of the new token answers. Null when there is nothing to refresh (no cookie session) or the refresh was refused,
   * in which case the cookies are cleared.
   */
  async refreshNow(): Promise<TokenViewer | null> {
    if (this.mode !== 'cookie' || !this.refreshToken) return null;
    if (!(await this.renew())) return null;
    // The viewer may have been resolved from the token before the rotation (the credential check): read it again.
    this.viewerPromise = undefined;
    return this.viewer();
  }

  /** Logout: the refresh token of this session (none for a bearer caller), which the caller revokes upstream. */
  refreshTokenToRevoke(): string | undefined {
    return this.mode === 'cookie' ? this.refreshToken : undefined;
  }

  /** The session is over (logout, or a refresh refused): clear the cookies. */
  end() {
    this.token = undefined;
    this.refreshToken = undefined;
    this.viewerPromise = Promise.resolve(null);
    if (this.mode === 'cookie') this.deps.jar.clearAll();
  }

  private async resolve(): Promise<TokenViewer | null> {
    if (this.apiTokenSecret) return this.resolveApiToken(this.apiTokenSecret);
    if (!this.token && !this.refreshToken) return null;
    // Only a cookie session renews itself, so only its token's expiry is read ahead of the verification.
    if (this.mode === 'cookie' && this.refreshToken && this.expiring() && !(await this.renew())) {
      return this.refuse('SESSION_EXPIRED');
    }
    let result = this.token ? await this.check(this.token) : undefined;
    if (!result?.ok && this.mode === 'cookie' && this.refreshToken && !this.refreshAttempt) {
      result = (await this.renew()) && this.token ? await this.check(this.token) : undefined;
    }
    // A token of another brand never opens this brand's data: the host decides the brand.
    if (result?.ok && result.claims.brand !== this.deps.brand) return this.refuse('WRONG_BRAND');
    if (!result?.ok) return this.refuse('SESSION_EXPIRED');
    return viewerOfClaims(result.claims);
  }

  /**
   * An API token's viewer: the access token it was exchanged for, verified as any other. One remembered by the
   * exchange but refused now (the token was revoked, or its access token lapsed) is exchanged once more.
   */
  private async resolveApiToken(secret: string): Promise<TokenViewer | null> {
    const exchanger = this.deps.apiTokens;
    if (!exchanger) return this.refuse('TOKEN_REVOKED');
    for (let attempt = 0; attempt < 2; attempt++) {
      const exchanged = await exchanger.exchange(secret, this.deps.brand);
      if ('refused' in exchanged) return this.refuse(exchanged.refused);
      this.token = exchanged.accessToken;
      const result = await this.check(this.token);
      if (result.ok && result.claims.brand === this.deps.brand && result.claims.apiToken) {
        const viewer = viewerOfClaims(result.claims);
        this.deps.onApiToken?.(viewer);
        return viewer;
      }
      exchanger.forget(secret, this.deps.brand);
    }
    return this.refuse('TOKEN_REVOKED');
  }

  /** Credentials that prove no one: remembered why, and a cookie session's cookies cleared. */
  private refuse(reason: CredentialRefusal): null {
    this.refused ??= reason;
    this.end();
    return null;
  }

  private expiring(): boolean {
    const nowSeconds = this.deps.clock.now().getTime() / 1000;
    return !this.token || expOf(this.token) < nowSeconds + REFRESH_MARGIN_SECONDS;
  }

  /** Verifies a token once per request (a renewed token is verified as it arrives, then read again here). */
  private check(token: string): Promise<VerifyResult> {
    if (this.checked?.token !== token) this.checked = { token, result: this.deps.verify(token) };
    return this.checked.result;
  }

  private renew(): Promise<boolean> {
    const presented = this.refreshToken;
    if (!presented) return Promise.resolve(false);
    this.refreshAttempt ??= this.deps.refresh(presented).then(
      (tokens) => this.adopt(tokens),
      (err) => {
        // Refused (expired, revoked, inactive user): the session is over. Any other failure (the authenticator
        // down) keeps the cookies, so that the session survives an outage, and reports the error.
        if (err instanceof UpstreamError && err.status >= 500) throw err;
        this.end();
        return false;
      },
    );
    return this.refreshAttempt;
  }

  /**
   * A renewed pair: every session cookie is written again from the new token's verified claims (name, id, roles
   * and brand as they are now), with the session's persistence, so that none outlives or lags the tokens.
   */
  private async adopt(tokens: RestTokens): Promise<boolean> {
    this.token = tokens.access_token;
    this.refreshToken = tokens.refresh_token;
    const verified = await this.check(tokens.access_token);
    if (!verified.ok || verified.claims.brand !== this.deps.brand) {
      if (verified.ok) this.refused ??= 'WRONG_BRAND';
      this.end();
      return false;
    }
    const c = verified.claims;
    this.deps.jar.setSession({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      exp: c.exp,
      brand: c.brand,
      userId: c.sub,
      name: c.name,
      roles: c.roles,
    });
    return true;
  }
}
