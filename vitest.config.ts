import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['apps/server/test/helpers/fail-on-console-error.ts'],
          globalSetup: ['apps/server/test/helpers/sweep-views.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
