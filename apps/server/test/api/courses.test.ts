import { describe, expect, it } from 'vitest';
import { COURSES } from '@app/content/catalogue';
import { dialectsUnderTest } from '../helpers/databases';
import { attemptsUrl, mcqQuestionsOf, startAttempt, submitAttempt } from '../helpers/levels-api';
import { as, signUp, useTestApp, type TestApp, type TestUser } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

/** A course whose first two levels are MCQ levels. */
const course = COURSES.find(
  (c) => c.chapters[0]?.testType === 'mcq' && c.chapters[1]?.testType === 'mcq',
);
if (!course) throw new Error('no course with two MCQ levels first');
const [ch1, ch2, ch3] = course.chapters;

const levelUrl = (chapterId: string) => attemptsUrl(course.id, chapterId);

function start(t: TestApp, user: TestUser, chapterId: string) {
  return startAttempt(t.app, user, levelUrl(chapterId));
}

/** Answers an attempt: `correct` of its questions right, the rest wrong. */
async function answers(
  t: TestApp,
  attemptId: string,
  correct: number,
): Promise<Record<string, string>> {
  const questions = await mcqQuestionsOf(t, attemptId);
  return Object.fromEntries(
    questions.map((q, i) => [q.id, i < correct ? q.correct : q.correct === 'A' ? 'B' : 'A']),
  );
}

async function pass(t: TestApp, user: TestUser, chapterId: string, correct = 5) {
  const attempt = (await start(t, user, chapterId)).json();
  return submitAttempt(t.app, user, levelUrl(chapterId), attempt.id, {
    answers: await answers(t, attempt.id, correct),
  });
}

