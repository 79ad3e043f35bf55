/**
 * One open attempt per learner per level, one open practice test per learner per type, topic and
 * difficulty (issue 11, docs/decisions/010-one-open-attempt.md). Partial unique indexes make the
 * rule hold under concurrent starts on both databases. Open means in_progress: a submitted attempt
 * being graded no longer takes answers, so it does not block the next one.
 */
import { sql, type Kysely } from 'kysely';
import { createIndexes } from './schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  // The topic a test counts under: its bank topic when drawn from the bank, else the typed topic.
  await db.schema.alterTable('tests').addColumn('topic_key', 'varchar(200)').execute();
  // Open tests from before this migration: the newest per key gets its key, older ones keep NULL
  // (outside the index; their deadlines pass within the hour and they can no longer be answered).
  await sql`
    update tests set topic_key = lower(coalesce(bank_topic, topic))
    where status = 'in_progress'
      and not exists (
        select 1 from tests newer
        where newer.user_id = tests.user_id and newer.type = tests.type and newer.difficulty = tests.difficulty
          and lower(coalesce(newer.bank_topic, newer.topic)) = lower(coalesce(tests.bank_topic, tests.topic))
          and newer.status = 'in_progress'
          and (newer.created_at > tests.created_at or (newer.created_at = tests.created_at and newer.id > tests.id))
      )`.execute(db);
  await sql`create unique index tests_one_open on tests (user_id, type, difficulty, topic_key) where status = 'in_progress'`.execute(
    db,
  );

  // Open chapter attempts hold no answers until submitted: older duplicates are dropped.
  await sql`
    delete from chapter_attempts
    where status = 'in_progress'
      and exists (
        select 1 from chapter_attempts newer
        where newer.user_id = chapter_attempts.user_id and newer.course_id = chapter_attempts.course_id
          and newer.chapter_id = chapter_attempts.chapter_id and newer.status = 'in_progress'
          and (newer.created_at > chapter_attempts.created_at or (newer.created_at = chapter_attempts.created_at and newer.id > chapter_attempts.id))
      )`.execute(db);
  await sql`create unique index chapter_attempts_one_open on chapter_attempts (user_id, course_id, chapter_id) where status = 'in_progress'`.execute(
    db,
  );
  // The retake draw reads a learner's recent attempts of one level.
  await createIndexes(db, 'chapter_attempts', {
    chapter_attempts_level: ['user_id', 'course_id', 'chapter_id', 'created_at'],
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
