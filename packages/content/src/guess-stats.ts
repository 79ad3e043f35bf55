/**
 * How far a learner who knows nothing gets by reading the shape of the options. Three simulated
 * guessers: always the longest option, the option that repeats most words of the question, and the
 * most specific option (digits and code characters). Ties are broken at random, so a guesser facing
 * four equally long options is a coin among four. The content validator holds every course and
 * bank pool to the limits below (issue 11).
 */
import { OPTION_LETTERS, type Mcq } from '@app/shared/content.schemas';
import { CHAPTER_MCQ_COUNT, MCQ_QUESTION_COUNT, PASS_MARK_PERCENT } from '@app/shared/constants';

export type Strategy = 'longest' | 'overlap' | 'specific';
export const STRATEGIES: readonly Strategy[] = ['longest', 'overlap', 'specific'];

/** The key may be the strictly longest option in at most this share of a course's or pool's MCQs. */
export const MAX_LONGEST_KEY_SHARE = 0.3;
/** A guesser may pass at most this share of simulated level attempts or bank tests. */
export const MAX_GUESSER_PASS = 0.1;

const WORD = /[a-z0-9_]+/g;
const SPECIFIC = /[0-9(){}[\]<>=_.;:`'"*+/\\|&%$#@!?-]/g;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function score(strategy: Strategy, q: Mcq, option: string): number {
  if (strategy === 'longest') return option.trim().length;
  if (strategy === 'specific') return option.match(SPECIFIC)?.length ?? 0;
  const asked = new Set(words(q.question).filter((w) => w.length > 2));
  return new Set(words(option).filter((w) => asked.has(w))).size;
}

/** The chance that the guesser picks the key of this question (ties split evenly). */
export function keyChance(strategy: Strategy, q: Mcq): number {
  const scores = OPTION_LETTERS.map((l) => score(strategy, q, q.options[l]));
  const best = Math.max(...scores);
  const tied = OPTION_LETTERS.filter((_, i) => scores[i] === best);
  return tied.includes(q.correct) ? 1 / tied.length : 0;
}

/** True when the key is longer than every other option. */
export function keyIsStrictlyLongest(q: Mcq): boolean {
  const key = q.options[q.correct].trim().length;
  return OPTION_LETTERS.every((l) => l === q.correct || q.options[l].trim().length < key);
}

export function longestKeyShare(mcqs: readonly Mcq[]): number {
  return mcqs.length === 0 ? 0 : mcqs.filter(keyIsStrictlyLongest).length / mcqs.length;
}

/** A small deterministic generator, so the statistics are the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SIMULATED_ATTEMPTS = 2000;

/**
 * The share of simulated attempts the guesser passes: each attempt draws `size` questions without
 * replacement from the pool and passes at PASS_MARK_PERCENT of them correct.
 */
export function guesserPassRate(
  strategy: Strategy,
  pool: readonly Mcq[],
  size: number,
  attempts = SIMULATED_ATTEMPTS,
  seed = 1,
): number {
  if (pool.length === 0) return 0;
  const chances = pool.map((q) => keyChance(strategy, q));
  const draw = Math.min(size, pool.length);
  const need = Math.ceil((draw * PASS_MARK_PERCENT) / 100);
  const random = mulberry32(seed);
  const order = chances.map((_, i) => i);
  let passed = 0;
  for (let a = 0; a < attempts; a++) {
    for (let i = 0; i < draw; i++) {
      const j = i + Math.floor(random() * (order.length - i));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    let right = 0;
    for (let i = 0; i < draw; i++) if (random() < (chances[order[i] ?? 0] ?? 0)) right++;
    if (right >= need) passed++;
  }
  return passed / attempts;
}

export interface PoolStats {
  where: string;
  questions: number;
  longestKeyShare: number;
  /** Mean share of simulated attempts passed, per strategy, over the pool's levels or tests. */
  pass: Record<Strategy, number>;
}

/** A course: its MCQ levels, each attempt CHAPTER_MCQ_COUNT questions from the level's set. */
export function courseStats(where: string, levels: readonly (readonly Mcq[])[]): PoolStats {
  const mcqLevels = levels.filter((l) => l.length > 0);
  const pass = {} as Record<Strategy, number>;
  for (const s of STRATEGIES) {
    const rates = mcqLevels.map((l, i) => guesserPassRate(s, l, CHAPTER_MCQ_COUNT, SIMULATED_ATTEMPTS, i + 1));
    pass[s] = rates.length === 0 ? 0 : rates.reduce((a, b) => a + b, 0) / rates.length;
  }
  const all = mcqLevels.flat();
  return { where, questions: all.length, longestKeyShare: longestKeyShare(all), pass };
}

/** A bank pool (one topic at one difficulty): tests of MCQ_QUESTION_COUNT questions. */
export function bankPoolStats(where: string, mcqs: readonly Mcq[]): PoolStats {
  const pass = {} as Record<Strategy, number>;
  for (const s of STRATEGIES) pass[s] = guesserPassRate(s, mcqs, MCQ_QUESTION_COUNT);
  return { where, questions: mcqs.length, longestKeyShare: longestKeyShare(mcqs), pass };
}

/** The limits a pool breaks, as messages naming the figure and the limit. */
export function guessErrors(stats: PoolStats, checkLongest = true): string[] {
  const errors: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  if (checkLongest && stats.longestKeyShare > MAX_LONGEST_KEY_SHARE)
    errors.push(
      `${stats.where}: the key is the strictly longest option in ${pct(stats.longestKeyShare)} of ${stats.questions} MCQs (max ${pct(MAX_LONGEST_KEY_SHARE)})`,
    );
  for (const s of STRATEGIES)
    if (stats.pass[s] > MAX_GUESSER_PASS)
      errors.push(
        `${stats.where}: a guesser who picks the ${s} option passes ${pct(stats.pass[s])} of simulated attempts (max ${pct(MAX_GUESSER_PASS)})`,
      );
  return errors;
}
