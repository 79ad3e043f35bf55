/**
 * Messages sent from the contact page (/contact): careers, business enquiries and the rest
 * (issue 16, docs/decisions/019-pages-and-markdown.md). Read by the operator from the database.
 */
import type { Kysely } from 'kysely';
import { createTable, TIMESTAMP } from './schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'contact_messages', {
    columns: {
      id: 'varchar(64)',
      topic: 'varchar(20)',
      name: 'varchar(100)',
      email: 'varchar(254)',
      company: 'varchar(100)',
      message: 'text',
      created_at: TIMESTAMP,
    },
    primaryKey: 'id',
    indexes: { contact_messages_created: ['created_at'] },
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
