/**
 * The open-test question texts a process keeps between creations (held-texts.ts, decision 042):
 * always the database's, read again whenever the learner's counters version moved, and added to
 * after a creation only when nothing else changed in between. SQLite only, where the app keeps
 * them. A question row written straight into an open test (which no code path does, and which
 * moves no version) tells a read of the database from kept texts.
 */
import { describe, expect, it } from 'vitest';
import { mcqQuestion } from '../../src/modules/generation/bank.generator';
import { HeldTexts } from '../../src/modules/tests/held-texts';
import * as repo from '../../src/modules/tests/tests.repository';
import { signUp, useTestApp, type TestUser } from '../helpers/test-app';
import { newTestRow } from '../helpers/test-rows';
import { postTest } from '../helpers/tests-api';

/** A one-point MCQ, stored as the bank's are. */
const question = (text: string) =>
  mcqQuestion(
    {
      question: text,
      options: { A: 'one', B: 'two', C: 'three', D: 'four' },
      correct: 'B',
      explanation: 'Because.',
    },
    1,
  );

describe('held texts on sqlite', () => {
  const t = useTestApp('sqlite');

  /** Creates a test as the service does: texts read, then the insert, then the texts added. */
  async function create(
    held: HeldTexts,
    user: TestUser,
    topic: string,
    read = undefined as Awaited<ReturnType<HeldTexts['read']>> | undefined,
  ) {
    const db = t.database.handle.db;
    const before = read ?? (await held.read(db, user.id));
    const texts = [`${topic} first?`, `${topic} second?`];
    const inserted = await repo.insertTest(db, newTestRow(user.id, topic), texts.map(question), {
      versions: true,
    });
    if (!inserted?.versions) throw new Error('not inserted');
    held.added(user.id, before, inserted.versions, texts);
    return { id: inserted.test.id, texts, before };
  }

  /** Writes a question into an open test without moving the version. */
  async function sneak(testId: string, text: string) {
    await t.database.handle.db
      .insertInto('questions')
      .values({
        id: `${testId}-q9`,
        test_id: testId,
        position: 9,
        question: text,
        options: '{}',
        correct_answer: 'A',
        points: 1,
        user_answer: null,
        answered_at: null,
        is_correct: null,
        explanation: null,
        payload: '{"kind":"mcq"}',
      })
      .execute();
  }

  const sorted = (texts: readonly string[]) => [...texts].sort();

  it('adds a creation to the kept texts, and reads again after any other change', async () => {
    const db = t.database.handle.db;
    const held = new HeldTexts();
    const user = await signUp(t.app);
    expect(await held.read(db, user.id)).toEqual({ version: 0, texts: [] });

    const a = await create(held, user, 'Arrays');
    await sneak(a.id, 'sneaked into Arrays');
    // Kept: the creation's own texts, not the row written behind its back.
    const afterA = await held.read(db, user.id);
    expect(sorted(afterA.texts)).toEqual(sorted(a.texts));
    expect(afterA.version).toBe(await repo.countersVersion(db, user.id));

    // A second creation in a row adds to the kept texts.
    const b = await create(held, user, 'Loops');
    expect(sorted((await held.read(db, user.id)).texts)).toEqual(sorted([...a.texts, ...b.texts]));

    // Another process closes A: the version moves, and the texts are read from the database.
    await db.updateTable('tests').set({ status: 'completed' }).where('id', '=', a.id).execute();
    expect(sorted((await held.read(db, user.id)).texts)).toEqual(sorted(b.texts));
  });

  it('drops the kept texts when the insert saw another change since they were read', async () => {
    const db = t.database.handle.db;
    const held = new HeldTexts();
    const user = await signUp(t.app);
    const a = await create(held, user, 'Arrays');
    const stale = await held.read(db, user.id);
    // Another creation after `stale` was read, by a request of this process.
    await create(held, user, 'Loops');
    const c = await create(held, user, 'Maps', stale);
    await sneak(c.id, 'sneaked into Maps');
    const texts = (await held.read(db, user.id)).texts;
    expect(texts).toContain('sneaked into Maps');
    expect(texts).toEqual(expect.arrayContaining([...a.texts, ...c.texts, 'Loops first?']));
  });

  it('keeps no learner with more texts than its limit', async () => {
    const db = t.database.handle.db;
    const held = new HeldTexts(10, 3);
    const user = await signUp(t.app);
    const a = await create(held, user, 'Arrays');
    await sneak(a.id, 'sneaked into Arrays');
    // Two texts are kept: the sneaked one is not seen.
    expect((await held.read(db, user.id)).texts).toHaveLength(2);
    // Four are too many to keep: read from the database, the sneaked one with them.
    await create(held, user, 'Loops');
    const read = (await held.read(db, user.id)).texts;
    expect(read).toHaveLength(5);
    expect(read).toContain('sneaked into Arrays');
  });

  it('a learner creating test after test through the app never gets an open test question', async () => {
    const user = await signUp(t.app);
    const open = new Set<string>();
    for (const topic of ['Python Basics', 'py basics', 'Python lists and loops', 'python']) {
      const res = await postTest(t.app, user, { type: 'mcq', topic, difficulty: 'easy' });
      expect(res.statusCode).toBe(200);
      const view = res.json<{ questions: { question: string }[] }>();
      expect(view.questions.filter((q) => open.has(q.question))).toEqual([]);
      for (const q of view.questions) open.add(q.question);
    }
    expect(open.size).toBe(40);
  });
});
