/**
 * Session tokens this process has revoked (sign-out, password change or reset, account deletion)
 * within the last `ttlMs`. better-auth's cookie cache trusts a signed copy of the session held in
 * the browser's cookie until that copy expires; this list is what makes the copy of a revoked
 * session stop working at once on this process. An entry is needed only as long as a copy made
 * before the revocation can live, so entries older than `ttlMs` are dropped.
 */
export class RevokedSessions {
  private readonly revokedAt = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  add(token: string): void {
    this.sweep();
    this.revokedAt.delete(token);
    this.revokedAt.set(token, this.now());
  }

  has(token: string): boolean {
    const at = this.revokedAt.get(token);
    return at !== undefined && this.now() - at <= this.ttlMs;
  }

  get size(): number {
    return this.revokedAt.size;
  }

  /** Entries are kept in the order they were added, so the expired ones are at the front. */
  private sweep(): void {
    const cutoff = this.now() - this.ttlMs;
    for (const [token, at] of this.revokedAt) {
      if (at >= cutoff) return;
      this.revokedAt.delete(token);
    }
  }
}
