/** Contact messages: stored for the operator to read (docs/decisions/019-pages-and-markdown.md). */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContactMessageBody } from '@app/shared/contact.schemas';
import type { Database } from '../../db/schema';
import * as repo from './contact.repository';

export async function receiveMessage(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  body: ContactMessageBody,
): Promise<{ received: true; id: string }> {
  const id = randomUUID();
  await repo.insertMessage(db, { id, ...body, created_at: new Date().toISOString() });
  // The id and topic only: the message and address stay in the database, out of the logs.
  log.info({ contactMessageId: id, topic: body.topic }, 'contact message received');
  return { received: true, id };
}
