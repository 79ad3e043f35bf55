/** Grades a practice test from its saved answers (MCQ keys, the sandbox, the pseudocode grader). */
import { PASS_MARK_PERCENT } from '@app/shared/constants';
import { percentOf } from '@app/shared/test-rules';
import type { TestResult } from '@app/shared/tests.schemas';
import { AppError } from '../../lib/app-error';
import { queueMistakes } from '../review/review.service';
import { gradeCode, totalRunMs } from '../grading/grade-code';
import * as repo from './tests.repository';
import type { TestsDeps } from './tests.service';
import { parseCodeAnswer, parsePayload, parsePseudocodeAnswer } from './views';

export interface Graded {
  score: number;
  result: TestResult;
  marks: repo.QuestionMark[];
}

const NOTHING_SAVED = 'Time ran out before an answer was saved, so this test scores 0.';

/** What an expired problem test with no saved answer is worth: nothing, with a result that says why. */
function unanswered(kind: 'coding' | 'debug' | 'pseudocode', questionId: string): Graded {
  const marks = [{ id: questionId, isCorrect: false }];
  if (kind === 'pseudocode')
    return {
      score: 0,
      marks,
      result: {
        kind,
        score: 0,
        passed: false,
        logicCorrect: false,
        edgeCasesHandled: false,
        clarityScore: 0,
        feedback: NOTHING_SAVED,
        strengths: [],
        improvements: [],
      },
    };
  return {
    score: 0,
    marks,
    result: {
      kind,
      passed: false,
      score: 0,
      feedback: NOTHING_SAVED,
      compileOutput: null,
      language: null,
      testResults: [],
      bugsFound: null,
    },
  };
}

/**
 * Grades the saved answers. A problem test with no answer is refused while time is left (400) and
 * scores 0 once `expired`, so an abandoned test can always be closed.
 */
export async function gradeTest(
  deps: TestsDeps,
  userId: string,
  test: repo.TestRow,
  questions: repo.QuestionRow[],
  expired: boolean,
): Promise<Graded> {
  if (test.type === 'mcq') {
    const marks = questions.map((q) => {
      const p = parsePayload(q);
      return {
        id: q.id,
        isCorrect: p.kind === 'mcq' && q.user_answer === p.mcq.correct,
        points: q.points,
      };
    });
    // Answered wrongly (not left blank): into the review queue if passed (modules/review; idempotent per question).
    const wrong = questions.flatMap((q) => {
      const p = parsePayload(q);
      return p.kind === 'mcq' && q.user_answer !== null && q.user_answer !== p.mcq.correct
        ? [p.mcq]
        : [];
    });
    const correct = marks.filter((m) => m.isCorrect).length;
    const score = marks.filter((m) => m.isCorrect).reduce((s, m) => s + m.points, 0);
    const percent = percentOf(score, test.max_score);
    if (percent >= PASS_MARK_PERCENT) await queueMistakes(deps, userId, test.title, wrong);
    return {
      score,
      marks,
      result: {
        kind: 'mcq',
        correct,
        wrong: questions.length - correct,
        total: questions.length,
        percent,
        passed: percent >= PASS_MARK_PERCENT,
      },
    };
  }
  const question = questions[0];
  if (!question) throw new Error('problem test without a question');
  const p = parsePayload(question);
  if (p.kind === 'coding' || p.kind === 'debug') {
    const answer = parseCodeAnswer(question.user_answer);
    if (!answer || answer.source.trim() === '') {
      if (expired) return unanswered(p.kind, question.id);
      throw new AppError('VALIDATION_FAILED', 400, 'Please write some code before submitting!');
    }
    // Coding problems add their generated hidden tests and measured time limit (modules/judge).
    const plan = p.kind === 'coding' ? await deps.judge.prepare(p.problem) : undefined;
    const graded = await gradeCode(deps.runner, {
      kind: p.kind,
      language: answer.language,
      source: answer.source,
      tests: plan?.tests ?? p.problem.testCases,
      userId,
      bugs: p.kind === 'debug' ? p.problem.bugs : undefined,
      plan,
    });
    await repo.insertSubmission(deps.db, {
      userId,
      context: 'test',
      contextId: test.id,
      language: answer.language,
      source: answer.source,
      verdicts: graded.result.testResults.map((r) => r.verdict),
      passed: graded.result.testResults.filter((r) => r.passed).length,
      total: graded.result.testResults.length,
      timeMs: totalRunMs(graded.run),
    });
    const ai = await deps.generation.codeFeedback({
      kind: p.kind,
      description: p.problem.description,
      source: answer.source,
      verdictSummary: graded.result.feedback,
    });
    const result = ai ? { ...graded.result, feedback: ai } : graded.result;
    return {
      score: graded.score,
      result,
      marks: [{ id: question.id, isCorrect: graded.result.passed }],
    };
  }
  if (p.kind === 'pseudocode') {
    const answer = parsePseudocodeAnswer(question.user_answer);
    if (!answer || answer.text.trim() === '') {
      if (expired) return unanswered('pseudocode', question.id);
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        'Please write your pseudocode solution before submitting.',
      );
    }
    const g = await deps.generation.gradePseudocode(p.problem, answer.text);
    if (!g)
      throw new AppError(
        'GENERATION_FAILED',
        502,
        'Failed to evaluate pseudocode. Please try again.',
      );
    return {
      score: g.score,
      marks: [{ id: question.id, isCorrect: g.score >= PASS_MARK_PERCENT }],
      result: {
        kind: 'pseudocode',
        score: g.score,
        passed: g.score >= PASS_MARK_PERCENT,
        logicCorrect: g.logicCorrect,
        edgeCasesHandled: g.edgeCasesHandled,
        clarityScore: g.clarityScore,
        feedback: g.feedback,
        strengths: g.strengths,
        improvements: g.improvements,
      },
    };
  }
  throw new Error(`unexpected payload ${p.kind} in a ${test.type} test`);
}
