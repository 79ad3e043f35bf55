/**
 * Wrong algorithms in the right words, for every bank pseudocode problem: answers that read as
 * complete but make one real mistake (a flipped comparison, the wrong bound moved, a delete before
 * the copy) fail, and the rubric's pitfalls name the mistake; right answers in other words never
 * fall into a pitfall. The answers are in pseudocode-answers/<topic>.json: "fitted" ones were
 * written with the pitfalls; "held-out" ones by other writers who never saw them (the pitfalls
 * were then extended to catch them); "unseen" ones were written last and no pitfall was fitted to
 * them, so they measure how far the pitfalls reach a mistake worded as nobody foresaw (decision 048).
 * Right answers, some by another algorithm than the model answer's (an in-order walk for a BST,
 * cyclic replacements for a rotation) or pasted as real Python or JavaScript, must pass (decisions
 * 049, 051).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIFFICULTIES, PASS_MARK_PERCENT } from '@app/shared/constants';
import { gradePseudocode, type PseudocodeGrade } from '@app/shared/pseudocode-grader';
import { findPitfalls } from '@app/shared/pseudocode-pitfalls';
import { toSteps } from '@app/shared/pseudocode-text';
import { BANK_TOPICS } from '../src/bank';
import { PSEUDOCODE_CORPUS } from '../src/pseudocode-corpus/index';

const answerSchema = z
  .object({
    problemId: z.string(),
    kind: z.enum(['wrong', 'correct']),
    set: z.enum(['fitted', 'held-out', 'unseen']),
    style: z.string().min(1),
    mistake: z.string().min(1).optional(),
    /** Wrong answers: an input on which the answer goes wrong, and how. */
    failsOn: z.string().min(1).optional(),
    /** A wrong answer no pattern can catch without catching a right answer too: why. */
    knownMiss: z.string().min(1).optional(),
    /** Right answers by another algorithm than the model answer's: which (decision 049). */
    approach: z.string().min(1).optional(),
    text: z.string().min(20),
  })
  .strict();
type Answer = z.infer<typeof answerSchema>;

const DIR = join(import.meta.dirname, 'pseudocode-answers');
const ANSWERS: Answer[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => z.array(answerSchema).parse(JSON.parse(readFileSync(join(DIR, f), 'utf8'))));

const PROBLEMS = BANK_TOPICS.flatMap((t) => DIFFICULTIES.flatMap((d) => t.levels[d].pseudocode));
const byId = new Map(PROBLEMS.map((p) => [p.id, p]));
const problemOf = (a: Answer) => {
  const p = byId.get(a.problemId);
  if (!p) throw new Error(`${a.problemId} is not a bank pseudocode problem`);
  return p;
};
const hitsOf = (id: string, text: string) => {
  const p = byId.get(id);
  return p ? findPitfalls(p.rubric, toSteps(text)) : [];
};
/** The grade says which step is wrong. */
const names = (g: PseudocodeGrade) =>
  g.improvements.some((l) => l.startsWith('This step is wrong'));
/**
 * The share of "unseen" wrong answers that must fail: what the pitfalls reached when those answers
 * were written (see decision 048), so a change that loses reach fails here.
 */
const UNSEEN_FAIL_SHARE = 0.3;
/**
 * The same for wrong answers pasted as real Python or JavaScript (9 of 50 failed when written,
 * decision 051): a mistake in code is seldom in the words a pattern reads, so far fewer fail.
 */
const UNSEEN_CODE_FAIL_SHARE = 0.15;
const isRealCode = (a: Answer) => a.style.startsWith('real code');
/** The most known misses may make up of the fitted and held-out wrong answers (15.7 % when listed). */
const KNOWN_MISS_SHARE = 0.16;
const label = (a: Answer) =>
  `${a.problemId} (${a.set} ${a.kind}, ${a.style}${a.approach ? `, ${a.approach}` : ''})`;

