/**
 * Issue 13, items 5 and 6: control characters are refused with 400 on both databases, and every
 * error the server sends - ours, Fastify's, better-auth's, Node's - is `{ error: { code, message } }`.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@app/shared/errors';
import { dialectsUnderTest } from '../helpers/databases';
import { profileForm } from '../helpers/profile-form';
import { as, useLearner, useTestApp } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

/** Raw bytes over a socket: for what Node refuses before Fastify sees it. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(text);
  });
}

const oneShape = (body: string) => errorBodySchema.parse(JSON.parse(body));

describe.each(dialects)('hostile input on %s', (dialect) => {
  const t = useTestApp(dialect);
  const user = useLearner(t);
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const json = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...as(user), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('refuses a NUL in a test topic with 400', async () => {
    const res = await json('POST', '/api/tests', {
      type: 'mcq',
      topic: 'arrays\u0000',
      difficulty: 'easy',
    });
    expect(res.statusCode).toBe(400);
    expect(oneShape(res.body).error.message).toMatch(/topic must not contain control characters/);
  });

  it('refuses text-direction overrides, half surrogate pairs and an invisible topic with 400', async () => {
    for (const [topic, message] of [
      ['\u202egnp.exe', /topic must not contain control characters/],
      ['\ud800abc', /topic must not contain control characters/],
      ['\u200b\u200b', /Please enter a topic/],
    ] as const) {
      const res = await json('POST', '/api/tests', { type: 'mcq', topic, difficulty: 'easy' });
      expect(res.statusCode).toBe(400);
      expect(oneShape(res.body).error.message).toMatch(message);
    }
    const arabic = await json('POST', '/api/tests', {
      type: 'mcq',
      topic: 'المصفوفات 😀',
      difficulty: 'easy',
    });
    expect(arabic.statusCode).toBe(200);
  });

  it('refuses NUL and escape characters in the profile with 400, and keeps tabs and line breaks', async () => {
    const profile = profileForm({ displayName: 'Ada', bio: 'line one\nline\ttwo' });
    for (const bad of [
      { displayName: 'A\u0000da' },
      { bio: 'x\u001b[2J' },
      { skills: ['go\u0000'] },
    ]) {
      const res = await json('PUT', '/api/profile', { ...profile, ...bad });
      expect(res.statusCode).toBe(400);
      expect(oneShape(res.body).error.code).toBe('VALIDATION_FAILED');
    }
    const ok = await json('PUT', '/api/profile', profile);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().bio).toBe('line one\nline\ttwo');
  });

  it('refuses a NUL in a path id with 400', async () => {
    for (const url of [
      '/api/tests/%00',
      '/api/tests/abc%00/submit',
      '/api/courses/x/chapters/x/attempts/%00',
    ]) {
      const res = await t.app.inject({
        method: url.endsWith('submit') ? 'POST' : 'GET',
        url,
        headers: as(user),
      });
      expect(res.statusCode, url).toBe(400);
      expect(oneShape(res.body).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("refuses a NUL in better-auth's update-user with 400 in the one shape, and the name is unchanged", async () => {
    const name = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: as(user) })
      ).json().user.name;
    const before = await name();
    const res = await json('POST', '/api/auth/update-user', { name: 'Mallory\u0000' });
    expect(res.statusCode).toBe(400);
    expect(oneShape(res.body).error.code).toBe('VALIDATION_FAILED');
    expect(await name()).toBe(before);
  });

  it('refuses 10,000-deep JSON with 400 on /api/auth and on the app routes', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const url of ['/api/auth/sign-in/email', '/api/auth/update-user', '/api/tests']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...as(user), 'content-type': 'application/json' },
        payload: deep,
      });
      expect(res.statusCode, url).toBe(400);
      expect(oneShape(res.body).error.message).toMatch(/nested too deeply/);
    }
  });

  it('answers bad percent-encoding and overlong path params in the one shape', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/courses/%ff' });
    expect(bad.statusCode).toBe(400);
    expect(oneShape(bad.body).error.code).toBe('BAD_REQUEST');
    const long = await t.app.inject({ method: 'GET', url: `/api/courses/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(oneShape(long.body).error.code).toBe('BAD_REQUEST');
  });

  it('answers unknown media types and unknown better-auth paths in the one shape', async () => {
    const media = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...as(user), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(media.statusCode).toBe(415);
    oneShape(media.body);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/no-such-endpoint' });
    expect(unknown.statusCode).toBe(404);
    expect(oneShape(unknown.body).error.code).toBe('NOT_FOUND');
  });

  it("answers Node's own 400 and 431 in the one shape", async () => {
    const garbage = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(oneShape(garbage.split('\r\n\r\n')[1] ?? '').error.code).toBe('BAD_REQUEST');
    const huge = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(oneShape(huge.split('\r\n\r\n')[1] ?? '').error.message).toMatch(
      /headers are too large/,
    );
  });
});
