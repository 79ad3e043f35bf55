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
import { createTable, TIMESTAMP, USER_ID, withDefault } from './schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'mail_outbox', {
    columns: {
      id: 'varchar(36)',
      user_id: USER_ID,
      kind: 'varchar(24)',
      period: 'varchar(80)',
      status: 'varchar(12)',
      payload: 'text',
      attempts: withDefault('integer', 0),
      next_attempt_at: TIMESTAMP,
      claimed_until: TIMESTAMP,
      last_error: 'varchar(500)',
      created_at: TIMESTAMP,
      sent_at: TIMESTAMP,
    },
    primaryKey: 'id',
    nullable: ['claimed_until', 'last_error', 'sent_at'],
    uniqueIndexes: { mail_outbox_once: ['user_id', 'kind', 'period'] },
    indexes: { mail_outbox_due: ['status', 'next_attempt_at'] },
  });
  await createTable(db, 'mail_leases', {
    columns: { name: 'varchar(40)', holder: 'varchar(80)', expires_at: TIMESTAMP },
    primaryKey: 'name',
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
