/** buildApp(config): the whole server as a Fastify instance, used by server.ts and every test. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { getMigrations } from 'better-auth/db/migration';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createDb, type DbHandle } from './db/create-db';
import { migrateToLatest } from './db/migrations/index';
import { createMailer, type Mailer } from './lib/mailer';
import { AppError } from './lib/app-error';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { sharedRateLimitStore } from './plugins/shared-rate-limit-store';
import { requestGuardsPlugin } from './plugins/request-guards';
import { csrfGuard } from './plugins/csrf';
import { compressApi } from './plugins/compress';
import { securityHeaders } from './plugins/security-headers';
import { requestLog, RequestLogController } from './plugins/request-log';
import { logSerializers } from './plugins/log-serializers';
import { registerSpa } from './plugins/spa';
import { recoverAtStart } from './plugins/recovery-at-start';
import { newGradingLease } from './modules/tests/grading-lease';
import { createAuth, SESSION_CACHE_SECONDS } from './modules/auth/auth';
import { SessionCache } from './modules/auth/session-cache';
import { authRoutes } from './modules/auth/auth.routes';
import { createMemoryBus, createPostgresBus, type EventBus } from './modules/events/event-bus';
import { eventsRoutes } from './modules/events/events.routes';
import { healthRoutes } from './modules/health/health.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { usersRoutes } from './modules/users/users.routes';
import { accountRoutes } from './modules/account/account.routes';
import { metaRoutes } from './modules/meta/meta.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { createGeneration, type Generation } from './modules/generation/generation.service';
import type { CodeRunner } from './modules/tests/code-runner';
import { runRoutes } from './modules/runner/run.routes';
import { createQueueRunner } from './modules/runner/queue/queue-runner';
import { createBoss, ensureRunQueue } from './modules/runner/queue/run-queue';
import { createRunner, runnerOptionsFromConfig } from './modules/runner/runner.service';
import { createJudge } from './modules/judge/judge.service';
import type { Runner } from './modules/runner/runner.types';
import { testsRoutes } from './modules/tests/tests.routes';
import { topicRoutes } from './modules/generation/topic.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { certificatesRoutes } from './modules/certificates/certificates.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { createMailScheduler } from './modules/mail/mail-scheduler';
import { createUnsubscribeTokens } from './modules/mail/mail-tokens';

const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildOptions {
  /** Use this database instead of creating one from the config (tests). */
  dbHandle?: DbHandle;
  mailer?: Mailer;
  logger?: boolean;
  heartbeatMs?: number;
  /** A runner shared between apps (tests); by default each app creates and closes its own. */
  runner?: Runner;
  generation?: Generation;
}



const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Inline: this process's sandbox pool. Queue: runs go to the workers through pg-boss. */
async function createAppRunner(app: FastifyInstance, config: AppConfig): Promise<Runner> {
  if (config.RUNNER_MODE === 'queue' && config.DATABASE_URL) {
    const boss = createBoss(config.DATABASE_URL, 'api');
    boss.on('error', (err) => app.log.warn({ err: String(err) }, 'job queue problem'));
    await boss.start();
    await ensureRunQueue(boss);
    app.addHook('onClose', () => boss.stop({ graceful: true, close: true }));
    return createQueueRunner({ boss, maxWaiting: config.RUNNER_QUEUE_MAX_WAITING });
  }
  return createRunner({ ...runnerOptionsFromConfig(config), log: (level, message) => app.log[level]({ source: 'runner' }, message) });
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: {
              paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.token'],
              censor: '[redacted]',
            },
            serializers: logSerializers,
          },
    // Fastify's two info lines per request give way to one line from plugins/request-log.ts.
    logController: new RequestLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(requestLog);
  await app.register(requestGuardsPlugin);

  const handle = options.dbHandle ?? createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, pool: { max: config.DATABASE_POOL_MAX, acquireTimeoutMs: config.DATABASE_POOL_TIMEOUT_MS } });
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  const sessions = new SessionCache(SESSION_CACHE_SECONDS * 1000);
  const auth = createAuth({ config, db: handle.db, dialect: handle.dialect, mailer, log: app.log, sessions });
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  await migrateToLatest(handle.db);

  const bus: EventBus = handle.pool
    ? createPostgresBus(handle.pool, (err) => app.log.warn({ err }, 'event bus connection problem'))
    : createMemoryBus();
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('bus', bus);
  app.addHook('onClose', async () => {
    await bus.close();
    if (!options.dbHandle) await handle.db.destroy();
  });

  await app.register(csrfGuard);
  await app.register(compressApi);
  await app.register(securityHeaders);
  await app.register(rateLimit, {
    global: config.RATE_LIMIT,
    // Shared by every process on PostgreSQL; one SQLite process counts in memory.
    ...(handle.dialect === 'postgres' ? { store: sharedRateLimitStore(handle.db) } : {}),
    max: 300,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', 429, `Too many requests. Please wait ${ctx.after} and try again.`),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'CodeConquer API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authRoutes, { auth, sessions });
  await app.register(healthRoutes);
  await app.register(profileRoutes);
  await app.register(activityRoutes);
  await app.register(usersRoutes);
  await app.register(accountRoutes, { auth, sessions });
  await app.register(eventsRoutes, { heartbeatMs: options.heartbeatMs });
  const sandbox = options.runner ?? (await createAppRunner(app, config));
  if (!options.runner) app.addHook('onClose', () => sandbox.close());
  await app.register(runRoutes, { runner: sandbox });
  await app.register(metaRoutes, { toolchains: () => sandbox.toolchains() });
  await app.register(contactRoutes);
  await app.register(reviewRoutes);
  const runner: CodeRunner = sandbox;
  // Generated hidden tests are built in the sandbox on first need and cached by content hash.
  const judge = createJudge({ runner: sandbox, cacheDir: join(config.dataDir, 'generated-tests') });
  const generation = options.generation ?? createGeneration(config, runner, app.log);
  // Grading cut short by a shutdown stays pending for the next start (docs/decisions/012).
  const stopping = new AbortController();
  app.addHook('preClose', async () => stopping.abort());
  const lease = newGradingLease(config.GRADING_LEASE_SECONDS);
  const testsDeps = { lease, db: handle.db, dialect: handle.dialect, generation, runner, judge, bus, log: app.log, mcqSeconds: config.TEST_MCQ_SECONDS, stopping: stopping.signal };
  const coursesDeps = { lease, db: handle.db, dialect: handle.dialect, runner, judge, bus, generation, log: app.log, stopping: stopping.signal };
  await app.register(topicRoutes);
  await app.register(testsRoutes, { deps: testsDeps });
  await app.register(coursesRoutes, { deps: coursesDeps });
  await app.register(certificatesRoutes);
  const mailTokens = createUnsubscribeTokens(config.authSecret);
  await app.register(mailRoutes, { tokens: mailTokens });
  // Each process tries the lease every tick; the holder plans and sends (docs/decisions/022-mail.md).
  const mailScheduler = createMailScheduler({ db: handle.db, mailer, tokens: mailTokens, appUrl: config.publicUrl.replace(/\/+$/, ''), log: app.log });
  if (config.MAIL_TICK_SECONDS > 0) mailScheduler.start(config.MAIL_TICK_SECONDS * 1000);
  app.addHook('preClose', () => mailScheduler.stop());
  await recoverAtStart(app, { tests: testsDeps, courses: coursesDeps });

  await registerSpa(app, config.WEB_DIST === '../web/dist' ? DEFAULT_WEB_DIST : config.WEB_DIST);
  return app;
}
