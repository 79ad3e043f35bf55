/** `app.bus`: live events, over PostgreSQL LISTEN/NOTIFY (every process hears them) or in memory (one SQLite process). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMemoryBus, createPostgresBus } from '../modules/events/event-bus';

async function bus(app: FastifyInstance): Promise<void> {
  const instance = app.pgPool
    ? createPostgresBus(app.pgPool, (err) => app.log.warn({ err }, 'event bus connection problem'))
    : createMemoryBus();
  app.decorate('bus', instance);
  app.addHook('onClose', () => instance.close());
}

export const busPlugin = fp(bus, { name: 'bus', dependencies: ['db'] });
