/** The configuration every test app starts from (test-app.ts, and pg-template.ts's migration). */
import { loadConfig, type AppConfig } from '../../src/config';

export const ORIGIN = 'http://localhost:3000';

/** A test app's config on `dataDir`; `env` adds to or overrides the defaults. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    // The mail scheduler's timer stays off: a test runs it at the instant it chooses (mail-harness.ts).
    MAIL_TICK_SECONDS: '0',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'false',
    ...env,
  });
}
