/**
 * Every module's routes, in one list. Not a folder autoloader: the server is bundled by esbuild
 * (scripts/build.mjs), so there is no `modules/` folder to read at run time
 * (docs/decisions/029-server-plugins.md). A new module adds its `*.routes.ts` here.
 * Each route plugin reads its dependencies from the app's decorators (fastify.d.ts).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { accountRoutes } from './modules/account/account.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { certificatesRoutes } from './modules/certificates/certificates.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { topicRoutes } from './modules/generation/topic.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { metaRoutes } from './modules/meta/meta.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { runRoutes } from './modules/runner/run.routes';
import { testsRoutes } from './modules/tests/tests.routes';
import { usersRoutes } from './modules/users/users.routes';

const ROUTES: readonly FastifyPluginAsync[] = [
  authRoutes,
  healthRoutes,
  metaRoutes,
  contactRoutes,
  profileRoutes,
  activityRoutes,
  usersRoutes,
  accountRoutes,
  eventsRoutes,
  runRoutes,
  reviewRoutes,
  topicRoutes,
  testsRoutes,
  coursesRoutes,
  certificatesRoutes,
  mailRoutes,
];

async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of ROUTES) await app.register(plugin);
}

/** Not encapsulated: users' and certificates' page hooks must reach the SPA's pages at the root. */
export const routesPlugin = fp(routes, {
  name: 'routes',
  dependencies: [
    'db',
    'migrations',
    'bus',
    'mail',
    'auth',
    'runner',
    'grading',
    'generation',
    'security',
    'docs',
  ],
});
