/**
 * Browser journeys against the built app (web and server) in Debian's Chromium (never a downloaded browser).
 * Two servers: the normal one, and one with a 20-second MCQ deadline for the auto-submit journey.
 * Each run starts with fresh data directories.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Overridable so two people can run journeys at once (E2E_SERVER_JS: a server build outside the tree).
export const PORT = Number(process.env.E2E_PORT ?? 3310);
export const SHORT_PORT = Number(process.env.E2E_SHORT_PORT ?? 3311);
const SERVER_JS = process.env.E2E_SERVER_JS ?? 'apps/server/dist/server.js';

// Set once in the runner process; workers inherit it, so tests can read the server's database.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cc-e2e-'));
process.env.E2E_SHORT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cc-e2e-short-'));

function server(port: number, dataDir: string, extra: Record<string, string>) {
  return {
    // The compiled server, as `npm start` runs it: `npm run build` comes first (scripts/test.sh).
    command: `node --enable-source-maps ${SERVER_JS}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // Stopped as an operator stops it, not with SIGKILL (Playwright's default): the server then
    // unmounts its runner's tmpfs view and the compiled programs it holds in memory.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The server shares this machine's two cores with two Chromiums, which a production server
      // never does: at the default nice 15 a sign-up's two hashes waited behind them for over 60 s
      // once in CI (decision 035). The journeys test what a learner does, not that priority.
      PASSWORD_HASH_NICE: '0',
      ...extra,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two journeys at once: each signs up its own learner and reads the database by its own ids.
  workers: 2,
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    server(PORT, process.env.E2E_DATA_DIR, {}),
    server(SHORT_PORT, process.env.E2E_SHORT_DATA_DIR, { TEST_MCQ_SECONDS: '20' }),
  ],
});
