import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already encoded with the route's response schema and stringified (a cached one,
 * docs/decisions/039). Fastify sends a string with a JSON content type as it is, without the
 * route's serializer; the schema still documents the answer.
 */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json').send(json);
}
