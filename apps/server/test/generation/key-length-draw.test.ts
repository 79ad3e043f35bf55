/**
 * Drawn attempts are balanced by the key's place by length (bank.generator.ts keyLengthBalanced):
 * a learner who always picks the longest, second-longest, second-shortest or shortest option does
 * not pass on that alone. Before, always the second-longest passed 17.9% of first attempts at the
 * 229 MCQ levels in a teacher's test. A key tied with another option counts as a hit here (a
 * guesser would get half of it), so the figures are upper bounds.
 */
import { describe, expect, it } from 'vitest';
import { BANK_TOPICS } from '@app/content/bank';
import { COURSES } from '@app/content/catalogue';
import {
  CHAPTER_MCQ_COUNT,
  DIFFICULTIES,
  MCQ_QUESTION_COUNT,
  PASS_MARK_PERCENT,
} from '@app/shared/constants';
import { OPTION_LETTERS, type Mcq } from '@app/shared/content.schemas';
import { drawMcqs } from '../../src/modules/generation/bank.generator';

const PLACES = ['longest', 'second-longest', 'second-shortest', 'shortest'] as const;

/** Whether the key sits at the place (ties count for it). */
function keyAt(q: Mcq, place: (typeof PLACES)[number]): boolean {
  const key = q.options[q.correct].trim().length;
  const lengths = OPTION_LETTERS.map((l) => q.options[l].trim().length);
  const longer = lengths.filter((n) => n > key).length;
  const shorter = lengths.filter((n) => n < key).length;
  return {
    longest: longer === 0,
    'second-longest': longer === 1,
    'second-shortest': shorter === 1,
    shortest: shorter === 0,
  }[place];
}

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DRAWS = 100;

/** Of DRAWS seeded draws of `count` from each pool, the share some place guesser passes. */
function guessedShare(pools: readonly (readonly Mcq[])[], count: number): number {
  const need = Math.ceil((count * PASS_MARK_PERCENT) / 100);
  let passed = 0;
  for (const pool of pools)
    for (let s = 1; s <= DRAWS; s++) {
      const drawn = drawMcqs(
        pool,
        count,
        new Set(),
        (q) => q.question,
        (q) => q,
        seeded(s),
      );
      if (PLACES.some((p) => drawn.filter((q) => keyAt(q, p)).length >= need)) passed++;
    }
  return passed / (pools.length * DRAWS);
}

describe('MCQ draws balanced by the key length place', () => {
  it('course levels: a length-place guesser passes under 1% of drawn attempts', () => {
    const levels = COURSES.flatMap((c) => c.chapters.map((ch) => ch.mcqs)).filter((l) => l.length);
    expect(levels.length).toBeGreaterThan(200);
    expect(guessedShare(levels, CHAPTER_MCQ_COUNT)).toBeLessThan(0.01);
  });

  it('bank pools: a length-place guesser passes under 5% of drawn tests', () => {
    const pools = BANK_TOPICS.flatMap((t) => DIFFICULTIES.map((d) => t.levels[d].mcq));
    expect(guessedShare(pools, MCQ_QUESTION_COUNT)).toBeLessThan(0.05);
  });

  it('keeps unseen questions first where the balance allows, and draws no question twice', () => {
    const pool = COURSES[0]?.chapters.find((ch) => ch.mcqs.length >= 12)?.mcqs ?? [];
    const seen = new Set(pool.slice(0, 6).map((q) => q.question));
    const drawn = drawMcqs(
      pool,
      CHAPTER_MCQ_COUNT,
      seen,
      (q) => q.question,
      (q) => q,
      seeded(7),
    );
    expect(new Set(drawn.map((q) => q.question)).size).toBe(CHAPTER_MCQ_COUNT);
    // Six of the pool are seen and at least six are not: the balance may take a seen one or two.
    expect(drawn.filter((q) => seen.has(q.question)).length).toBeLessThanOrEqual(2);
  });
});
