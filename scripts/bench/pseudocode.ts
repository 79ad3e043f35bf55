/**
 * Grading pseudocode holds the event loop (the offline grader is synchronous): an answer at the
 * 20,000-character limit built to be slow (one long word, thousands of one-word lines, runs of
 * punctuation, the problem's own model answer repeated, read for its pitfalls) against the bank's
 * model answers, over every bank pseudocode problem. A regex tried
 * from every letter of a long word, and every prefix of it indexed, once took 1.5 s per answer.
 * Target: the slowest such answer costs at most 100 model answers' grading.
 */
import { DIFFICULTIES, PSEUDOCODE_MAX_LENGTH } from '@app/shared/constants';
import { gradePseudocode } from '@app/shared/pseudocode-grader';
import { BANK_TOPICS } from '@app/content/bank';

const UNITS = [
  'a',
  'aB',
  'equal',
  'a\n',
  'a. B',
  'a!',
  'a/',
  'a-',
  '(',
  'a.',
  '"',
  'if x then ',
  '[a[a]',
];

export const PSEUDOCODE_SLOW_RATIO_TARGET = 100;

function msOf(run: () => void): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

export function benchPseudocode(log: (k: string, v: unknown) => void): number {
  const problems = BANK_TOPICS.flatMap((t) => DIFFICULTIES.flatMap((d) => t.levels[d].pseudocode));
  let model = 0;
  for (const p of problems) model += msOf(() => gradePseudocode(p, p.rubric.modelAnswer));
  model /= problems.length;
  let slowest = 0;
  const atLimit = (unit: string) =>
    unit.repeat(Math.ceil(PSEUDOCODE_MAX_LENGTH / unit.length)).slice(0, PSEUDOCODE_MAX_LENGTH);
  for (const unit of UNITS) {
    const answer = atLimit(unit);
    for (const p of problems)
      slowest = Math.max(
        slowest,
        msOf(() => gradePseudocode(p, answer)),
      );
  }
  // An opened call that never closes, its argument after a run of spaces.
  const spaces = `len(${' '.repeat(PSEUDOCODE_MAX_LENGTH - 5)}x`;
  for (const p of problems)
    slowest = Math.max(
      slowest,
      msOf(() => gradePseudocode(p, spaces)),
    );
  // A real answer repeated to the limit is read for its pitfalls step by step (a non-answer is not).
  for (const p of problems)
    slowest = Math.max(
      slowest,
      msOf(() => gradePseudocode(p, atLimit(`${p.rubric.modelAnswer}\n`))),
    );
  const ratio = slowest / model;
  log('pseudocode grading, model answer ms each', model);
  log('pseudocode grading, slowest 20,000-character answer ms', slowest);
  log(`pseudocode slowest / model answer (target <= ${PSEUDOCODE_SLOW_RATIO_TARGET})`, ratio);
  return ratio;
}
