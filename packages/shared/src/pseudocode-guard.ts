/**
 * The offline verdict as a guard on an AI grade: whatever the model says, an answer that the
 * structure check calls a non-answer (empty, the statement pasted back, a bag of the problem's or
 * the rubric's words, a keyword list, or with a rubric an answer to another problem) does not
 * pass: it keeps at most NON_ANSWER_CAP points and logicCorrect false.
 */
import type { PseudocodeProblem, PseudocodeRubric } from './content.schemas';
import {
  NON_ANSWER_CAP,
  offlineVerdictOf,
  PITFALL_CAP,
  statementOf,
  type PseudocodeGrade,
} from './pseudocode-grader';
import { wrongStepLine, type PitfallHit } from './pseudocode-pitfalls';
import { analyseStructure } from './pseudocode-structure';

/** A problem as the AI grades it: bank problems have a rubric, AI-written ones do not. */
export type GradedProblem = Omit<PseudocodeProblem, 'rubric'> & { rubric?: PseudocodeRubric };

/**
 * Why the answer is no answer to the problem, or null, and the rubric's wrong steps it makes;
 * rubric-free (the structure check alone, no pitfalls) for AI-written problems.
 */
function offlineVerdict(
  problem: GradedProblem,
  answer: string,
): { nonAnswer: string | null; pitfalls: PitfallHit[] } {
  if (problem.rubric) return offlineVerdictOf({ ...problem, rubric: problem.rubric }, answer);
  const s = analyseStructure({ statement: statementOf(problem) }, answer);
  if (s.wordCount === 0) return { nonAnswer: 'No pseudocode was submitted.', pitfalls: [] };
  return { nonAnswer: s.verdict === 'answer' ? null : s.reason, pitfalls: [] };
}

/**
 * The AI grade; for a non-answer, the same grade capped and marked not correct; for an answer
 * with a step the rubric knows to be wrong (a pitfall), capped under the pass mark with the mistake
 * said first: a model reading the right words may miss the flipped comparison.
 */
export function guardAiGrade(
  problem: GradedProblem,
  answer: string,
  ai: PseudocodeGrade,
): PseudocodeGrade {
  const { nonAnswer: reason, pitfalls } = offlineVerdict(problem, answer);
  if (reason === null) {
    if (pitfalls.length === 0) return ai;
    const lines = pitfalls.map(wrongStepLine);
    return {
      ...ai,
      score: Math.min(ai.score, PITFALL_CAP),
      logicCorrect: false,
      feedback: `${lines[0] ?? ''} ${ai.feedback}`.trim(),
      improvements: [...lines, ...ai.improvements],
    };
  }
  return {
    score: Math.min(ai.score, NON_ANSWER_CAP),
    logicCorrect: false,
    edgeCasesHandled: false,
    clarityScore: Math.min(ai.clarityScore, 3),
    feedback: reason,
    strengths: [],
    improvements: [reason],
  };
}
