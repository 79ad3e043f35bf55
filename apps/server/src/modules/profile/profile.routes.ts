import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema, profileUpdateSchema } from '@app/shared/profile.schemas';
import { settingsSchema, settingsUpdateSchema } from '@app/shared/settings.schemas';
import { requireUser } from '../auth/require-user';
import { getProfile, getSettings, saveProfile, saveSettings } from './profile.service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  r.get('/api/profile', { ...auth, schema: { tags: ['profile'], response: { 200: profileSchema } } }, (req) =>
    getProfile(app.db, requireUser(req)),
  );
  r.put(
    '/api/profile',
    { ...auth, schema: { tags: ['profile'], body: profileUpdateSchema, response: { 200: profileSchema } } },
    (req) => saveProfile(app.db, requireUser(req), req.body),
  );
  r.get('/api/settings', { ...auth, schema: { tags: ['settings'], response: { 200: settingsSchema } } }, (req) =>
    getSettings(app.db, requireUser(req).id),
  );
  r.put(
    '/api/settings',
    { ...auth, schema: { tags: ['settings'], body: settingsUpdateSchema, response: { 200: settingsSchema } } },
    (req) => saveSettings(app.db, requireUser(req).id, req.body),
  );
}
