/** POST /api/account/delete and GET /api/account/export (Settings: Delete account, Export my data). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountBodySchema, deleteAccountResultSchema } from '@app/shared/account.schemas';
import { requireUser } from '../auth/require-user';
import { deleteMyAccount, exportMyData, type AccountDeps } from './account.service';
import { perLearner } from '../../lib/learner-rate-limit';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = await app.auth.$context;
  const deps: AccountDeps = {
    db: app.db,
    verifyPassword: (data) => ctx.password.verify(data),
    sessions: app.sessions,
  };
  const expired = (name: string) =>
    `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`;
  const cookies = [
    expired(ctx.authCookies.sessionToken.name),
    expired(ctx.authCookies.sessionData.name),
  ];

  r.post(
    '/api/account/delete',
    {
      // A stolen session must not be able to guess the password here quickly.
      config: {
        rateLimit: app.config.RATE_LIMIT
          ? perLearner('account:delete', { max: 5, timeWindow: '15 minutes' })
          : false,
      },
      schema: {
        tags: ['account'],
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResultSchema },
      },
    },
    async (req, reply) => {
      const result = await deleteMyAccount(deps, requireUser(req), req.body.password);
      reply.header('set-cookie', cookies);
      return result;
    },
  );

  r.get('/api/account/export', { schema: { tags: ['account'] } }, async (req, reply) => {
    const user = requireUser(req);
    const day = new Date().toISOString().slice(0, 10);
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', `attachment; filename="codeconquer-data-${day}.json"`);
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(await exportMyData(app.db, user.id), null, 2);
  });
}
