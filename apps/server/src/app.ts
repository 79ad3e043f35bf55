/**
 * buildApp(config): the whole server as a Fastify instance, used by server.ts and every test.
 * One plugin per concern (src/plugins), each decorating the app with what it provides
 * (fastify.d.ts); the modules' routes read those decorators (docs/decisions/029-server-plugins.md).
 */
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DbHandle } from './db/create-db';
import type { Mailer } from './lib/mailer';
import type { Generation } from './modules/generation/generation.service';
import type { PasswordHashing } from './modules/auth/password-hashing';
import type { Runner } from './modules/runner/runner.types';
import { coursesDeps } from './modules/courses/courses.service';
import { testsDeps } from './modules/tests/tests.service';
import { authPlugin } from './plugins/auth';
import { busPlugin } from './plugins/bus';
import { compressApi } from './plugins/compress';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { generationPlugin } from './plugins/generation';
import { gradingPlugin } from './plugins/grading';
import { logSerializers } from './plugins/log-serializers';
import { mailPlugin } from './plugins/mail';
import { migrationsPlugin } from './plugins/migrations';
import { recoverAtStart } from './plugins/recovery-at-start';
import { requestLog, RequestLogController } from './plugins/request-log';
import { runnerPlugin } from './plugins/runner';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { routesPlugin } from './routes';

const BODY_LIMIT_BYTES = 256 * 1024;
/** Beside this file in src/ and in the bundle (dist/server.js), so the same relative path works. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** What a caller may lend the app instead of the plugins creating it (tests); the caller closes what it lends. */
export interface BuildOptions {
  dbHandle?: DbHandle;
  mailer?: Mailer;
  logger?: boolean;
  runner?: Runner;
  generation?: Generation;
  /** Another password hashing than the app's own (the tests' apps, which sign up hundreds). */
  passwordHashing?: PasswordHashing;
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                '*.password',
                '*.newPassword',
                '*.token',
              ],
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
  app.decorate('config', config);
  await app.register(requestLog);

  await app.register(dbPlugin, { dbHandle: options.dbHandle });
  await app.register(mailPlugin, { mailer: options.mailer });
  await app.register(authPlugin, { passwordHashing: options.passwordHashing });
  await app.register(migrationsPlugin);
  await app.register(busPlugin);
  await app.register(securityPlugin);
  await app.register(compressApi);
  await app.register(docsPlugin);
  await app.register(runnerPlugin, { runner: options.runner });
  await app.register(gradingPlugin);
  await app.register(generationPlugin, { generation: options.generation });

  await app.register(routesPlugin);
  // Grading a stopped server left (docs/decisions/012), once the routes' modules are ready.
  await recoverAtStart(app, { tests: testsDeps(app), courses: coursesDeps(app) });
  await app.register(spaPlugin, {
    root: config.WEB_DIST === '../web/dist' ? DEFAULT_WEB_DIST : config.WEB_DIST,
  });
  return app;
}
