import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_MAX } from '@app/shared/contact.schemas';
import { dialectsUnderTest } from '../helpers/databases';
import { createTestApp, ORIGIN, useTestApp } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

function message(overrides: Record<string, unknown> = {}) {
  return {
    topic: 'careers',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    message: 'We are hiring Python learners who finished the course.',
    ...overrides,
  };
}

describe.each(dialects)('contact messages on %s', (dialect) => {
  const t = useTestApp(dialect);

  const post = (payload: unknown, app = t) =>
    app.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: ORIGIN },
      payload: payload as Record<string, unknown>,
    });

  it('stores a valid message without signing in, trimmed', async () => {
    const res = await post(message({ name: '  Ada Lovelace  ' }));
    expect(res.statusCode).toBe(200);
    const { id, received } = res.json();
    expect(received).toBe(true);
    const row = await t.database.handle.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      topic: 'careers',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
    });
    expect(row.message).toBe('We are hiring Python learners who finished the course.');
  });

  it.each([
    ['an unknown topic', { topic: 'spam' }],
    ['a bad email', { email: 'not-an-email' }],
    ['an empty name', { name: '   ' }],
    ['a too short message', { message: 'hi' }],
    ['a too long message', { message: 'x'.repeat(5001) }],
    ['a control character', { message: 'hello\u0000 world, more text' }],
    ['an unknown field', { admin: true }],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides) => {
    const before = await t.database.handle.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post(message(overrides));
    expect(res.statusCode).toBe(400);
    const after = await t.database.handle.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a cross-site post', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: message(),
    });
    expect(res.statusCode).toBe(403);
  });

  it(`limits one address to ${CONTACT_RATE_MAX} messages an hour`, async () => {
    const limited = await createTestApp(dialect, { RATE_LIMIT: 'true' });
    try {
      for (let i = 0; i < CONTACT_RATE_MAX; i++)
        expect((await post(message(), limited)).statusCode).toBe(200);
      const res = await post(message(), limited);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('RATE_LIMITED');
      const rows = await limited.database.handle.db
        .selectFrom('contact_messages')
        .selectAll()
        .execute();
      expect(rows).toHaveLength(CONTACT_RATE_MAX);
    } finally {
      await limited.close();
    }
  });
});
