import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { as, NEW_ACCOUNT_SETTINGS, signUp, useTestApp, type TestUser } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

const validProfile = {
  displayName: 'Ada Lovelace',
  bio: 'Writes the first programs.',
  location: 'London',
  website: 'https://ada.example.com',
  github: 'ada-l',
  linkedin: 'ada_lovelace',
  company: 'Analytical Engines',
  role: 'Engineer',
  skills: [' TypeScript ', 'typescript', '', 'Go'],
};

describe.each(dialects)('profile and settings on %s', (dialect) => {
  const t = useTestApp(dialect);

  const putProfile = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', headers: as(user), payload });
  const putSettings = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers: as(user), payload });

  it('saves a profile, trimming and de-duplicating skills, and reads it back', async () => {
    const user = await signUp(t.app);
    const put = await putProfile(user, validProfile);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      displayName: 'Ada Lovelace',
      skills: ['TypeScript', 'Go'],
      email: user.email,
    });
    const get = await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) });
    expect(get.json()).toMatchObject({
      github: 'ada-l',
      website: 'https://ada.example.com',
      skills: ['TypeScript', 'Go'],
    });
  });

  it('keeps email read-only: an email field is refused as unknown', async () => {
    const user = await signUp(t.app);
    const res = await putProfile(user, { ...validProfile, email: 'x@evil.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual({
      path: 'body',
      message: 'Unrecognized key: "email"',
    });
  });

  it.each([
    [{ website: 'javascript:alert(1)' }, 'body.website', /http\(s\) URL/],
    [{ website: 'ftp://files.example.com' }, 'body.website', /http\(s\) URL/],
    [{ bio: 'x'.repeat(1001) }, 'body.bio', /at most 1000/],
    [{ displayName: '' }, 'body.displayName', /required/],
    [{ github: 'bad user!' }, 'body.github', /letters, digits/],
    [{ skills: ['x'.repeat(41)] }, 'body.skills.0', /at most 40/],
    [{ skills: 'TypeScript' }, 'body.skills', /expected array/],
  ])('refuses %o naming the field', async (patch, path, message) => {
    const user = await signUp(t.app);
    const res = await putProfile(user, { ...validProfile, ...patch });
    expect(res.statusCode).toBe(400);
    const issue = res.json().error.issues.find((i: { path: string }) => i.path === path);
    expect(issue?.message).toMatch(message);
  });

  it('a missing profile is created on first read', async () => {
    const user = await signUp(t.app);
    await t.database.handle.db.deleteFrom('profiles').where('user_id', '=', user.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uid: user.id, displayName: user.name, bio: '' });
  });

  it('settings: writes all fields and reads them back', async () => {
    const user = await signUp(t.app);
    const payload = {
      emailNotifications: false,
      testReminders: false,
      weeklyReport: true,
      publicProfile: false,
      showEmail: true,
      theme: 'dark',
      language: 'fr',
    };
    const put = await putSettings(user, payload);
    expect(put.statusCode).toBe(200);
    const get = await t.app.inject({ method: 'GET', url: '/api/settings', headers: as(user) });
    expect(get.json()).toMatchObject(payload);
  });

  it('settings: wrong types and unknown themes are 400 with the field named', async () => {
    const user = await signUp(t.app);
    const res = await putSettings(user, {
      ...NEW_ACCOUNT_SETTINGS,
      emailNotifications: 'yes',
      theme: 'neon',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.emailNotifications', 'body.theme']));
  });

  it('each user reads and writes only their own rows', async () => {
    const alice = await signUp(t.app, { name: 'Alice' });
    const bob = await signUp(t.app, { name: 'Bob' });
    await putProfile(alice, { ...validProfile, displayName: 'Alice A' });
    const bobs = await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(bob) });
    expect(bobs.json().displayName).toBe('Bob');
    expect(bobs.json().uid).toBe(bob.id);
  });

  it('signed-out requests get 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile'],
      ['GET', '/api/settings'],
      ['PUT', '/api/settings'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'PUT' ? validProfile : undefined,
      });
      expect([400, 401]).toContain(res.statusCode);
      if (method === 'GET') expect(res.statusCode).toBe(401);
    }
  });
});
