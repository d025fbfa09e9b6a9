/**
 * The leases this process holds on recoverable sequences (an approval's claim, an account creation's): each with how
 * to hand it back. A graceful stop (lib/shutdown.ts) hands back the ones whose request was still running at its
 * deadline, so that another replica's lease watch recovers them at once rather than when the lease would have ended.
 */
export class HeldLeases {
  private readonly held = new Set<() => Promise<unknown>>();

  /** Registers a lease just taken; call the returned release once its sequence has ended, however it ended. */
  hold(handBack: () => Promise<unknown>): () => void {
    this.held.add(handBack);
    return () => {
      this.held.delete(handBack);
    };
  }

  /** Ends every lease still held now (its sequence is cut off by the stop). Failures are left to the lease's expiry. */
  async handBack(): Promise<number> {
    const all = [...this.held];
    this.held.clear();
    const results = await Promise.allSettled(all.map((handBack) => handBack()));
    return results.filter((r) => r.status === 'fulfilled').length;
  }
}