describe('pitfalls of the bank pseudocode problems', () => {
  it('every problem has at least two, each mistake a sentence that quotes no rubric label', () => {
    for (const p of PROBLEMS) {
      const pitfalls = p.rubric.pitfalls ?? [];
      expect(pitfalls.length, p.id).toBeGreaterThanOrEqual(2);
      const labels = [
        ...p.rubric.ideas.map((i) => i.idea),
        ...p.rubric.edgeCases.map((e) => e.case),
      ];
      for (const { mistake } of pitfalls) {
        expect(mistake, p.id).toMatch(/^[A-Z0-9"'`].*[.!]$/);
        expect(
          labels.filter((l) => mistake.includes(l)),
          p.id,
        ).toEqual([]);
      }
    }
  });

  it('has two wrong answers of each set for every problem', () => {
    for (const p of PROBLEMS)
      for (const set of ['fitted', 'held-out'] as const)
        expect(
          ANSWERS.filter((a) => a.problemId === p.id && a.kind === 'wrong' && a.set === set).length,
          `${p.id} ${set}`,
        ).toBeGreaterThanOrEqual(2);
    for (const a of ANSWERS) expect(() => problemOf(a), label(a)).not.toThrow();
  });

  it('never fall on a right answer: model answers, the corpus, right answers in other words', () => {
    const right = [
      ...PROBLEMS.map((p) => ({ id: p.id, what: 'model answer', text: p.rubric.modelAnswer })),
      ...PROBLEMS.flatMap((p) =>
        (p.rubric.approaches ?? []).map((a) => ({
          id: p.id,
          what: `model answer of ${a.approach}`,
          text: a.modelAnswer,
        })),
      ),
      ...PSEUDOCODE_CORPUS.flatMap((e) =>
        e.answers
          .filter((a) => a.kind === 'correct')
          .map((a) => ({ id: e.problemId, what: `corpus ${a.style}`, text: a.text })),
      ),
      ...ANSWERS.filter((a) => a.kind === 'correct').map((a) => ({
        id: a.problemId,
        what: label(a),
        text: a.text,
      })),
    ];
    expect(right.length).toBeGreaterThan(300);
    const falsePositives = right.flatMap(({ id, what, text }) =>
      hitsOf(id, text).map((h) => `${id} ${what}: "${h.step}" -> ${h.mistake}`),
    );
    expect(falsePositives).toEqual([]);
  });

  it('leave every right answer passing: in other words, or by another correct algorithm', () => {
    const right = ANSWERS.filter((a) => a.kind === 'correct');
    expect(right.length).toBeGreaterThanOrEqual(5 * PROBLEMS.length);
    const failed = right
      .map((a) => ({ a, g: gradePseudocode(problemOf(a), a.text) }))
      .filter(({ g }) => g.score < PASS_MARK_PERCENT);
    expect(failed.map(({ a, g }) => `${label(a)}: ${g.score}`)).toEqual([]);
  });

  it('fail every wrong answer they were written or extended for, and name the mistake', () => {
    const wrong = ANSWERS.filter((a) => a.kind === 'wrong' && a.set !== 'unseen' && !a.knownMiss);
    expect(wrong.length).toBeGreaterThanOrEqual(3 * PROBLEMS.length);
    const graded = wrong.map((a) => ({ a, g: gradePseudocode(problemOf(a), a.text) }));
    expect(
      graded
        .filter(({ g }) => g.score >= PASS_MARK_PERCENT || g.logicCorrect)
        .map(({ a, g }) => `${label(a)}: ${g.score}`),
    ).toEqual([]);
    expect(graded.filter(({ g }) => !names(g)).map(({ a }) => label(a))).toEqual([]);
  });

  it(`list as known misses only wrong answers still not named, at most ${KNOWN_MISS_SHARE * 100}% of them`, () => {
    const wrong = ANSWERS.filter((a) => a.kind === 'wrong' && a.set !== 'unseen');
    const misses = wrong.filter((a) => a.knownMiss);
    expect(misses.length / wrong.length).toBeLessThanOrEqual(KNOWN_MISS_SHARE);
    // A miss that a pattern now names loses its mark, as a pool leaves POOLS_AWAITING_REWRITE.
    expect(misses.filter((a) => names(gradePseudocode(problemOf(a), a.text))).map(label)).toEqual(
      [],
    );
    expect(
      ANSWERS.filter((a) => a.knownMiss && (a.set === 'unseen' || a.kind === 'correct')).map(label),
    ).toEqual([]);
  });

  it(`fail at least ${UNSEEN_FAIL_SHARE * 100}% of the wrong answers no pitfall was fitted to (${UNSEEN_CODE_FAIL_SHARE * 100}% in real code)`, () => {
    const unseen = ANSWERS.filter((a) => a.kind === 'wrong' && a.set === 'unseen');
    const failShare = (answers: Answer[]) =>
      answers.filter((a) => {
        const g = gradePseudocode(problemOf(a), a.text);
        return g.score < PASS_MARK_PERCENT && !g.logicCorrect;
      }).length / answers.length;
    const inWords = unseen.filter((a) => !isRealCode(a));
    const inCode = unseen.filter(isRealCode);
    expect(inWords.length).toBeGreaterThanOrEqual(PROBLEMS.length);
    expect(inCode.length).toBeGreaterThanOrEqual(50);
    expect(failShare(inWords)).toBeGreaterThanOrEqual(UNSEEN_FAIL_SHARE);
    expect(failShare(inCode)).toBeGreaterThanOrEqual(UNSEEN_CODE_FAIL_SHARE);
  });
});
