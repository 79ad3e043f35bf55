/**
 * Signed-in users by session cookie, in this process, for SESSION_CACHE_SECONDS: `app.authenticate`
 * answers from here without better-auth's endpoint machinery (two HMAC checks through WebCrypto and
 * a context per call, several times the cost of a whole GET /api/health).
 * - Only a cookie value better-auth has just verified is ever stored, so a forged one never hits.
 * - A session revoked on this process (every delete of a session row goes through better-auth's
 *   hook in auth.ts) stops at once; one revoked on another process lasts here at most the TTL,
 *   like better-auth's own cookie cache.
 * - At most `maxEntries` sessions; the oldest entry goes first.
 */
import type { SessionUser } from '../../fastify';
import { BoundedMap } from '../../lib/bounded-map';
import { RevokedSessions } from './revoked-sessions';

interface Entry {
  token: string;
  user: SessionUser;
  until: number;
}

export class SessionCache {
  private readonly entries: BoundedMap<string, Entry>;
  private readonly revoked: RevokedSessions;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new BoundedMap(maxEntries);
    // Copies made before a revocation (an entry here, better-auth's cache cookie) live at most
    // ttlMs; a little more covers the cookie's one-second rounding.
    this.revoked = new RevokedSessions(ttlMs + 5_000, now);
  }

  /** The user of a verified session cookie value, while fresh and not revoked. */
  get(cookieValue: string): SessionUser | undefined {
    const entry = this.entries.get(cookieValue);
    if (!entry) return undefined;
    if (entry.until <= this.now() || this.revoked.has(entry.token)) {
      this.entries.delete(cookieValue);
      return undefined;
    }
    return entry.user;
  }

  /** Remembers a session better-auth has just verified for this cookie value. */
  set(cookieValue: string, session: { token: string; expiresAt: Date }, user: SessionUser): void {
    // A sign-out that finished while this request read the session must win.
    if (this.revoked.has(session.token)) return;
    const until = Math.min(this.now() + this.ttlMs, session.expiresAt.getTime());
    this.entries.set(cookieValue, { token: session.token, user, until });
  }

  /** Called for every session row deleted (sign-out, revocation, password change or reset). */
  revoke(token: string): void {
    this.revoked.add(token);
  }

  isRevoked(token: string): boolean {
    return this.revoked.has(token);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The value of the one cookie called `name` in a Cookie header; undefined when absent or repeated. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return undefined;
    found = part.slice(eq + 1).trim();
  }
  return found || undefined;
}