describe.each(dialects)('courses and progress on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('serves the catalogue without lesson bodies, a course, and a chapter with its lesson; unknown ids 404', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(list.json().length).toBe(COURSES.length);
    expect(list.body).not.toContain('"lesson"');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/courses/${course.id}` })).json();
    expect(detail.chapters[0]).toMatchObject({
      id: ch1?.id,
      order: 1,
      testSize: { questions: 5, label: '5 questions' },
    });
    const chapter = (
      await t.app.inject({ method: 'GET', url: `/api/courses/${course.id}/chapters/${ch1?.id}` })
    ).json();
    expect(chapter.lesson.length).toBeGreaterThan(500);
    expect(chapter.overview.whatYouWillLearn.length).toBeGreaterThanOrEqual(5);
    const missing = await t.app.inject({ method: 'GET', url: '/api/courses/no-such-course' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Course not found');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/courses/${course.id}/chapters/nope-1` }))
        .statusCode,
    ).toBe(404);
  });

  it('opening a course enrols once, even under concurrent requests', async () => {
    const user = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: `/api/courses/${course.id}/visit`, headers: as(user) }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.database.handle.db
      .selectFrom('course_progress')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      current_chapter: 1,
      status: 'in_progress',
      completed_chapters: '[]',
    });
  });

  it('a locked level cannot be started or submitted; passing level 1 unlocks level 2', async () => {
    const user = await signUp(t.app);
    const locked = await start(t, user, ch2?.id ?? '');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toEqual({
      code: 'LEVEL_LOCKED',
      message: 'Complete previous level to unlock',
    });

    const failed = await pass(t, user, ch1?.id ?? '', 2);
    expect(failed.json().result).toMatchObject({
      score: 20,
      maxScore: 50,
      percent: 40,
      passed: false,
    });
    expect((await start(t, user, ch2?.id ?? '')).statusCode).toBe(403);

    const ok = await pass(t, user, ch1?.id ?? '', 3);
    expect(ok.json().result).toMatchObject({
      score: 30,
      percent: 60,
      passed: true,
      progressSaved: true,
    });
    const progress = (
      await t.app.inject({ method: 'GET', url: `/api/progress/${course.id}`, headers: as(user) })
    ).json();
    expect(progress).toMatchObject({
      currentChapter: 2,
      completedChapters: [1],
      chapterScores: { '1': { mcqScore: 60, codingScore: 100, completed: true } },
    });
    expect((await start(t, user, ch2?.id ?? '')).statusCode).toBe(200);
    expect((await start(t, user, ch3?.id ?? '')).statusCode).toBe(403);
  });

  it("submitting another learner's attempt is refused, and a forged score is ignored", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const url = levelUrl(ch1?.id ?? '');
    const attempt = (await startAttempt(t.app, alice, url)).json();
    const stolen = await submitAttempt(t.app, bob, url, attempt.id, { answers: {} });
    expect(stolen.statusCode).toBe(404);
    const forged = await submitAttempt(t.app, alice, url, attempt.id, {
      answers: await answers(t, attempt.id, 0),
      score: 50,
    });
    expect(forged.statusCode).toBe(400);
    const honest = await submitAttempt(t.app, alice, url, attempt.id, {
      answers: await answers(t, attempt.id, 0),
    });
    expect(honest.json().result.score).toBe(0);
    const again = await submitAttempt(t.app, alice, url, attempt.id, {
      answers: await answers(t, attempt.id, 5),
    });
    expect(again.json().result.score).toBe(0);
  });

  it("an attempt is read and saved only under its own level's URL", async () => {
    const user = await signUp(t.app);
    const attempt = (await start(t, user, ch1?.id ?? '')).json();
    const urls = {
      own: `${levelUrl(ch1?.id ?? '')}/${attempt.id}`,
      otherLevel: `${levelUrl(ch2?.id ?? '')}/${attempt.id}`,
      noCourse: `${attemptsUrl('nope', 'nope')}/${attempt.id}`,
    };
    const draft = { answers: {} };
    const statuses = async (url: string) => [
      (await t.app.inject({ method: 'GET', url, headers: as(user) })).statusCode,
      (
        await t.app.inject({
          method: 'PUT',
          url: `${url}/draft`,
          headers: as(user),
          payload: draft,
        })
      ).statusCode,
    ];
    expect(await statuses(urls.own)).toEqual([200, 200]);
    expect(await statuses(urls.otherLevel)).toEqual([404, 404]);
    expect(await statuses(urls.noCourse)).toEqual([404, 404]);
  });

  it('a level submitted twice at once (a double click, a second tab) gives both the one result', async () => {
    const user = await signUp(t.app);
    const url = levelUrl(ch1?.id ?? '');
    const attempt = (await start(t, user, ch1?.id ?? '')).json();
    const body = { answers: await answers(t, attempt.id, 4) };
    const all = await Promise.all(
      [1, 2, 3].map(() => submitAttempt(t.app, user, url, attempt.id, body)),
    );
    for (const res of all) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'completed',
        result: { score: 40, passed: true },
      });
    }
  });

  it('two levels finished at once in two tabs are both kept', async () => {
    const user = await signUp(t.app);
    await pass(t, user, ch1?.id ?? '', 3);
    const a1 = (await start(t, user, ch1?.id ?? '')).json();
    const a2 = (await start(t, user, ch2?.id ?? '')).json();
    const [r1, r2] = await Promise.all([
      submitAttempt(t.app, user, levelUrl(ch1?.id ?? ''), a1.id, {
        answers: await answers(t, a1.id, 5),
      }),
      submitAttempt(t.app, user, levelUrl(ch2?.id ?? ''), a2.id, {
        answers: await answers(t, a2.id, 4),
      }),
    ]);
    expect(r1.statusCode).toBe(200);
    expect(r2.statusCode).toBe(200);
    const progress = (
      await t.app.inject({ method: 'GET', url: `/api/progress/${course.id}`, headers: as(user) })
    ).json();
    expect(progress.completedChapters).toEqual([1, 2]);
    expect(progress.chapterScores['1']).toEqual({
      mcqScore: 100,
      codingScore: 100,
      completed: true,
    });
    expect(progress.chapterScores['2']).toEqual({
      mcqScore: 80,
      codingScore: 100,
      completed: true,
    });
    expect(progress.currentChapter).toBe(3);
  });

  it('GET /api/progress lists every course the learner opened', async () => {
    const user = await signUp(t.app);
    for (const c of COURSES.slice(0, 3))
      await t.app.inject({ method: 'POST', url: `/api/courses/${c.id}/visit`, headers: as(user) });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/progress', headers: as(user) })
    ).json();
    expect(list.map((p: { courseId: string }) => p.courseId).sort()).toEqual(
      COURSES.slice(0, 3)
        .map((c) => c.id)
        .sort(),
    );
  });

  it('the overview comes from the stored overview without an AI key', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/courses/${course.id}/chapters/${ch1?.id}/overview`,
      headers: as(user),
    });
    expect(res.json()).toEqual({ ...ch1?.overview, source: 'bank' });
  });
});
