/**
 * Measurements, not tests: `cd e2e && npx playwright test -c bench/playwright.bench.config.ts`.
 * Same servers as the journeys (playwright.config.ts); figures are printed, never asserted.
 */
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const servers = Array.isArray(base.webServer)
  ? base.webServer
  : base.webServer
    ? [base.webServer]
    : [];

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /.*\.bench\.ts$/,
  timeout: 300_000,
  // This config sits one folder deeper: the servers still start from the repository root.
  webServer: servers.map((s) => ({ ...s, cwd: '../..' })),
});
