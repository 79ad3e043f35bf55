import { describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { dialectsUnderTest, PG_ADMIN_URL } from '../helpers/databases';
import { as, createTestApp, signUp, useTestApp, type TestUser } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self' https://accounts.google.com",
  "frame-ancestors 'none'",
  "img-src 'self' data: https://lh3.googleusercontent.com",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
];
/** Exactly what @fastify/helmet sent for the app's options (issue 17 builds them once at start). */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': [...CSP, "connect-src 'self'"].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
/** Over https: upgrade-insecure-requests in the CSP, and HSTS. */
const HTTPS_SECURITY_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'content-security-policy': [...CSP, 'upgrade-insecure-requests', "connect-src 'self'"].join(';'),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'cache-control',
  'keep-alive',
]);

/** Every header of a response but the ordinary ones of an HTTP answer. */
function securityHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_SECURITY.has(name)));
}

describe.each(dialects)('server basics on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** PUT `text` as the body of a JSON request, as the user. */
  const putJsonText = (user: TestUser, url: string, text: string) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { ...as(user), 'content-type': 'application/json' },
      payload: text,
    });

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('unknown /api paths are JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/does-not-exist' },
    });
  });

  it('malformed JSON is a 400 with a clear message', async () => {
    const user = await signUp(t.app);
    const res = await putJsonText(user, '/api/settings', '{"theme": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Malformed JSON in request body.',
    });
  });

  it('bodies over the cap are refused with 413', async () => {
    const user = await signUp(t.app);
    const res = await putJsonText(
      user,
      '/api/profile',
      JSON.stringify({ bio: 'x'.repeat(300 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sets the full set of security headers with a CSP, on answers and on errors', async () => {
    for (const url of ['/api/health', '/api/does-not-exist']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(securityHeadersOf(res.headers)).toEqual(SECURITY_HEADERS);
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/profile', '/api/settings', '/api/health']),
    );
  });
});

describe('security headers over https', () => {
  it('adds upgrade-insecure-requests and HSTS when PUBLIC_URL is https', async () => {
    const t = await createTestApp('sqlite', { PUBLIC_URL: 'https://codeconquer.example' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(securityHeadersOf(res.headers)).toEqual(HTTPS_SECURITY_HEADERS);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!dialects.includes('postgres'))('database outage (PostgreSQL)', () => {
  it('health answers 503 while the database refuses connections and recovers when it is back', async () => {
    const t = await createTestApp('postgres');
    // Signed in before the outage: the session is then known to this process, and what needs the
    // database is the profile the route reads.
    const learner = await signUp(t.app);
    const name = new URL(t.database.url ?? '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json().error.code).toBe('DATABASE_UNAVAILABLE');
      const user = await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(learner) });
      expect(user.statusCode, user.body).toBe(503);
      expect(user.json().error.code).toBe('DATABASE_UNAVAILABLE');
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      // A connection the pool began to open while the database refused may still fail once.
      await vi.waitFor(
        async () => {
          const up = await t.app.inject({ method: 'GET', url: '/api/health' });
          expect(up.statusCode).toBe(200);
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
      await admin.end();
      await t.close();
    }
  });
});
