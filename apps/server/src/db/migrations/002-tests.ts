import type { Kysely } from 'kysely';
import { createTable, TIMESTAMP, USER_CASCADE, USER_ID, withDefault } from './schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'tests', {
    columns: {
      id: 'varchar(64)',
      user_id: USER_ID,
      title: 'varchar(300)',
      type: 'varchar(20)',
      topic: 'varchar(200)',
      bank_topic: 'varchar(100)',
      difficulty: 'varchar(10)',
      total_questions: 'integer',
      max_score: 'integer',
      score: withDefault('integer', 0),
      status: 'varchar(20)',
      source: 'varchar(30)',
      notice: 'text',
      created_at: TIMESTAMP,
      started_at: TIMESTAMP,
      deadline_at: TIMESTAMP,
      completed_at: TIMESTAMP,
      feedback: 'text',
    },
    primaryKey: 'id',
    nullable: ['bank_topic', 'notice', 'completed_at', 'feedback'],
    references: { user_id: USER_CASCADE },
    indexes: {
      tests_user_created: ['user_id', 'created_at'],
      tests_user_status: ['user_id', 'status'],
    },
  });

  await createTable(db, 'questions', {
    columns: {
      id: 'varchar(64)',
      test_id: 'varchar(64)',
      position: 'integer',
      question: 'text',
      options: 'text',
      correct_answer: 'text',
      points: 'integer',
      user_answer: 'text',
      answered_at: TIMESTAMP,
      is_correct: 'integer',
      explanation: 'text',
      payload: 'text',
    },
    primaryKey: 'id',
    nullable: ['user_answer', 'answered_at', 'is_correct', 'explanation'],
    references: { test_id: { to: 'tests.id', onDelete: 'cascade' } },
    indexes: { questions_test_position: ['test_id', 'position'] },
  });

  await createTable(db, 'submissions', {
    columns: {
      id: 'varchar(64)',
      user_id: USER_ID,
      context: 'varchar(20)',
      context_id: 'varchar(64)',
      language: 'varchar(20)',
      source: 'text',
      verdicts: 'text',
      passed: 'integer',
      total: 'integer',
      time_ms: 'integer',
      created_at: TIMESTAMP,
    },
    primaryKey: 'id',
    references: { user_id: USER_CASCADE },
    indexes: { submissions_context: ['context', 'context_id'] },
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
