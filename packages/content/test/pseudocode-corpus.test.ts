/**
 * The offline pseudocode grader against the graded corpus (packages/content/src/pseudocode-corpus):
 * real answers in several styles pass, partial ones land between and are told what they miss,
 * and non-answers (shuffled words, rubric-word lists, the statement pasted back, a correct answer
 * to another problem, empty-ish text) fail. Figures: scripts/pseudocode-corpus-report.ts.
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, PASS_MARK_PERCENT } from '@app/shared/constants';
import {
  gradePseudocode,
  NON_ANSWER_CAP,
  type PseudocodeGrade,
} from '@app/shared/pseudocode-grader';
import { FUNCTION_WORDS } from '@app/shared/pseudocode-lexicon';
import { tokenize } from '@app/shared/pseudocode-text';
import { BANK_TOPICS } from '../src/bank';
import { adversarialAnswers, EMPTYISH_ANSWERS } from '../src/pseudocode-adversarial';
import {
  corpusCases,
  corpusEntrySchema,
  PSEUDOCODE_CORPUS,
  type CorpusCase,
  type CorpusProblem,
} from '../src/pseudocode-corpus/index';

const BANK_PROBLEMS = BANK_TOPICS.flatMap((t) =>
  DIFFICULTIES.flatMap((d) => t.levels[d].pseudocode.map((problem) => ({ topic: t.id, problem }))),
);
const byId = new Map<string, CorpusProblem>(BANK_PROBLEMS.map((p) => [p.problem.id, p]));
const graded = corpusCases((id) => byId.get(id)).map((c) => ({
  c,
  g: gradePseudocode(c.problem, c.text),
}));
const ofKind = (kind: CorpusCase['kind']) => graded.filter((r) => r.c.kind === kind);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
/** The score below which an answer counts as a non-answer. */
const ADVERSARIAL_LIMIT = 30;

/** Terms (stems, synonym groups) of a text's content words of 3+ letters. */
const termsOf = (text: string) =>
  new Set(
    tokenize(text)
      .filter((t) => t.kind === 'word' && t.text.length >= 3 && !FUNCTION_WORDS.has(t.text))
      .flatMap((t) => t.terms),
  );

/**
 * The feedback lists something as missing, by name (a pass) or by count (a fail), or names the
 * step that is wrong (a rubric pitfall).
 */
const listsMissing = (g: PseudocodeGrade) =>
  g.improvements.some((line) =>
    /^(Missing|Mentioned|This step is wrong)|are missing|is missing|not handled/.test(line),
  );

/** The feedback names the missing piece: a criterion it lists as missing shares a content word (or synonym) with it. */
function namesMissing(g: PseudocodeGrade, missing: string): boolean {
  const wanted = termsOf(missing);
  return g.improvements.some(
    (line) =>
      /^(Missing|Mentioned)/.test(line) &&
      [...termsOf(line.replace(/^[^:]*:/, ''))].some((s) => wanted.has(s)),
  );
}

