import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at once (the default on 2 cores is one): most wait on the sandbox, the
    // database or a browser rather than on this process's CPU.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts'],
          environment: 'node',
          // The content checks grade every bank answer in one test: 3 s alone, past the default 5
          // s while the judge compiles beside them.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // The content runs in the sandbox (judge, lesson code, pseudocode corpus): their own
          // tier, so `--project server` answers a developer in minutes. CI runs every project.
          exclude: ['apps/server/test/content/**'],
          environment: 'node',
          // The files share each worker's modules instead of importing the app's graph afresh
          // (about 3 s a file): 392 s instead of 455 s for this project alone (decision 055). No
          // server test mocks a module; the app's module state is caches, and two nice values set
          // again by whoever needs them.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['apps/server/test/helpers/fail-on-console-error.ts'],
          // pg-template.ts: the migrated database each PostgreSQL test database is copied from.
          globalSetup: [
            'apps/server/test/helpers/sweep-views.ts',
            'apps/server/test/helpers/pg-template.ts',
          ],
        },
      },
      {
        test: {
          name: 'content',
          include: ['apps/server/test/content/**/*.test.ts'],
          environment: 'node',
          // Concurrent tests share one sandbox pool per file: a test that times out leaves its
          // runs queued for the next ones, so on a loaded machine one slow compile cascades.
          // Five minutes still catches a hang.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          setupFiles: ['apps/server/test/helpers/fail-on-console-error.ts'],
          globalSetup: ['apps/server/test/helpers/sweep-views.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
