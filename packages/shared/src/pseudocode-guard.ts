/**
 * The offline verdict as a guard on an AI grade: whatever the model says, an answer that the
 * structure check calls a non-answer (empty, the statement pasted back, a bag of the problem's or
 * the rubric's words, a keyword list, or with a rubric an answer to another problem) does not
 * pass: it keeps at most NON_ANSWER_CAP points and logicCorrect false.
 */
import type { PseudocodeProblem, PseudocodeRubric } from './content.schemas';
import {
  NON_ANSWER_CAP,
  nonAnswerOf,
  PITFALL_CAP,
  statementOf,
  type PseudocodeGrade,
} from './pseudocode-grader';
import { findPitfalls, wrongStepLine } from './pseudocode-pitfalls';
import { analyseStructure } from './pseudocode-structure';
import { toSteps } from './pseudocode-text';

/** A problem as the AI grades it: bank problems have a rubric, AI-written ones do not. */
export type GradedProblem = Omit<PseudocodeProblem, 'rubric'> & { rubric?: PseudocodeRubric };

/** Why the answer is no answer to the problem, or null; rubric-free for AI-written problems. */
export function guardReason(problem: GradedProblem, answer: string): string | null {
  if (problem.rubric) return nonAnswerOf({ ...problem, rubric: problem.rubric }, answer);
  const s = analyseStructure({ statement: statementOf(problem) }, answer);
  if (s.wordCount === 0) return 'No pseudocode was submitted.';
  return s.verdict === 'answer' ? null : s.reason;
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
  const reason = guardReason(problem, answer);
  if (reason === null) {
    const wrong = problem.rubric ? findPitfalls(problem.rubric, toSteps(answer)) : [];
    if (wrong.length === 0) return ai;
    const lines = wrong.map(wrongStepLine);
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