describe('pseudocode corpus', () => {
  it('covers at least 24 problems over every bank topic, each with 3 correct answers in 3 styles and 2 partial ones', () => {
    for (const entry of PSEUDOCODE_CORPUS)
      expect(corpusEntrySchema.safeParse(entry).success, entry.problemId).toBe(true);
    const ids = new Set(PSEUDOCODE_CORPUS.map((e) => e.problemId));
    expect(ids.size).toBe(PSEUDOCODE_CORPUS.length);
    expect(ids.size).toBeGreaterThanOrEqual(24);
    const topics = new Set([...ids].map((id) => byId.get(id)?.topic));
    expect([...topics].sort()).toEqual(BANK_TOPICS.map((t) => t.id).sort());
  });

  it('has the five kinds of adversarial answer for every problem', () => {
    for (const entry of PSEUDOCODE_CORPUS) {
      const styles = graded
        .filter((r) => r.c.problem.id === entry.problemId && r.c.kind === 'adversarial')
        .map((r) => r.c.style);
      for (const kind of ['shuffled', 'rubric', 'pasted', 'off-topic', 'empty-ish'])
        expect(
          styles.some((s) => s.includes(kind)),
          `${entry.problemId}: ${kind}`,
        ).toBe(true);
    }
  });

  it('passes at least 90% of the correct answers', () => {
    const correct = ofKind('correct');
    const passed = correct.filter((r) => r.g.score >= PASS_MARK_PERCENT);
    expect(passed.length / correct.length).toBeGreaterThanOrEqual(0.9);
  });

  it('scores every adversarial answer under 30 with logicCorrect false', () => {
    const leaks = ofKind('adversarial')
      .filter((r) => r.g.score >= ADVERSARIAL_LIMIT || r.g.logicCorrect)
      .map((r) => `${r.c.problem.id} (${r.c.style}): ${r.g.score}`);
    expect(leaks).toEqual([]);
  });

  it('lands partial answers between: under full marks, mostly at 30 or more, mostly below the best correct answer', () => {
    const partial = ofKind('partial');
    expect(
      partial.filter((r) => r.g.score >= 100).map((r) => `${r.c.problem.id} (${r.c.style})`),
    ).toEqual([]);
    expect(
      partial.filter((r) => r.g.score >= ADVERSARIAL_LIMIT).length / partial.length,
    ).toBeGreaterThanOrEqual(0.85);
    expect(mean(partial.map((r) => r.g.score))).toBeLessThan(
      mean(ofKind('correct').map((r) => r.g.score)) - 10,
    );
    expect(mean(partial.map((r) => r.g.score))).toBeGreaterThan(
      mean(ofKind('adversarial').map((r) => r.g.score)) + 20,
    );
    const bestCorrect = (id: string) =>
      Math.max(
        ...ofKind('correct')
          .filter((r) => r.c.problem.id === id)
          .map((r) => r.g.score),
      );
    expect(
      partial.filter((r) => r.g.score < bestCorrect(r.c.problem.id)).length / partial.length,
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('tells every partial answer what it misses; a passing one by name in at least 75% of them', () => {
    const partial = ofKind('partial');
    expect(
      partial.filter((r) => !listsMissing(r.g)).map((r) => `${r.c.problem.id} (${r.c.style})`),
    ).toEqual([]);
    const passing = partial.filter((r) => r.g.score >= PASS_MARK_PERCENT);
    expect(passing.length).toBeGreaterThan(10);
    const named = passing.filter((r) => namesMissing(r.g, r.c.missing ?? ''));
    expect(named.length / passing.length).toBeGreaterThanOrEqual(0.75);
  });

  it("never quotes the rubric to a failing answer: its labels are the rubric's own words", () => {
    const failing = graded.filter((r) => r.g.score < PASS_MARK_PERCENT);
    expect(failing.length).toBeGreaterThan(50);
    const quoting = failing.filter(({ c, g }) => {
      const labels = [
        ...c.problem.rubric.ideas.map((x) => x.idea),
        ...c.problem.rubric.edgeCases.map((x) => x.case),
      ];
      const said = [g.feedback, ...g.improvements].join('\n');
      return labels.some((label) => said.includes(label));
    });
    expect(quoting.map((r) => `${r.c.problem.id} (${r.c.kind})`)).toEqual([]);
  });
});

describe('every bank pseudocode problem', () => {
  it("cannot be passed by pasting back what a failed answer was told (the teacher's harvest)", () => {
    const harvested = BANK_PROBLEMS.map(({ problem }) => {
      const told = gradePseudocode(problem, '1. Read the input.\n2. Print the answer.');
      const pasted = [told.feedback, ...told.improvements, ...told.strengths]
        .map((line, i) => `${i + 1}. ${line}`)
        .join('\n');
      return { id: problem.id, score: gradePseudocode(problem, pasted).score };
    });
    expect(harvested.filter((h) => h.score >= PASS_MARK_PERCENT)).toEqual([]);
  });

  it('grades its model answer 80 or more', () => {
    const low = BANK_PROBLEMS.map(({ problem }) => ({
      id: problem.id,
      score: gradePseudocode(problem, problem.rubric.modelAnswer).score,
    })).filter((r) => r.score < 80);
    expect(low).toEqual([]);
  });

  it.each(BANK_TOPICS.map((t) => t.id))(
    '%s: fails its generated non-answers (shuffled words, rubric lists, pasted or wrapped statement, empty-ish)',
    (topic) => {
      const leaks: string[] = [];
      for (const { problem } of BANK_PROBLEMS.filter((p) => p.topic === topic)) {
        for (const a of [
          ...adversarialAnswers(problem),
          ...EMPTYISH_ANSWERS.map((text) => ({ style: 'empty-ish', text })),
        ]) {
          const g = gradePseudocode(problem, a.text);
          if (g.score >= ADVERSARIAL_LIMIT || g.logicCorrect)
            leaks.push(`${problem.id} (${a.style}): ${g.score}`);
        }
      }
      expect(leaks).toEqual([]);
    },
  );

  it('caps a non-answer at the non-answer cap', () => {
    const p = BANK_PROBLEMS[0]?.problem;
    if (!p) throw new Error('no pseudocode problem in the bank');
    const g = gradePseudocode(p, [p.description, ...p.requirements].join('\n'));
    expect(g.score).toBeLessThanOrEqual(NON_ANSWER_CAP);
    expect(g.logicCorrect).toBe(false);
  });
});
