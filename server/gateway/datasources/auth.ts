import { setTimeout as sleep } from 'node:timers/promises';
import { SERVICE_KEY_HEADER } from '../../lib/service-auth.js';
import { UpstreamError } from '../errors.js';
import type { RestTokens, RestUser } from './types.js';
import { UpstreamDataSource, type UpstreamDeps } from './upstream.js';

/**
 * The pauses before a logout is sent again after the authenticator did not take it (no reply, a connection reset, a
 * 503 from a busy pool). Revoking a session twice is harmless, and a logout lost here would leave every copy of the
 * session's cookies working until the refresh token lapses, while the user believes it ended.
 */
export const LOGOUT_RETRY_DELAYS_MS = [100, 400, 1_000];

/** The authenticator: login, refresh, API tokens and user details (docs/rest-api.md, "Authenticator"). */
export class AuthDataSource extends UpstreamDataSource {
  private readonly serviceKey: string;

  constructor(deps: UpstreamDeps & { serviceKey?: string }) {
    super(deps);
    this.serviceKey = deps.serviceKey ?? '';
  }

  /**
   * POST /internal/api-tokens/exchange with the service key: an access token of this brand for an internal tool's
   * API token. 401 TOKEN_REVOKED or WRONG_BRAND (the service's code, `restCode`) when the authenticator refuses it.
   */
  exchangeApiToken(secret: string) {
    return this.call<{ data?: { access_token?: string } }>('internal/api-tokens/exchange', {
      method: 'POST',
      headers: { [SERVICE_KEY_HEADER]: this.serviceKey },
      body: { token: secret, brand: this.brand },
    });
  }

  /** GET /login?brand=&keep= with Basic credentials. A 401 here is wrong credentials, never a stale session. */
  async login(email: string, password: string, keep: boolean): Promise<RestTokens> {
    const basic = Buffer.from(`${email}:${password}`).toString('base64');
    const reply = await this.call<{ data: RestTokens }>('login', {
      params: { brand: this.brand, keep: String(keep) },
      headers: { authorization: `Basic ${basic}` },
      retryOn401: false,
    });
    return reply.data;
  }

  /** GET /{company}/auth/refresh_token, the refresh token as bearer: a new (rotated) pair. */
  async refresh(refreshToken: string): Promise<RestTokens> {
    const reply = await this.call<{ data: RestTokens }>(`${encodeURIComponent(this.brand)}/auth/refresh_token`, {
      headers: { authorization: `Bearer ${refreshToken}` },
      retryOn401: false,
    });
    return reply.data;
  }

  /** POST /{company}/auth/logout, the refresh token as bearer: the session's token family is revoked (always 204). */
  async logout(refreshToken: string): Promise<void> {
    const send = () =>
      this.call<unknown>(`${encodeURIComponent(this.brand)}/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${refreshToken}` },
        retryOn401: false,
      });
    for (const delay of LOGOUT_RETRY_DELAYS_MS) {
      try {
        await send();
        return;
      } catch (err) {
        if (!(err instanceof UpstreamError && err.extensions.code === 'SERVICE_UNAVAILABLE')) throw err;
        await sleep(delay);
      }
    }
    await send();
  }

  /** GET /user/{id}: id, name, email, phone, doc, active, roles. */
  user(id: string): Promise<RestUser> {
    return this.call<RestUser>(`user/${encodeURIComponent(id)}`);
  }

  health() {
    return this.call<{ status: string }>('healthz', { retryOn401: false });
  }
}
