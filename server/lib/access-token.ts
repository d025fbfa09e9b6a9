import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Role } from './roles.js';

export const TOKEN_ISSUER = 'portal-auth';
export const TOKEN_AUDIENCE = 'portal';
export const TOKEN_ALG = 'ES256';

/** Claims of an access token: issued by the authenticator for one brand, with the roles that count there. */
export interface AccessClaims {
  sub: string;
  name: string;
  email: string;
  brand: string;
  roles: Role[];
  exp: number;
  iat: number;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies access tokens against the authenticator's JWKS (fetched once, refreshed when an unknown kid appears). */
export function createTokenVerifier(authUrl: string, now: () => Date = () => new Date()) {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', authUrl), { cooldownDuration: 5_000 });
  return async function verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: [TOKEN_ALG],
        // A token without an expiry would be valid forever.
        requiredClaims: ['exp'],
        currentDate: now(),
      });
      return { ok: true, claims: payload as unknown as AccessClaims };
    } catch (err) {
      return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return m?.[1]?.trim();
}
