import { describe, expect, it } from 'vitest';
import type { TestView } from '@app/shared/tests.schemas';
import { dialectsUnderTest } from '../helpers/databases';
import { useLearner, useTestApp } from '../helpers/test-app';
import { postTest } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();

/** What a coding test's page opens with: its language, title, notice and problem. */
function opening(view: TestView) {
  const q = view.questions[0];
  if (q?.kind !== 'coding') throw new Error(`not a coding question: ${q?.kind}`);
  return {
    id: view.id,
    language: q.problem.defaultLanguage,
    title: view.title,
    notice: view.notice,
    bankTopic: view.bankTopic,
    problem: q.problem.title,
  };
}

describe.each(dialects)('a coding test on a language on %s', (dialect) => {
  const t = useTestApp(dialect);
  const user = useLearner(t);
  const start = async (topic: string, difficulty: 'easy' | 'medium' | 'hard' = 'easy') => {
    const res = await postTest(t.app, user, { type: 'coding', topic, difficulty });
    expect(res.statusCode).toBe(200);
    return opening(res.json<TestView>());
  };

  it('opens in the language typed, as its own test, without a problem picked for the word', async () => {
    const java = await start('Java');
    expect(java).toMatchObject({ language: 'java', title: 'Java - Coding Challenge' });
    // No "No exact match" banner: it is a Java test, whichever topic the problem comes from.
    expect(java.bankTopic).toBeNull();
    expect(java.notice).toMatch(
      /^Every coding problem here can be solved in Java: this one comes from [A-Z][\w &().,/-]+\.$/,
    );

    // A test of its own in its own language, with another problem.
    const cpp = await start('C++');
    expect(cpp).toMatchObject({ language: 'cpp', title: 'C++ - Coding Challenge' });
    expect(cpp.id).not.toBe(java.id);
    expect(cpp.problem).not.toBe(java.problem);
    expect((await start('c++')).id).toBe(cpp.id);
    // Titled with the language's name, whatever the spelling.
    expect(await start('golang programming')).toMatchObject({
      language: 'go',
      title: 'Go - Coding Challenge',
    });

    // 'Go' is a word in statements ('go left'): a language alone is not searched for.
    const go = await start('Go', 'medium');
    expect(go).toMatchObject({ language: 'go', title: 'Go - Coding Challenge' });
    expect(go.notice).toContain('Every coding problem here can be solved in Go');
  });

  it('draws a language alone from the whole bank, not one topic', async () => {
    // One bank topic holds two coding problems a difficulty; eight languages open eight tests.
    const languages = ['Java', 'C++', 'Go', 'Rust', 'Kotlin', 'C#', 'C', 'Python'];
    const problems = new Set<string>();
    const from = new Set<string>();
    for (const language of languages) {
      const test = await start(language, 'hard');
      problems.add(test.problem);
      from.add(test.notice?.replace(/.*comes from /, '') ?? '');
    }
    expect(problems.size).toBe(languages.length);
    expect(from.size).toBeGreaterThan(2);
  });

  it('opens a topic that names a language in it, and says so when another topic serves it', async () => {
    const concurrency = await start('Go Concurrency', 'hard');
    expect(concurrency.language).toBe('go');
    expect(concurrency.notice).toBe(
      'We have no coding problem on Go Concurrency offline; this test is on General Programming instead. It opens in Go.',
    );
    expect((await start('Python Basics', 'medium')).language).toBe('python3');
    expect((await start('Algorithms', 'medium')).language).toBe('javascript');
  });
});
