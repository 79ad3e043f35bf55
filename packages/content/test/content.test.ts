import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '@app/shared/constants';
import { LANGUAGE_IDS } from '@app/shared/languages';
import { BANK_TOPICS } from '../src/bank';
import { CATALOGUE_TABLE } from '../src/catalogue-table';
import { COURSES } from '../src/catalogue';
import { TOPIC_DEBUG_LANGUAGES, validateCourse, validateTopic } from '../src/validate';

/** The 17 suggested topics of /tests plus the general fallback pool. */
const SUGGESTED = [
  'HTML & CSS Basics',
  'JavaScript Fundamentals',
  'Python Basics',
  'Git & Version Control',
  'SQL Fundamentals',
  'React.js',
  'Node.js & Express',
  'RESTful APIs',
  'Data Structures',
  'Algorithms',
  'Object-Oriented Programming',
  'System Design',
  'Microservices Architecture',
  'Advanced Algorithms',
  'Machine Learning',
  'Cloud Computing (AWS/Azure)',
  'DevOps & CI/CD',
];

describe('course catalogue', () => {
  it('has the 33 courses of the table, in order, 329 levels', () => {
    expect(COURSES.map((c) => c.id)).toEqual(CATALOGUE_TABLE.map((r) => r.id));
    expect(COURSES.reduce((n, c) => n + c.chapters.length, 0)).toBe(329);
  });
  it.each(CATALOGUE_TABLE.map((r) => r.id))('%s passes every static check', (id) => {
    const course = COURSES.find((c) => c.id === id);
    const { errors } = validateCourse(course);
    expect(errors).toEqual([]);
  });
});

describe('practice bank', () => {
  it('covers every suggested topic by exact name, plus the general pool', () => {
    expect(BANK_TOPICS.map((t) => t.name).sort()).toEqual(
      [...SUGGESTED, 'General Programming'].sort(),
    );
  });
  it.each(BANK_TOPICS.map((t) => t.id))(
    '%s passes every static check (incl. pseudocode grading)',
    (id) => {
      const { errors } = validateTopic(BANK_TOPICS.find((t) => t.id === id));
      expect(errors).toEqual([]);
    },
  );
  it('has at least 612 MCQs over the 17 topics x 3 difficulties', () => {
    const suggested = BANK_TOPICS.filter((t) => t.id !== 'general-programming');
    const n = suggested.reduce(
      (s, t) => s + DIFFICULTIES.reduce((k, d) => k + t.levels[d].mcq.length, 0),
      0,
    );
    expect(n).toBeGreaterThanOrEqual(612);
  });
  it('spreads debug problems over all ten languages: each in at least 3, each open topic in at least 4', () => {
    const debugOf = (t: (typeof BANK_TOPICS)[number]) =>
      DIFFICULTIES.flatMap((d) => t.levels[d].debug);
    const all = BANK_TOPICS.flatMap(debugOf);
    const uses = LANGUAGE_IDS.map((l) => [l, all.filter((p) => p.language === l).length] as const);
    expect(uses.filter(([, n]) => n < 3)).toEqual([]);
    const open = BANK_TOPICS.filter((t) => !(t.id in TOPIC_DEBUG_LANGUAGES));
    const narrow = open
      .map((t) => [t.id, new Set(debugOf(t).map((p) => p.language)).size] as const)
      .filter(([, n]) => n < 4);
    expect(narrow).toEqual([]);
  });
  it("writes the debug problems of language topics in the topic's language", () => {
    expect(
      Object.keys(TOPIC_DEBUG_LANGUAGES).filter((id) => !BANK_TOPICS.some((t) => t.id === id)),
    ).toEqual([]);
    const react = BANK_TOPICS.find((t) => t.id === 'react');
    const [first, ...rest] = react?.levels.easy.debug ?? [];
    expect(first?.language).toBe('javascript');
    const moved = {
      ...react,
      levels: {
        ...react?.levels,
        easy: { ...react?.levels.easy, debug: [{ ...first, language: 'rust' }, ...rest] },
      },
    };
    expect(validateTopic(moved).errors).toEqual([
      `react/easy/${first?.id}: debug problem in rust; this topic's debug problems are in javascript`,
    ]);
  });
  it('no MCQ appears twice anywhere in the bank', () => {
    const all = BANK_TOPICS.flatMap((t) =>
      DIFFICULTIES.flatMap((d) => t.levels[d].mcq.map((q) => q.question.toLowerCase().trim())),
    );
    expect(all.length - new Set(all).size).toBe(0);
  });
});
