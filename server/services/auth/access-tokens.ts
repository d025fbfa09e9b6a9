import { SignJWT } from 'jose';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessClaims,
  TOKEN_ALG,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from '../../lib/access-token.js';
import type { Role } from '../../lib/roles.js';
import type { ApiToken } from './api-tokens.js';
import type { SigningKeys } from './keys.js';

/** What a token says besides its subject and its times, which sign() sets. */
type SignedClaims = Omit<AccessClaims, 'sub' | 'iat' | 'exp'>;

export interface TokenSubject {
  id: string;
  name: string;
  email: string;
}

/**
 * iat and exp come from the service clock (not jose's wall clock), so that tests can move time. `sessionId` is the
 * refresh-token family the token belongs to: logout revokes it, and with it this token.
 */
export function signAccessToken(
  keys: SigningKeys,
  user: TokenSubject,
  brand: string,
  roles: Role[],
  sessionId: string,
  now: Date,
) {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: SignedClaims = {
    name: user.name,
    email: user.email,
    brand,
    roles,
    sid: sessionId,
  };
  return sign(keys, user.id, claims, iat, iat + ACCESS_TOKEN_TTL_SECONDS);
}

/**
 * The access token of an internal tool's API token (api-tokens.ts): the token's name stands for the person, its id
 * for the user and the session (revoking the token revokes that session), and it lapses with the token if sooner.
 */
export function signApiTokenAccess(keys: SigningKeys, token: ApiToken, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const lapses = token.expiresAt ? Math.floor(token.expiresAt.getTime() / 1000) : Number.POSITIVE_INFINITY;
  const claims: SignedClaims = {
    // What the history and the logs show for its changes: plainly a tool, never taken for a person.
    name: apiTokenActorName(token.name),
    email: '',
    brand: token.brand,
    roles: [token.role],
    sid: token.id,
    apiToken: { readOnly: token.readOnly },
  };
  return sign(keys, token.id, claims, iat, Math.min(iat + ACCESS_TOKEN_TTL_SECONDS, lapses));
}

/** An access token of this issuer and audience, signed with the current key (times in seconds). */
function sign(keys: SigningKeys, sub: string, claims: SignedClaims, iat: number, exp: number) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: TOKEN_ALG, kid: keys.kid, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.privateKey);
}

export const apiTokenActorName = (name: string) => `${name} (token de API)`;

/** Body of a successful login or refresh: `data.access_token`, `data.refresh_token` (spec section 7). */
export const tokenReply = (accessToken: string, refreshToken: string) => ({
  data: {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer' as const,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  },
});
