/**
 * Mail (issue 15, item 5; docs/decisions/022-mail.md).
 * - mail_outbox: every mail to a learner, written before it is sent. Unique (user_id, kind,
 *   period): one weekly report per week, one reminder per week, one mail per account event, so a
 *   second scheduler run or process cannot queue the same mail twice. status pending -> sending ->
 *   sent (or skipped: the switch was off, or the row only records a known browser; failed after
 *   the last attempt). A 'sending' row whose claimed_until has passed is taken again.
 * - mail_leases: one row per job; the process whose lease has not expired runs it.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('period', 'varchar(80)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('claimed_until', 'varchar(40)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('mail_outbox_once')
    .unique()
    .on('mail_outbox')
    .columns(['user_id', 'kind', 'period'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createTable('mail_leases')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(80)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
