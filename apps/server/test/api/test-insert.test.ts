/**
 * A new test and its questions as insertTest writes them: on PostgreSQL one statement with the
 * questions as arrays (decision 061), on SQLite a transaction. Either way the rows read back are the
 * rows returned, whatever the texts hold, and a test refused under an open key writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateFromBank, mcqQuestion } from '../../src/modules/generation/bank.generator';
import type { StoredQuestion } from '../../src/modules/generation/payload';
import * as repo from '../../src/modules/tests/tests.repository';
import { dialectsUnderTest } from '../helpers/databases';
import { signUp, useTestApp } from '../helpers/test-app';
import { newTestRow } from '../helpers/test-rows';

const dialects = await dialectsUnderTest();

/** Texts an array literal or a careless quoting would change. */
const AWKWARD = [
  `it's "quoted", with {braces}, a comma and a back\\slash`,
  'NULL',
  '',
  'two\nlines\tand a tab',
  '{"a":[1,2]}',
  'ünïcödé ✓ 😀',
];

function mcq(text: string, explanation: string | null = 'Because.'): StoredQuestion {
  const q = mcqQuestion(
    {
      question: text,
      options: { A: text, B: 'two', C: 'three', D: 'four' },
      correct: 'B',
      explanation: explanation ?? '',
    },
    2,
  );
  return { ...q, explanation };
}

describe.each(dialects)('inserting a test on %s', (dialect) => {
  const t = useTestApp(dialect);

  const storedQuestions = (testId: string) =>
    t.database.handle.db
      .selectFrom('questions')
      .selectAll()
      .where('test_id', '=', testId)
      .orderBy('position')
      .execute();

  it('stores the test and its questions as returned, whatever their texts hold', async () => {
    const user = await signUp(t.app);
    const questions = [...AWKWARD.map((text) => mcq(text)), mcq('No explanation', null)];
    const row = newTestRow(user.id, 'Awkward', questions.length, 2);
    const inserted = await repo.insertTest(t.database.handle.db, row, questions);
    if (!inserted) throw new Error('not inserted');
    expect(inserted.questions.map((q) => q.question)).toEqual([...AWKWARD, 'No explanation']);
    expect(inserted.questions.at(-1)?.explanation).toBeNull();
    expect(await storedQuestions(row.id)).toEqual(inserted.questions);
    const test = await t.database.handle.db
      .selectFrom('tests')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(test).toEqual(inserted.test);
  });

  it('writes nothing when the learner has an open test under the same key', async () => {
    const user = await signUp(t.app);
    const first = newTestRow(user.id, 'Taken', 3, 2);
    const questions = [mcq('One'), mcq('Two'), mcq('Three')];
    expect(await repo.insertTest(t.database.handle.db, first, questions)).toBeDefined();
    const second = newTestRow(user.id, 'Taken', 3, 2);
    expect(await repo.insertTest(t.database.handle.db, second, questions)).toBeUndefined();
    expect(await storedQuestions(second.id)).toEqual([]);
    const tests = await t.database.handle.db
      .selectFrom('tests')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(tests).toEqual([{ id: first.id }]);
  });

  it('inserts tests of one question and of ten alike', async () => {
    const user = await signUp(t.app);
    for (const count of [1, 10, 1]) {
      const row = newTestRow(user.id, `Count ${count} ${randomUUID()}`, count, 2);
      const questions = Array.from({ length: count }, (_, i) => mcq(`Question ${i} of ${count}`));
      const inserted = await repo.insertTest(t.database.handle.db, row, questions);
      expect((await storedQuestions(row.id)).map((q) => q.question)).toEqual(
        questions.map((q) => q.question),
      );
      expect(inserted?.questions).toHaveLength(count);
    }
  });

  it('refuses an MCQ test holding a question of another kind, and writes nothing', async () => {
    const user = await signUp(t.app);
    const coding = generateFromBank({
      type: 'coding',
      topic: 'Python Basics',
      difficulty: 'easy',
      seen: new Set(),
    }).questions;
    const row = newTestRow(user.id, 'Mixed', 2, 2);
    await expect(
      repo.insertTest(t.database.handle.db, row, [mcq('One'), ...coding]),
    ).rejects.toThrow('An MCQ test holds only MCQs');
    expect(await storedQuestions(row.id)).toEqual([]);
  });
});
