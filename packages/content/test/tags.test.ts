import { describe, expect, it } from 'vitest';
import { BANK_TOPICS } from '../src/bank';
import { COURSES } from '../src/catalogue';
import { buildPracticePool, checkTags, offeredTags, tagCounts } from '../src/practice-pool';
import { itemTags, MIN_TAG_ITEMS, TAG_VOCABULARY, tagLabel } from '../src/tags';

describe('concept tags', () => {
  it('tags every item with 1-4 known tags, and every tag MCQs use has enough of them', () => {
    expect(checkTags(BANK_TOPICS, COURSES)).toEqual([]);
  });
  it('offers the tags learners type most', () => {
    const offered = offeredTags(buildPracticePool(BANK_TOPICS, COURSES));
    for (const tag of [
      'rust/ownership',
      'go/concurrency',
      'js/closures',
      'js/async',
      'ts/generics',
      'dsa/recursion',
      'dsa/linked-lists',
    ])
      expect(offered).toContain(tag);
    expect(offered.length).toBeGreaterThan(150);
    expect([...TAG_VOCABULARY].every((t) => /^[a-z0-9]+\/[a-z0-9-]+$/.test(t))).toBe(true);
  });
  it('reports an untagged level and a tag too thin to offer', () => {
    const python = COURSES.find((c) => c.id === 'python');
    const first = python?.chapters[0];
    if (!python || !first) throw new Error('the python course is missing');
    const thin = {
      ...python,
      chapters: [
        { ...first, mcqs: first.mcqs.slice(0, 3) },
        { ...first, id: 'python-99' },
      ],
    };
    const errors = checkTags([], [thin]);
    expect(errors).toContain('python/python-99: no tags in tags.ts');
    expect(errors).toContain(
      `tag python/variables: ${3} MCQs (min ${MIN_TAG_ITEMS} to be offered)`,
    );
    expect(errors).toContain('python-99: 0 tags (1-4)');
  });
  it("holds each question text once, the bank's copy where a level asks it again", () => {
    const pool = buildPracticePool(BANK_TOPICS, COURSES);
    const keys = pool.map((item) => item.key.trim());
    expect(keys.length - new Set(keys).size).toBe(0);
    // The bank's easy Python question is asked again in the Python course's third level.
    const split = pool.filter((item) => item.key === 'What does "a,b,,c".split(",") return?');
    expect(split.map((item) => item.source)).toEqual(['bank']);
  });
  it('labels tags for people', () => {
    expect(tagLabel('python/decorators')).toBe('Python decorators');
    expect(tagLabel('cpp/smart-pointers')).toBe('C++ smart pointers');
    expect(tagCounts(buildPracticePool(BANK_TOPICS, [])).get('sql/fundamentals')).toBe(43);
  });
  it('gives an item the concept tags its own words earn, within its subjects, at most 4', () => {
    expect(itemTags(['js/functions'], 'What does this closure capture?')).toEqual([
      'js/closures',
      'js/functions',
    ]);
    // Closures are a JavaScript concept here: a Python question does not earn js/closures.
    expect(itemTags(['python/functions'], 'What does this closure capture?')).toEqual([
      'python/functions',
    ]);
    // Shared concepts apply anywhere; words that do not name the concept earn nothing.
    expect(itemTags(['rust/basics'], 'Which regex matches?')).toEqual([
      'general/regex',
      'rust/basics',
    ]);
    expect(itemTags(['sql/fundamentals'], 'Select rows grouped by a column')).toEqual([
      'sql/fundamentals',
    ]);
    expect(
      itemTags(
        ['dsa/a', 'dsa/b', 'dsa/c'],
        'A recursive binary search on a linked list in O(log n)',
      ),
    ).toHaveLength(4);
  });
});
