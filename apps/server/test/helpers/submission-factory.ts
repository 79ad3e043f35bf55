/** A learner's code submissions, stored as the server stores one. */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { insertSubmission } from '../../src/modules/tests/tests.repository';

/** A submission of `source` that passed its one check. */
export function insertPassedSubmission(db: Kysely<Database>, userId: string, source: string) {
  return insertSubmission(db, {
    userId,
    context: 'test',
    contextId: 'x',
    language: 'python',
    source,
    verdicts: ['Accepted'],
    passed: 1,
    total: 1,
    timeMs: 3,
  });
}
