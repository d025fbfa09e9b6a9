import { SignJWT } from 'jose';
import { type AccessClaims, TOKEN_ALG, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/access-token.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/constants.js';
import type { Role } from '../../lib/roles.js';
import type { SigningKeys } from './keys.js';

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
  const claims: Omit<AccessClaims, 'sub' | 'iat' | 'exp'> = {
    name: user.name,
    email: user.email,
    brand,
    roles,
    sid: sessionId,
  };
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: TOKEN_ALG, kid: keys.kid, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keys.privateKey);
}

/** Body of a successful login or refresh: `data.access_token`, `data.refresh_token` (spec section 7). */
export const tokenReply = (accessToken: string, refreshToken: string) => ({
  data: {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer' as const,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  },
});
