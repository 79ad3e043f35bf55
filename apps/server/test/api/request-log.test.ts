/** Request logging (issue 17): one line per request at debug; errors and slow requests above it. */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logSerializers } from '../../src/plugins/log-serializers';
import {
  requestLog,
  RequestLogController,
  requestLogLevel,
  SLOW_REQUEST_MS,
} from '../../src/plugins/request-log';

const lineSchema = z.object({
  level: z.number(),
  msg: z.string(),
  reqId: z.string().optional(),
  req: z.object({ url: z.string() }).optional(),
  res: z.object({ statusCode: z.number() }).optional(),
});
type Line = z.infer<typeof lineSchema>;

const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A Fastify app logged the way app.ts logs it, with every line kept. */
async function loggedApp(
  level: 'info' | 'debug',
): Promise<{ app: FastifyInstance; lines: Line[] }> {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(lineSchema.parse(JSON.parse(text)));
      callback();
    },
  });
  const instance = Fastify({
    logger: { level, stream, serializers: logSerializers },
    logController: new RequestLogController(),
    genReqId: () => 'req-1',
  });
  await instance.register(requestLog);
  instance.get('/ok', async () => ({ ok: true }));
  instance.get('/reset-password/:token', async () => ({ ok: true }));
  instance.get('/boom', async (_request, reply) =>
    reply.status(503).send({ error: { code: 'DATABASE_UNAVAILABLE', message: 'down' } }),
  );
  await instance.ready();
  app = instance;
  return { app: instance, lines };
}

describe('request log', () => {
  it('writes nothing at info for successful and 4xx requests', async () => {
    const { app, lines } = await loggedApp('info');
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/missing' });
    expect(lines).toEqual([]);
  });

  it('writes one debug line per request at debug, with the request id and a redacted URL', async () => {
    const { app, lines } = await loggedApp('debug');
    await app.inject({ url: '/reset-password/secret-token?token=abc&x=1' });
    await app.inject({ url: '/missing' });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: LEVEL.debug,
      msg: 'request completed',
      reqId: 'req-1',
      req: { url: '/reset-password/[redacted]?token=[redacted]&x=1' },
      res: { statusCode: 200 },
    });
    expect(lines[1]).toMatchObject({ level: LEVEL.debug, res: { statusCode: 404 } });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('logs answers of 500 and more at error, with the request id', async () => {
    const { app, lines } = await loggedApp('info');
    await app.inject({ url: '/boom' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: LEVEL.error,
        msg: 'request failed',
        reqId: 'req-1',
        res: { statusCode: 503 },
      }),
    ]);
  });

  it('picks the level from the status and the time taken, never warning about event streams', () => {
    expect(requestLogLevel(200, SLOW_REQUEST_MS + 1, false)).toBe('warn');
    expect(requestLogLevel(404, SLOW_REQUEST_MS + 1, false)).toBe('warn');
    expect(requestLogLevel(200, SLOW_REQUEST_MS + 1, true)).toBe('debug');
    expect(requestLogLevel(200, SLOW_REQUEST_MS - 1, false)).toBe('debug');
    expect(requestLogLevel(429, 1, false)).toBe('debug');
    expect(requestLogLevel(500, 1, true)).toBe('error');
  });
});
