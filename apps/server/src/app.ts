/** buildApp(config): the whole server as a Fastify instance, used by server.ts and every test. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { getMigrations } from 'better-auth/db/migration';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createDb, type DbHandle } from './db/create-db';
import { migrateToLatest } from './db/migrations/index';
import { createMailer, type Mailer } from './lib/mailer';
import { AppError } from './lib/app-error';
import { registerErrorHandler } from './plugins/error-handler';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { createMemoryBus, createPostgresBus, type EventBus } from './modules/events/event-bus';
import { eventsRoutes } from './modules/events/events.routes';
import { healthRoutes } from './modules/health/health.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { metaRoutes } from './modules/meta/meta.routes';
import { createGeneration, type Generation } from './modules/generation/generation.service';
import type { CodeRunner } from './modules/tests/code-runner';
import { runRoutes } from './modules/runner/run.routes';
import { createRunner, runnerOptionsFromConfig } from './modules/runner/runner.service';
import type { Runner } from './modules/runner/runner.types';
import { testsRoutes } from './modules/tests/tests.routes';
import { coursesRoutes } from './modules/courses/courses.routes';

export const BODY_LIMIT_BYTES = 256 * 1024;

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
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const handle = options.dbHandle ?? createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  const auth = createAuth({ config, db: handle.db, dialect: handle.dialect, mailer, log: app.log });
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

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://accounts.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(rateLimit, {
    global: config.RATE_LIMIT,
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

  await app.register(authRoutes, { auth });
  await app.register(healthRoutes);
  await app.register(profileRoutes);
  await app.register(eventsRoutes, { heartbeatMs: options.heartbeatMs });
  await app.register(metaRoutes);
  const sandbox = options.runner ?? createRunner({ ...runnerOptionsFromConfig(config), log: (level, message) => app.log[level]({ source: 'runner' }, message) });
  if (!options.runner) app.addHook('onClose', () => sandbox.close());
  await app.register(runRoutes, { runner: sandbox });
  const runner: CodeRunner = sandbox;
  const generation = options.generation ?? createGeneration(config, runner, app.log);
  await app.register(testsRoutes, {
    deps: { db: handle.db, generation, runner, bus, log: app.log, mcqSeconds: config.TEST_MCQ_SECONDS },
  });
  await app.register(coursesRoutes, { deps: { db: handle.db, dialect: handle.dialect, runner, bus, generation, log: app.log } });

  await registerSpa(app, config.WEB_DIST === '../web/dist' ? DEFAULT_WEB_DIST : config.WEB_DIST);
  return app;
}

/** The built SPA with history fallback; unknown /api/* paths stay JSON 404s. */
async function registerSpa(app: FastifyInstance, root: string): Promise<void> {
  const hasSpa = existsSync(`${root}/index.html`);
  if (hasSpa) await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || request.method !== 'GET' || !hasSpa) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
