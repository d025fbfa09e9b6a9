import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import type { RevocationCheck } from './revocation-list.js';
import type { Role, TokenViewer } from './roles.js';

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
  /** Present when an internal tool's API token stands behind the access token (its `name` is the token's). */
  apiToken?: { readOnly: boolean };
}

/** The viewer a verified token proves, as the gateway and every service read it. */
export const viewerOfClaims = (c: AccessClaims): TokenViewer => ({
  id: c.sub,
  name: c.name,
  email: c.email,
  brand: c.brand,
  roles: c.roles,
  exp: c.exp,
  ...(c.apiToken ? { apiToken: { readOnly: c.apiToken.readOnly === true } } : {}),
});

export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired' | 'invalid' | 'revoked' };

/**
 * The checks every service makes on an access token: signature, issuer, audience, expiry, then revocation (logout,
 * deactivation), against `keys` (the authenticator's own, or its JWKS).
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

/**
 * Verifies access tokens against the authenticator's JWKS (fetched once, refreshed when an unknown kid appears).
 * `remember`: the signatures of accepted tokens are checked once per token (rememberVerified).
 */
export function createTokenVerifier(
  authUrl: string,
  revocations: RevocationCheck,
  now: () => Date = () => new Date(),
  opts: { remember?: boolean } = {},
) {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', authUrl), { cooldownDuration: 5_000 });
  const verify = (token: string): Promise<VerifyResult> => verifyWith(jwks, token, now(), revocations);
  return opts.remember ? rememberVerified(verify, revocations, now) : verify;
}

/** Tokens whose signature a verifier remembers (about 1 KB each); past this many, the oldest is forgotten. */
export const VERIFIED_TOKENS_KEPT = 2_000;

/**
 * `verify`, with the tokens it accepted remembered until they expire: a token sent with every request of a session
 * pays for the ES256 signature check once, not on each request. What can change while a token is remembered is still
 * checked on each use, as `verifyWith` does: expiry against the clock `now` (jose's rule: expired once `exp` ≤ now in
 * whole seconds) and the revocation list (a logout or deactivation refuses the token at once). Refused tokens are not
 * remembered, and a token with `nbf` is always verified afresh.
 */
export function rememberVerified(
  verify: (token: string) => Promise<VerifyResult>,
  revocations: RevocationCheck,
  now: () => Date,
  kept = VERIFIED_TOKENS_KEPT,
): (token: string) => Promise<VerifyResult> {
  const verified = new Map<string, AccessClaims>();
  return async (token) => {
    const claims = verified.get(token);
    if (!claims) {
      const result = await verify(token);
      if (result.ok && !('nbf' in result.claims)) {
        if (verified.size >= kept) verified.delete(verified.keys().next().value as string);
        verified.set(token, result.claims);
      }
      return result;
    }
    if (claims.exp <= Math.floor(now().getTime() / 1000)) {
      verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return (await revocations.isRevoked(claims)) ? { ok: false, reason: 'revoked' } : { ok: true, claims };
  };
}

/** The 401 message for a refused token. */
export const refusalMessage = (reason: Extract<VerifyResult, { ok: false }>['reason']) =>
  reason === 'expired' ? 'Token expirado' : reason === 'revoked' ? 'Sessão encerrada' : 'Token inválido';

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/** The prefix of an internal tool's API token (not a JWT): the gateway exchanges it (design section 13). */
export const API_TOKEN_PREFIX = 'tok_';
export const isApiTokenSecret = (value: string) => value.startsWith(API_TOKEN_PREFIX);

export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return m?.[1]?.trim();
}

/** How long an access token holds; a revocation is kept at least that long (the token it ends may still be out). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
