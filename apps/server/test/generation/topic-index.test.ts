import { describe, expect, it } from 'vitest';
import {
  generatePractice,
  practiceIndex,
  previewTopic,
  selectPracticeMcqs,
} from '../../src/modules/generation/practice-topic';
import { editDistance, tokenize } from '../../src/modules/generation/topic-index';

const { index } = practiceIndex();
const seeded =
  (seed = 7) =>
  () =>
    (seed = (seed * 16807) % 2147483647) / 2147483647;

describe('topic index: aliases', () => {
  it.each([
    ['DP', 'dp'],
    ['dynamic programming', 'dp'],
    ['bisect', 'binarysearch'],
    ['goroutines', 'goroutine'],
    ['regexp', 'regex'],
    ['py', 'python'],
    ['js', 'javascript'],
    ['ts', 'typescript'],
    ['C++', 'cpp'],
  ])('%s reads as %s', (typed, term) => {
    expect(tokenize(typed)).toContain(term);
  });
  it('keeps words that are also object keys', () => {
    expect(tokenize('constructor toString')).toEqual(['constructor', 'tostring']);
  });
  it('async also matches await and promises', () => {
    expect(index.terms('async')[0]).toEqual(expect.arrayContaining(['async', 'await', 'promise']));
  });
  it('goroutines find the Go concurrency level first', () => {
    expect(index.search('goroutines')[0]?.item.tags).toContain('go/concurrency');
  });
});

describe('topic index: typos', () => {
  it('measures edit distance with a cap', () => {
    expect(editDistance('decoraters', 'decorator', 2)).toBe(2);
    expect(editDistance('python', 'ruby', 1)).toBe(2);
    expect(editDistance('pyhton', 'python', 1)).toBe(1);
  });
  it('corrects misspelt words to indexed ones', () => {
    const [lang, concept] = index.terms('pyhton decoraters');
    expect(lang).toEqual(['python']);
    expect(concept).toContain('decorator');
  });
  it('ranks a misspelt topic like the right spelling', () => {
    const right = index
      .search('rust ownership')
      .slice(0, 10)
      .map((r) => r.item.key);
    const typo = index
      .search('rust ownershp')
      .slice(0, 10)
      .map((r) => r.item.key);
    expect(typo).toEqual(right);
  });
});

describe('topic index: difficulty is a soft preference', () => {
  it('ranks the asked difficulty first among equally relevant items, and keeps the others', () => {
    const easy = index.search('go concurrency', 'easy').filter((r) => r.onTopic);
    const hard = index.search('go concurrency', 'hard').filter((r) => r.onTopic);
    expect(new Set(easy.map((r) => r.item.key))).toEqual(new Set(hard.map((r) => r.item.key)));
    const item = easy[0]?.item;
    expect(item).toBeDefined();
    const inEasy = easy.find((r) => r.item === item)?.score ?? 0;
    const inHard = hard.find((r) => r.item === item)?.score ?? 0;
    const expected = { easy: 1, medium: 0, hard: -1 }[item?.difficulty ?? 'medium'];
    expect(Math.sign(inEasy - inHard)).toBe(expected);
  });
});

describe('practice tests from the pool', () => {
  it('keeps an exact bank topic on its bank pool', () => {
    expect(
      generatePractice({
        type: 'mcq',
        topic: 'Python Basics',
        difficulty: 'medium',
        seen: new Set(),
      }),
    ).toBeNull();
    expect(
      generatePractice({
        type: 'coding',
        topic: 'Rust Ownership',
        difficulty: 'medium',
        seen: new Set(),
      }),
    ).toBeNull();
  });
  it('serves a full test on a well covered topic without a fill', () => {
    const s = selectPracticeMcqs(
      { topic: 'Go Concurrency', difficulty: 'medium', seen: new Set() },
      seeded(),
    );
    expect(s?.items).toHaveLength(10);
    expect(s?.fill).toBeNull();
    expect(s?.servedTopic).toBe('Go Concurrency');
    expect(s?.items.every((i) => i.tags.some((t) => t.startsWith('go/')))).toBe(true);
  });
  it('says so when the topic is thin and fills from the nearest broader tag', () => {
    const s = selectPracticeMcqs(
      { topic: 'Python Decorators', difficulty: 'medium', seen: new Set() },
      seeded(),
    );
    expect(s?.items).toHaveLength(10);
    expect(s?.onTopic).toBeLessThan(10);
    expect(s?.fill?.count).toBe(10 - (s?.onTopic ?? 0));
    expect(s?.servedTopic).toBe(`Python Decorators (+ ${s?.fill?.label})`);
    const preview = previewTopic('Python Decorators', 'medium');
    expect(preview).toMatchObject({
      onTopic: s?.onTopic,
      servedTopic: s?.servedTopic,
      bankTopic: false,
    });
    expect(preview.suggestions.length).toBeGreaterThan(0);
  });
  it('prefers questions the learner has not seen', () => {
    const first = selectPracticeMcqs(
      { topic: 'Go Concurrency', difficulty: 'medium', seen: new Set() },
      seeded(3),
    );
    const seen = new Set(first?.items.map((i) => i.key));
    const second = selectPracticeMcqs(
      { topic: 'Go Concurrency', difficulty: 'medium', seen },
      seeded(5),
    );
    const pool = Math.min(first?.onTopic ?? 0, 30);
    expect(pool).toBeGreaterThan(10);
    // Only as many seen questions as the unseen on-topic ones cannot cover.
    expect(second?.items.filter((i) => seen.has(i.key)).length).toBe(Math.max(0, 10 - (pool - 10)));
  });
  it('mixes bank and course items when both cover the topic', () => {
    const ranked = index.search('sql joins').filter((r) => r.onTopic);
    expect(new Set(ranked.map((r) => r.item.source))).toEqual(new Set(['bank', 'course']));
  });
});
