/**
 * POST /api/run on a tiny Fastify app: the real route, the real runner, the app's error handler,
 * the app's /api auth hook with a fake `authenticate` (header x-user). The app-level tests cover
 * the wiring in app.ts.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_MAX_BYTES } from '@app/shared/constants';
import { AppError } from '../../src/lib/app-error';
import type { CodeRunner } from '../../src/modules/grading/code-runner';
import { apiAuthGuardPlugin } from '../../src/plugins/auth';
import { registerErrorHandler } from '../../src/plugins/error-handler';
import { RUN_RATE_LIMIT, runRoutes } from '../../src/modules/runner/run.routes';
import { RUNNER_BUSY_MESSAGE } from '../../src/modules/runner/runner.service';
import type { Runner } from '../../src/modules/runner/runner.types';
import { describeSandbox, testRunner } from './sandbox-gate';

async function buildTestApp(runner: Runner): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request) => {
    const id = request.headers['x-user'];
    if (typeof id !== 'string') throw new AppError('UNAUTHORIZED', 401, 'Please sign in.');
    request.user = { id, email: `${id}@example.com`, name: id };
  });
  app.decorate('runner', runner);
  // The app's default deny on /api, with the fake authenticate above.
  await app.register(apiAuthGuardPlugin);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        429,
        `Too many requests. Please wait ${ctx.after} and try again.`,
      ),
  });
  await app.register(runRoutes);
  await app.ready();
  return app;
}

const runner = testRunner(64_500);
const busyRunner = testRunner(64_550, { workers: 1, queueSize: 0 });
// The service satisfies the contract that grading (modules/tests) codes against.
const asCodeRunner: CodeRunner = runner;
let app: FastifyInstance;
let busyApp: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(runner);
  busyApp = await buildTestApp(busyRunner);
});
afterAll(async () => {
  await Promise.all([app.close(), busyApp.close(), runner.close(), busyRunner.close()]);
});

/** Waits until the runner holds `n` runs (admitted, not yet answered), instead of a fixed sleep. */
async function untilInFlight(target: Runner, n: number): Promise<void> {
  for (let waited = 0; target.stats().inFlight < n; waited += 10) {
    if (waited > 10_000)
      throw new Error(`runner never held ${n} runs (stats: ${JSON.stringify(target.stats())})`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const post = (target: FastifyInstance, body: unknown, user: string | null = 'u1') =>
  target.inject({
    method: 'POST',
    url: '/api/run',
    payload: body as object,
    headers: user ? { 'x-user': user } : {},
  });
const T = { timeout: 60_000 };

describe('POST /api/run: refusals', () => {
  it('answers 401 when signed out', async () => {
    const res = await post(app, { language: 'python3', source: 'print(1)', stdin: '' }, null);
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for an unknown language', async () => {
    const res = await post(app, { language: 'cobol', source: 'x', stdin: '' }, 'u-lang');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Unknown language: cobol/);
  });

  it('answers 400 for empty or blank source', async () => {
    for (const source of ['', ' \n\t ']) {
      const res = await post(app, { language: 'python3', source, stdin: '' }, 'u-empty');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/Please write some code before running it/);
    }
  });

  it('answers 400 for unknown keys', async () => {
    const res = await post(
      app,
      { language: 'python3', source: 'print(1)', stdin: '', timeLimitMs: 60_000 },
      'u-keys',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 413 with a clear message for source over 64 KB', async () => {
    const res = await post(
      app,
      { language: 'python3', source: '#'.repeat(SOURCE_MAX_BYTES + 1), stdin: '' },
      'u-big',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The source code is larger than 64 KB.',
    });
  });

  it('rate limits each signed-in user', async () => {
    // Requests that pass validation and authentication count; an oversize source is the cheapest.
    const big = { language: 'python3', source: '#'.repeat(SOURCE_MAX_BYTES + 1), stdin: '' };
    for (let i = 0; i < RUN_RATE_LIMIT.max; i++)
      expect((await post(app, big, 'u-rate')).statusCode).toBe(413);
    const limited = await post(app, big, 'u-rate');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await post(app, big, 'u-other')).statusCode).toBe(413);
  });
});

describeSandbox('POST /api/run: runs', () => {
  it('runs code on the given stdin', T, async () => {
    expect(asCodeRunner).toBe(runner);
    const res = await post(app, {
      language: 'python3',
      source: 'print(input()[::-1])',
      stdin: 'olleh\n',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      compile: { ok: true, output: '' },
      run: {
        verdict: 'Accepted',
        stdout: 'hello\n',
        stderr: '',
        timeMs: expect.any(Number),
        memoryKb: expect.any(Number),
      },
    });
  });

  it('reports a compilation error and a runtime error', T, async () => {
    const ce = (await post(app, { language: 'c', source: 'int main( {', stdin: '' })).json();
    expect(ce.compile.ok).toBe(false);
    expect(ce.compile.output).toMatch(/error/);
    expect(ce.run.verdict).toBe('Compilation Error');
    const re = (
      await post(app, { language: 'python3', source: 'raise ValueError("boom")', stdin: '' })
    ).json();
    expect(re.run.verdict).toBe('Runtime Error');
    expect(re.run.stderr).toMatch(/ValueError: boom/);
  });

  it("answers 429 'busy' when the queue is full", T, async () => {
    const slow = post(
      busyApp,
      { language: 'python3', source: 'import time\ntime.sleep(1)\nprint(1)', stdin: '' },
      'u-a',
    );
    await untilInFlight(busyRunner, 1);
    const busy = await post(busyApp, { language: 'python3', source: 'print(2)', stdin: '' }, 'u-b');
    expect(busy.statusCode).toBe(429);
    expect(busy.json().error).toEqual({ code: 'RUNNER_BUSY', message: RUNNER_BUSY_MESSAGE });
    expect((await slow).json().run.stdout).toBe('1\n');
  });

  it('lets one user hold at most two runs at once', T, async () => {
    const sleeper = {
      language: 'python3',
      source: 'import time\ntime.sleep(1)\nprint(1)',
      stdin: '',
    };
    const held = [post(app, sleeper, 'u-two'), post(app, sleeper, 'u-two')];
    await untilInFlight(runner, 2);
    const third = await post(app, sleeper, 'u-two');
    expect(third.statusCode).toBe(429);
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
  });
});
