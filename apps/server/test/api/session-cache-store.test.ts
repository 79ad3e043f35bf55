/** The in-process session cache and revocation list behind `app.authenticate` (issue 17). */
import { describe, expect, it } from 'vitest';
import { RevokedSessions } from '../../src/modules/auth/revoked-sessions';
import { cookieValue, SessionCache } from '../../src/modules/auth/session-cache';

describe('revoked sessions list', () => {
  it('remembers a revoked token for the cache lifetime, then forgets it', () => {
    let now = 1_000;
    const revoked = new RevokedSessions(60_000, () => now);
    revoked.add('a');
    now += 30_000;
    revoked.add('b');
    expect(revoked.has('a') && revoked.has('b')).toBe(true);
    expect(revoked.has('c')).toBe(false);
    now += 30_001;
    expect(revoked.has('a')).toBe(false);
    expect(revoked.has('b')).toBe(true);
    revoked.add('c');
    expect(revoked.size).toBe(2);
  });
});

describe('process session cache', () => {
  const user = { id: 'u1', email: 'a@example.com', name: 'A' };
  const far = new Date(10_000_000);

  it('keeps a verified session for its TTL, never past the session end', () => {
    let now = 0;
    const cache = new SessionCache(60_000, 10, () => now);
    cache.set('signed-a', { token: 'a', expiresAt: far }, user);
    cache.set('signed-b', { token: 'b', expiresAt: new Date(30_000) }, user);
    now = 29_999;
    expect(cache.get('signed-a')).toEqual(user);
    expect(cache.get('signed-b')).toEqual(user);
    now = 30_000;
    expect(cache.get('signed-b')).toBeUndefined();
    now = 60_000;
    expect(cache.get('signed-a')).toBeUndefined();
  });

  it('drops a revoked session at once and refuses to store it again', () => {
    const cache = new SessionCache(60_000, 10, () => 0);
    cache.set('signed-a', { token: 'a', expiresAt: far }, user);
    expect(cache.get('signed-a')).toEqual(user);
    cache.revoke('a');
    expect(cache.get('signed-a')).toBeUndefined();
    cache.set('signed-a', { token: 'a', expiresAt: far }, user);
    expect(cache.get('signed-a')).toBeUndefined();
    expect(cache.isRevoked('a')).toBe(true);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache(60_000, 2, () => 0);
    for (const token of ['a', 'b', 'c'])
      cache.set(`signed-${token}`, { token, expiresAt: far }, user);
    expect(cache.size).toBe(2);
    expect(cache.get('signed-a')).toBeUndefined();
    expect(cache.get('signed-c')).toEqual(user);
  });

  it('reads one cookie from a Cookie header, and none when it is repeated', () => {
    expect(
      cookieValue('x=1; better-auth.session_token=abc.def%3D; y=2', 'better-auth.session_token'),
    ).toBe('abc.def%3D');
    expect(
      cookieValue(
        'better-auth.session_token=a; better-auth.session_token=b',
        'better-auth.session_token',
      ),
    ).toBeUndefined();
    expect(
      cookieValue('__Secure-better-auth.session_token=a', 'better-auth.session_token'),
    ).toBeUndefined();
    expect(cookieValue(undefined, 'better-auth.session_token')).toBeUndefined();
  });
});
