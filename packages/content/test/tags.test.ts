import { describe, expect, it } from 'vitest';
import { BANK_TOPICS } from '../src/bank';
import { COURSES } from '../src/catalogue';
import { buildPracticePool, checkTags, offeredTags, tagCounts } from '../src/practice-pool';
import { MIN_TAG_ITEMS, TAG_VOCABULARY, tagLabel } from '../src/tags';

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
  it('labels tags for people', () => {
    expect(tagLabel('python/decorators')).toBe('Python decorators');
    expect(tagLabel('cpp/smart-pointers')).toBe('C++ smart pointers');
    expect(tagCounts(buildPracticePool(BANK_TOPICS, [])).get('sql/fundamentals')).toBe(43);
  });
});
