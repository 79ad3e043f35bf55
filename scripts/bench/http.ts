/** Load over HTTP for the benches: the app on a port, and autocannon against it. */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';

/** The server's URL, listening on a free port of 127.0.0.1 if it is not yet. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** GET `url` on 50 connections for `duration` seconds: requests a second, p99 ms, failures. */
export async function cannon(url: string, headers: Record<string, string> = {}, duration = 5) {
  const r = await autocannon({ url, connections: 50, duration, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}
