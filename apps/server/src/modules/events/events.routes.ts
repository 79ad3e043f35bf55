/** GET /api/events: a Server-Sent Events stream of the signed-in user's live events. */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';

export const HEARTBEAT_MS = 25_000;

export async function eventsRoutes(app: FastifyInstance, opts: { heartbeatMs?: number }): Promise<void> {
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const open = new Set<() => void>();
  // Streams never end by themselves: end them when the server closes.
  app.addHook('onClose', async () => {
    for (const end of open) end();
  });
  app.get('/api/events', { preHandler: app.authenticate, schema: { tags: ['events'] } }, (request, reply) => {
    const user = requireUser(request);
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
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
}
