/**
 * A classroom behind one address (decision 046): every request here comes from the same address,
 * as a school's or campus's learners do behind its router. Signed-in learners each have their own
 * general allowance (300 a minute); anyone else shares the address's (1,200); built assets are not
 * counted, pages are; a classroom can sign up and sign in within one minute.
 */
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { as, ORIGIN, signUp, type TestUser, useTestApp } from '../helpers/test-app';
import { fakeWebBuild } from '../helpers/web-build';

const dialects = await dialectsUnderTest();
/** Another address than the learners' own (whose first requests, before their session is known, count there). */
const CAMPUS = '10.46.0.1';

const webBuild = fakeWebBuild({
  'index.html': '<!doctype html><script type="module" src="/assets/index-HASH.js"></script>',
  'assets/index-HASH.js': 'console.log(1);',
});

describe.each(dialects)('a classroom behind one address on %s', (dialect) => {
  const t = useTestApp(dialect, { RATE_LIMIT: 'true', WEB_DIST: webBuild });

  const profile = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) });

  it('8 learners sign up and in (16 strict requests), then make 1,280 requests without a 429', async () => {
    const learners: TestUser[] = [];
    for (let i = 0; i < 8; i++) learners.push(await signUp(t.app));
    const codes = new Map<number, number>();
    for (let round = 0; round < 160; round++)
      for (const learner of learners) {
        const code = (await profile(learner)).statusCode;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    expect([...codes]).toEqual([[200, 1280]]);
  });

  it("a learner past 300 requests a minute is refused; a classmate's allowance is their own", async () => {
    const [ann, bob] = [await signUp(t.app), await signUp(t.app)];
    // Ann's first request counts against the address: her session is not yet known to the process.
    expect((await profile(ann)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 301; i++) codes.push((await profile(ann)).statusCode);
    expect(codes.slice(0, 300)).toEqual(Array(300).fill(200));
    expect(codes[300]).toBe(429);
    expect((await profile(bob)).statusCode).toBe(200);
  });

  it('signed out, the address has 1,200 a minute, pages included; made-up cookies change nothing', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 1201; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: i % 2 ? '/api/meta' : '/login',
        remoteAddress: CAMPUS,
        headers: { cookie: `better-auth.session_token=made-up-${i}.sig`, origin: ORIGIN },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 1200).every((code) => code === 200)).toBe(true);
    expect(codes[1200]).toBe(429);
    // A page is refused too now, with the one error shape, and a built asset still loads.
    const page = await t.app.inject({ method: 'GET', url: '/courses', remoteAddress: CAMPUS });
    expect(page.statusCode).toBe(429);
    expect(page.json().error.code).toBe('RATE_LIMITED');
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-HASH.js',
      remoteAddress: CAMPUS,
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
  });

  it('an IPv6 client counts by its /64: a new address of it brings no new allowance', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 1201; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/meta',
        remoteAddress: `2001:db8:46:1::${(i + 1).toString(16)}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 1200).every((code) => code === 200)).toBe(true);
    expect(codes[1200]).toBe(429);
    const neighbour = await t.app.inject({
      method: 'GET',
      url: '/api/meta',
      remoteAddress: '2001:db8:46:2::1',
    });
    expect(neighbour.statusCode).toBe(200);
  });
});
