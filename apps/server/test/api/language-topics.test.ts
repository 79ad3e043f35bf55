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

describe.each(dialects)('a problem test on a language on %s', (dialect) => {
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
    // A word of Object's prototype is no language (it once read as one).
    expect((await start('constructor', 'medium')).language).toBe('javascript');
  });

  it('gives a debug test on a language code in it, not code that uses the word', async () => {
    const debug = async (topic: string) => {
      const res = await postTest(t.app, user, { type: 'debug', topic, difficulty: 'easy' });
      expect(res.statusCode).toBe(200);
      const view = res.json<TestView>();
      const q = view.questions[0];
      if (q?.kind !== 'debug') throw new Error(`not a debug question: ${q?.kind}`);
      return { title: view.title, notice: view.notice, language: q.problem.language };
    };
    // 'Go' and 'C' are words of statements: the pool once served Kotlin code for Go.
    for (const [topic, language, label] of [
      ['Go', 'go', 'Go'],
      ['C', 'c', 'C'],
      ['Kotlin', 'kotlin', 'Kotlin'],
      ['rust', 'rust', 'Rust'],
    ] as const) {
      const test = await debug(topic);
      expect(test).toMatchObject({ language, title: `${label} - Debug Challenge` });
      expect(test.notice).toMatch(new RegExp(`^This ${label} debug problem comes from .+\\.$`));
    }
    // More than the language, and nothing on it offline: still code in that language.
    const concurrency = await debug('C++ concurrency');
    expect(concurrency.language).toBe('cpp');
    expect(['python', 'python3']).toContain((await debug('Python')).language);
  });

  it('draws a pseudocode test on a language alone from the whole bank', async () => {
    const problems = new Set<string>();
    for (const topic of ['Java', 'Go', 'Rust', 'C']) {
      const res = await postTest(t.app, user, { type: 'pseudocode', topic, difficulty: 'easy' });
      expect(res.statusCode).toBe(200);
      const view = res.json<TestView>();
      expect(view.title).toBe(`${topic} - Pseudocode Test`);
      expect(view.notice).toMatch(
        /^Pseudocode reads the same whatever the language: this problem comes from .+\.$/,
      );
      expect(view.bankTopic).toBeNull();
      const q = view.questions[0];
      if (q?.kind !== 'pseudocode') throw new Error(`not a pseudocode question: ${q?.kind}`);
      problems.add(q.problem.title);
    }
    // More than the two problems one bank topic has at a difficulty.
    expect(problems.size).toBe(4);
  });
});
