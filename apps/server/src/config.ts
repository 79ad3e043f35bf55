/**
 * Environment variables, parsed once at start with zod. A bad value stops the server with a
 * message that names the variable. See the README's table for every variable.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'must be a postgres:// or postgresql:// URL (leave unset for SQLite)',
  ),
  // PostgreSQL pool per process: a query waiting longer than the timeout for a free connection
  // answers 503 SERVER_BUSY with Retry-After (docs/decisions/024-grading-lease-and-busy-database.md).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  // How long a grading claim holds a test or chapter attempt without a heartbeat: recovery at start
  // in another process leaves it alone until then (renewed every third of it while grading).
  GRADING_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // How often each API process looks for gradings whose lease expired (their process died) and
  // grades them with the recovery code; 0: only at start (plugins/recovery-at-start.ts).
  RECOVERY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PUBLIC_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v),
    'must be an http(s) URL',
  ),
  BETTER_AUTH_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: z.string().default('CodeConquer <no-reply@localhost>'),
  // Every process tries the mail lease this often and, holding it, queues and sends what is due
  // (modules/mail, docs/deploy.md). 0: never from this process (cron runs `npm run mail:due`).
  MAIL_TICK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  RATE_LIMIT: bool(true),
  WEB_DIST: z.string().default('../web/dist'),
  // Generation (DESIGN.md section 5).
  AI_PROVIDER: z.enum(['bank', 'gemini', 'openai-compatible']).optional(),
  GEMINI_API_KEY: optionalText,
  GEMINI_MODEL: z.string().default('gemini-2.5-flash'),
  GEMINI_BASE_URL: optionalText,
  OPENAI_BASE_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'must be an http(s) URL',
  ),
  OPENAI_API_KEY: optionalText,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_FALLBACK: z.enum(['bank', 'none']).default('bank'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  // Runner (DESIGN.md section 6).
  RUNNER_WORKERS: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  RUNNER_QUEUE_SIZE: z.coerce.number().int().min(1).max(10_000).default(64),
  RUNNER_CACHE_MB: z.coerce.number().int().min(1).max(100_000).default(256),
  // inline: this process runs learners' code; queue: it enqueues runs for `npm run worker`
  // processes on PostgreSQL (pg-boss) and runs none itself (docs/deploy.md).
  RUNNER_MODE: z.enum(['inline', 'queue']).default('inline'),
  // Slot i of this process's pool runs as uid RUNNER_UID_BASE + i: two workers on one machine
  // need ranges that do not overlap.
  RUNNER_UID_BASE: z.coerce.number().int().min(1000).max(4_000_000_000).default(64_000),
  // Niceness added to the sandboxed compiles and runs (nice(1), 0-19): learners' code yields the CPU to the API
  // processes on the same cores, so a busy exam does not slow answer saves (docs/deploy.md).
  RUNNER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  // Niceness of the password hashing threads (0-19): by default below request handling and
  // learners' code, so a burst of sign-ins never slows signed-in learners; on a machine whose
  // cores also run other busy programs, sign-ins then wait for them (docs/decisions/035).
  PASSWORD_HASH_NICE: z.coerce.number().int().min(0).max(19).default(15),
  // Queue mode: runs waiting beyond this many answer 429 with Retry-After (back-pressure).
  // Sized for a few workers: more waiting than they drain within the API's wait answers 429 at
  // once instead of 503 after it (load test, docs/decisions/014-runner-queue.md).
  RUNNER_QUEUE_MAX_WAITING: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // Live-event streams (GET /api/events) one server process holds at once; more answer 503.
  EVENTS_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // A comment line on each live-event stream this often, so proxies and load balancers that
  // close idle connections (often after 30-60 s) keep it open.
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
  // Test-only: shorten the MCQ deadline (seconds) for browser tests of the auto-submit.
  TEST_MCQ_SECONDS: z.coerce.number().int().min(1).max(100_000).optional(),
});

type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Omit<Env, 'BETTER_AUTH_SECRET'> {
  dataDir: string;
  authSecret: string;
  publicUrl: string;
  aiProvider: 'bank' | 'gemini' | 'openai-compatible';
  googleEnabled: boolean;
}

class ConfigError extends Error {}

/** Reads (or creates once, mode 0600) the auth secret in DATA_DIR. */
function secretFromDataDir(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/**
 * The data directory holds the database and the auth secret (both 0600): only its owner may list
 * or read it. Others keep the search bit alone, because the sandbox (bwrap as a slot uid) must
 * traverse it to bind DATA_DIR/runner. A mount that refuses chmod is left as it is.
 */
const DATA_DIR_MODE = 0o711;

/** Takes read and write away from group and others; never adds a permission. */
function restrictMode(path: string): void {
  try {
    const current = statSync(path).mode & 0o777;
    if ((current & 0o066) !== 0) chmodSync(path, current & ~0o066);
  } catch {
    // not ours to change (read-only or foreign mount): leave it
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined))
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  restrictMode(dataDir);
  const aiProvider =
    e.AI_PROVIDER ??
    (e.GEMINI_API_KEY ? 'gemini' : e.OPENAI_BASE_URL ? 'openai-compatible' : 'bank');
  if (aiProvider === 'gemini' && !e.GEMINI_API_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  GEMINI_API_KEY: required when AI_PROVIDER=gemini',
    );
  if (aiProvider === 'openai-compatible' && !e.OPENAI_BASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  OPENAI_BASE_URL: required when AI_PROVIDER=openai-compatible',
    );
  if (e.RUNNER_MODE === 'queue' && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  RUNNER_MODE: queue needs DATABASE_URL (PostgreSQL): the workers take runs from its job queue',
    );
  const { BETTER_AUTH_SECRET, ...rest } = e;
  return {
    ...rest,
    dataDir,
    authSecret: BETTER_AUTH_SECRET ?? secretFromDataDir(dataDir),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    aiProvider,
    googleEnabled: e.GOOGLE_CLIENT_ID !== undefined,
  };
}

/** For the process entry points (server, worker): a bad configuration prints its message and exits 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
