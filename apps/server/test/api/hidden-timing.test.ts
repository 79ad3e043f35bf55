/**
 * Issue 11: hidden tests report pass/fail and verdict only. No run time, memory or output of a
 * hidden test in any response of a coding test's life (practice test and course level); visible
 * examples keep theirs.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { COURSES } from '@app/content/catalogue';
import { dialectsUnderTest } from '../helpers/databases';
import { attemptPayloadOf, attemptsUrl, startAttempt, submitAttempt } from '../helpers/levels-api';
import { as, useLearner, useTestApp } from '../helpers/test-app';
import { postTest, problemOf, putAnswer, submitTest } from '../helpers/tests-api';
import { describeSandbox } from '../runner/sandbox-gate';

const dialects = await dialectsUnderTest();
const HIDDEN_ROW_KEYS = ['hidden', 'index', 'passed', 'verdict'];
/** A generated (judge) test also says its size in a note: never its input. */
const HIDDEN_ROW_OPTIONAL = ['note'];

/** Every object in a response; hidden test rows may hold only HIDDEN_ROW_KEYS. Returns the row counts. */
function checkRows(res: LightMyRequestResponse): { hidden: number; visible: number } {
  expect(res.statusCode).toBe(200);
  const counts = { hidden: 0, visible: 0 };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      if ('hidden' in value && 'verdict' in value) {
        if (value.hidden === true) {
          counts.hidden += 1;
          const keys = Object.keys(value);
          expect(keys).toEqual(expect.arrayContaining(HIDDEN_ROW_KEYS));
          expect([...HIDDEN_ROW_KEYS, ...HIDDEN_ROW_OPTIONAL]).toEqual(
            expect.arrayContaining(keys),
          );
        } else {
          counts.visible += 1;
          expect(value).toHaveProperty('timeMs');
        }
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(res.json());
  expect(res.body).not.toMatch(/memoryKb|"stdout"|"stderr"/);
  return counts;
}

const codingLevel = COURSES.flatMap((c) =>
  c.chapters.map((ch) => ({ course: c, chapter: ch })),
).find(({ chapter }) => chapter.testType === 'coding');
if (!codingLevel) throw new Error('no coding level');

describeSandbox.each(dialects)('hidden tests report no timing on %s', (dialect) => {
  const t = useTestApp(dialect);
  const user = useLearner(t);

  it('practice coding test: create, read, answer, submit, read again, dashboard', async () => {
    const created = await postTest(t.app, user, {
      type: 'coding',
      topic: 'Python Basics',
      difficulty: 'easy',
    });
    checkRows(created);
    const id = z.object({ id: z.string() }).parse(created.json()).id;
    const { questionId, payload } = await problemOf(t, id);
    if (payload.kind !== 'coding') throw new Error('expected a coding problem');
    const answer = {
      language: payload.problem.reference.language,
      source: payload.problem.reference.source,
    };

    checkRows(await t.app.inject({ method: 'GET', url: `/api/tests/${id}`, headers: as(user) }));
    checkRows(await putAnswer(t.app, user, id, questionId, answer));
    const submitted = checkRows(await submitTest(t.app, user, id));
    const reread = checkRows(
      await t.app.inject({ method: 'GET', url: `/api/tests/${id}`, headers: as(user) }),
    );
    checkRows(await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: as(user) }));
    // The problem has hidden tests and examples; both kinds of row were checked.
    // Hidden rows: the hand-written hidden tests and the judge's generated ones.
    const hidden =
      payload.problem.testCases.filter((c) => c.hidden).length +
      (payload.problem.judge?.tests.length ?? 0);
    expect(hidden).toBeGreaterThan(0);
    expect(submitted).toEqual({
      hidden,
      visible: payload.problem.testCases.filter((c) => !c.hidden).length,
    });
    expect(reread).toEqual(submitted);
  });

  it('course coding level: start, read, submit, read again', async () => {
    const { course, chapter } = codingLevel;
    await t.app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/visit`,
      headers: as(user),
    });
    const before = course.chapters.filter((ch) => ch.order < chapter.order).map((ch) => ch.order);
    await t.database.handle.db
      .updateTable('course_progress')
      .set({ completed_chapters: JSON.stringify(before) })
      .where('user_id', '=', user.id)
      .where('course_id', '=', course.id)
      .execute();
    const base = attemptsUrl(course.id, chapter.id);
    const started = await startAttempt(t.app, user, base);
    checkRows(started);
    const id = z.object({ id: z.string() }).parse(started.json()).id;
    const stored = await attemptPayloadOf(t, id);
    if (stored.kind !== 'coding') throw new Error('expected a coding attempt');
    const { reference } = stored.problem;
    checkRows(await t.app.inject({ method: 'GET', url: `${base}/${id}`, headers: as(user) }));
    const submitted = checkRows(
      await submitAttempt(t.app, user, base, id, {
        language: reference.language,
        source: reference.source,
      }),
    );
    expect(submitted.hidden).toBeGreaterThan(0);
    expect(submitted.visible).toBeGreaterThan(0);
    expect(
      checkRows(await t.app.inject({ method: 'GET', url: `${base}/${id}`, headers: as(user) })),
    ).toEqual(submitted);
  });
});
