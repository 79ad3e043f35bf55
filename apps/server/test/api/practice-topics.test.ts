import { describe, expect, it } from 'vitest';
import { COMMON_TOPICS, isOnTopic } from '@app/content/common-topics';
import { decodePayload } from '../../src/modules/generation/payload';
import { dialectsUnderTest } from '../helpers/databases';
import { as, useLearner, useTestApp } from '../helpers/test-app';
import { postTest, submitTest } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();

describe.each(dialects)('practice tests on typed topics on %s', (dialect) => {
  const t = useTestApp(dialect);
  const user = useLearner(t);

  it('draws on-topic questions from the bank and the courses for common topics', async () => {
    let onTopic = 0;
    let total = 0;
    for (const topic of COMMON_TOPICS) {
      const res = await postTest(t.app, user, {
        type: 'mcq',
        topic: topic.topic,
        difficulty: 'medium',
      });
      expect(res.statusCode).toBe(200);
      const view = res.json<{ id: string; title: string }>();
      const rows = await t.database.handle.db
        .selectFrom('questions')
        .select(['question', 'options', 'correct_answer', 'explanation', 'payload'])
        .where('test_id', '=', view.id)
        .execute();
      for (const row of rows) {
        const p = decodePayload(row);
        total++;
        if (p.kind === 'mcq' && isOnTopic(topic, p.mcq)) onTopic++;
      }
      // Submitted, as a learner would: an open test's questions are held out of new tests.
      const submitted = await submitTest(t.app, user, view.id);
      expect(submitted.statusCode).toBe(200);
    }
    expect(total).toBe(COMMON_TOPICS.length * 10);
    // Today's matcher served about 22% on-topic questions on these topics.
    expect(onTopic / total).toBeGreaterThan(0.5);
  });

  it('previews a thin topic honestly and titles the test with what it serves', async () => {
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/tests/topic-preview?topic=Python%20Decorators&difficulty=easy',
      headers: as(user),
    });
    expect(preview.statusCode).toBe(200);
    const p = preview.json<{
      onTopic: number;
      fill: { label: string; count: number } | null;
      servedTopic: string;
    }>();
    expect(p.onTopic).toBeLessThan(10);
    expect(p.fill?.count).toBe(10 - p.onTopic);
    const res = await postTest(t.app, user, {
      type: 'mcq',
      topic: 'Python Decorators',
      difficulty: 'easy',
    });
    expect(res.json<{ title: string; notice: string | null }>()).toMatchObject({
      title: `${p.servedTopic} - MCQ Test`,
      notice: expect.stringContaining(`adds ${p.fill?.count}`),
    });
  });

  it('keeps an exact bank topic on its pool and suggests topics as one types', async () => {
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/tests/topic-preview?topic=SQL%20Fundamentals',
      headers: as(user),
    });
    expect(preview.json()).toMatchObject({
      bankTopic: true,
      fill: null,
      servedTopic: 'SQL Fundamentals',
    });
    const s = await t.app.inject({
      method: 'GET',
      url: '/api/tests/topic-suggestions?q=gorout',
      headers: as(user),
    });
    expect(s.statusCode).toBe(200);
    expect(
      s.json<{ suggestions: { tag: string; count: number }[] }>().suggestions[0],
    ).toMatchObject({ tag: expect.stringMatching(/^go\//), count: expect.any(Number) });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/tests/topic-suggestions',
      headers: as(user),
    });
    expect(bad.statusCode).toBe(400);
  });
});
