import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import type { RevocationCheck } from './revocation-list.js';
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
  /**
   * The session: the refresh-token family the token was issued in (login starts one, refresh keeps it); logout ends
   * it. Tokens issued before sessions were named have none: they are still refused when their user is revoked.
   */
  sid?: string;
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired' | 'invalid' | 'revoked' };

/**
 * The checks every service makes on an access token: signature, issuer, audience, expiry, then revocation (logout,
 * deactivation: issue 9), against `keys` (the authenticator's own, or its JWKS).
 */
export async function verifyWith(
  keys: JWTVerifyGetKey,
  token: string,
  now: Date,
  revocations: RevocationCheck,
): Promise<VerifyResult> {
  let claims: AccessClaims;
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: [TOKEN_ALG],
      // A token without an expiry would be valid forever; one without iat could not be compared with a revocation.
      requiredClaims: ['exp', 'iat'],
      currentDate: now,
    });
    claims = payload as unknown as AccessClaims;
  } catch (err) {
    return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
  return (await revocations.isRevoked(claims)) ? { ok: false, reason: 'revoked' } : { ok: true, claims };
}

/** Verifies access tokens against the authenticator's JWKS (fetched once, refreshed when an unknown kid appears). */
export function createTokenVerifier(authUrl: string, revocations: RevocationCheck, now: () => Date = () => new Date()) {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', authUrl), { cooldownDuration: 5_000 });
  return (token: string): Promise<VerifyResult> => verifyWith(jwks, token, now(), revocations);
}

/** The 401 message for a refused token. */
export const refusalMessage = (reason: Extract<VerifyResult, { ok: false }>['reason']) =>
  reason === 'expired' ? 'Token expirado' : reason === 'revoked' ? 'Sessão encerrada' : 'Token inválido';

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return m?.[1]?.trim();
}
