/** GET /api/meta: the public figures and the runner's toolchain versions (issue 12, issue 18). */
import { describe, expect, it } from 'vitest';
import { metaSchema } from '@app/shared/meta.schemas';
import { dialectsUnderTest } from '../helpers/databases';
import { useTestApp } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

describe.each(dialects)('GET /api/meta on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('reports the toolchain each language runs on: Node 24 LTS, Go 1.23, Rust 1.96, C++20', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meta' });
    expect(res.statusCode).toBe(200);
    const meta = metaSchema.parse(res.json());
    expect(meta.runtimes.javascript).toMatch(/^Node\.js (2[4-9]|[3-9]\d)\.\d+\.\d+$/);
    expect(meta.runtimes.go).toMatch(/^Go 1\.23\.\d+$/);
    expect(meta.runtimes.rust).toMatch(/^Rust 1\.96\.\d+$/);
    expect(meta.runtimes.cpp).toMatch(/^G\+\+ \d+\.\d+\.\d+ \(C\+\+20\)$/);
    expect(meta.stats.courses).toBeGreaterThan(0);
  });
});
