/**
 * GET /api/events: a Server-Sent Events stream of the signed-in user's live events.
 * A learner holds at most MAX_STREAMS_PER_USER streams (opening another closes their oldest) and
 * the process at most EVENTS_MAX_STREAMS (beyond it: 503 in the one error shape).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../auth/require-user';
import { StreamRegistry } from './stream-registry';

const MAX_STREAMS_PER_USER = 5;

export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  // A comment line every EVENTS_HEARTBEAT_MS keeps proxies from closing an idle stream.
  const heartbeatMs = app.config.EVENTS_HEARTBEAT_MS;
  const streams = new StreamRegistry(app.config.EVENTS_MAX_STREAMS, MAX_STREAMS_PER_USER);
  // Streams never end by themselves: end them when the server closes.
  app.addHook('onClose', async () => streams.endAll());
  app.get('/api/events', { schema: { tags: ['events'] } }, (request, reply) => {
    const user = requireUser(request);
    if (!streams.hasRoomFor(user.id))
      throw new AppError(
        'SERVER_BUSY',
        503,
        'Too many live connections right now; live updates will reconnect shortly.',
      );
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\nretry: 3000\n\n');
    const unsubscribe = app.bus.subscribe(user.id, (event) => {
      res.write(`event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    const end = streams.add(user.id, () => {
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    });
    request.raw.on('close', end);
  });
}
