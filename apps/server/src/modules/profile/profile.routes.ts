import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema, profileUpdateSchema } from '@app/shared/profile.schemas';
import { settingsSchema, settingsUpdateSchema } from '@app/shared/settings.schemas';
import {
  publicIdentityUpdateSchema,
  timeZoneUpdateSchema,
} from '@app/shared/public-profile.schemas';
import { adoptTimeZone, savePublicIdentity } from './public-identity.service';
import { requireUser } from '../auth/require-user';
import { getProfile, getSettings, saveProfile, saveSettings } from './profile.service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/profile',
    { schema: { tags: ['profile'], response: { 200: profileSchema } } },
    (req) => getProfile(app.db, requireUser(req)),
  );
  r.put(
    '/api/profile',
    { schema: { tags: ['profile'], body: profileUpdateSchema, response: { 200: profileSchema } } },
    (req) => saveProfile(app.db, requireUser(req), req.body),
  );
  r.put(
    '/api/profile/public',
    {
      schema: {
        tags: ['profile'],
        body: publicIdentityUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    (req) => savePublicIdentity(app.db, requireUser(req), req.body),
  );
  r.put(
    '/api/profile/time-zone',
    { schema: { tags: ['profile'], body: timeZoneUpdateSchema, response: { 200: profileSchema } } },
    (req) => adoptTimeZone(app.db, requireUser(req), req.body.timeZone),
  );
  r.get(
    '/api/settings',
    { schema: { tags: ['settings'], response: { 200: settingsSchema } } },
    (req) => getSettings(app.db, requireUser(req).id),
  );
  r.put(
    '/api/settings',
    {
      schema: { tags: ['settings'], body: settingsUpdateSchema, response: { 200: settingsSchema } },
    },
    (req) => saveSettings(app.db, requireUser(req).id, req.body),
  );
}
