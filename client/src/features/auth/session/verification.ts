/**
 * Spec section 4 counts a token as expired when exp < now + 1000 s, but the gateway's access tokens live 15 min
 * (900 s) and it renews them itself. So an "expired" session is checked once with the `me` query, and that exp
 * value is then trusted; a new exp (after the gateway renewed the token) is checked once again.
 */
let verifiedExp: number | undefined;

export function markVerified(exp: number | undefined): void {
  verifiedExp = exp;
}

export function isVerified(exp: number | undefined): boolean {
  return exp !== undefined && exp === verifiedExp;
}
