/**
 * The revoked sessions and users whose access tokens may still be unexpired, as every token-verifying
 * service holds them in memory. A `session` entry names a refresh-token family (the `sid` claim): every token of that
 * session is refused. A `user` entry refuses the user's tokens issued up to its revocation (deactivation).
 * `seq` is the authenticator's commit order: after applying entries up to N, the list has every entry up to N.
 */

export type RevocationKind = 'session' | 'user';

export interface RevocationEntry {
  seq: number;
  kind: RevocationKind;
  subject: string;
  /** Milliseconds since the epoch. */
  revokedAt: number;
  /** Milliseconds since the epoch: no token the entry refuses is unexpired past it. */
  expiresAt: number;
}

/** What a revocation is checked against: the token's user, when it was issued (s) and its session (AccessClaims). */
export interface RevocableClaims {
  sub: string;
  iat: number;
  sid?: string;
}

export class RevocationList {
  private readonly entries = new Map<string, RevocationEntry>();
  private lastSeq = 0;

  constructor(private readonly now: () => Date) {}

  /** The highest seq applied: a follower asks for what comes after it. */
  get seq(): number {
    return this.lastSeq;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Adds entries (in any order, repeats ignored) and drops the expired ones. */
  apply(entries: Iterable<RevocationEntry>): void {
    for (const e of entries) {
      const key = `${e.kind}:${e.subject}`;
      const known = this.entries.get(key);
      // A user revoked again keeps the latest cut-off.
      if (!known || e.revokedAt >= known.revokedAt) this.entries.set(key, e);
      if (e.seq > this.lastSeq) this.lastSeq = e.seq;
    }
    this.prune();
  }

  /** Empties the list: the source's history was replaced (a restored database), `seq` starts again. */
  reset(): void {
    this.entries.clear();
    this.lastSeq = 0;
  }

  /** Unexpired entries after `seq`, in seq order. */
  after(seq: number): RevocationEntry[] {
    this.prune();
    return [...this.entries.values()].filter((e) => e.seq > seq).sort((a, b) => a.seq - b.seq);
  }

  isRevoked(claims: RevocableClaims): boolean {
    if (claims.sid && this.live(this.entries.get(`session:${claims.sid}`))) return true;
    const user = this.entries.get(`user:${claims.sub}`);
    // iat has a resolution of seconds: a token issued in the second of the revocation counts as issued before it.
    return !!user && this.live(user) && claims.iat <= Math.floor(user.revokedAt / 1000);
  }

  prune(): void {
    const now = this.now().getTime();
    for (const [key, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(key);
  }

  private live(e: RevocationEntry | undefined): e is RevocationEntry {
    return !!e && e.expiresAt > this.now().getTime();
  }
}

/** What a token verifier asks after the signature and expiry checks. */
export interface RevocationCheck {
  isRevoked(claims: RevocableClaims): Promise<boolean>;
}
