/** Chapter attempt rows -> the client's view. Keys and hidden tests stay on the server until graded. */
import { z } from 'zod';
import { keyWithheld } from '@app/shared/constants';
import {
  codingProblemSchema,
  languageIdSchema,
  mcqSchema,
  optionLetterSchema,
} from '@app/shared/content.schemas';
import {
  attemptSubmitSchema,
  chapterResultSchema,
  type AttemptSubmit,
  type AttemptView,
  type ChapterResult,
} from '@app/shared/courses.schemas';
import { allStarterCode } from '@app/shared/languages';
import { parseJsonColumn } from '../../lib/json-column';
import type { AttemptRow } from './courses.repository';

export const attemptPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mcq'), questions: z.array(mcqSchema.extend({ id: z.string() })) }),
  z.object({ kind: z.literal('coding'), problem: codingProblemSchema, language: z.string() }),
]);
export type AttemptPayload = z.infer<typeof attemptPayloadSchema>;

/** A graded attempt as stored: every key and explanation (toView withholds some, resultView). */
export const resultSchema = chapterResultSchema.extend({
  review: z.array(
    z.object({
      id: z.string(),
      correctAnswer: optionLetterSchema,
      explanation: z.string(),
      userAnswer: optionLetterSchema.nullable(),
    }),
  ),
});

/** The stored result as the learner sees it: a wrong answer's key withheld while the level is failed. */
function resultView(stored: z.infer<typeof resultSchema>): ChapterResult {
  return {
    ...stored,
    review: stored.review.map((r) => {
      const isCorrect = r.userAnswer === r.correctAnswer;
      return keyWithheld(stored.passed, isCorrect)
        ? { ...r, correctAnswer: null, explanation: null, isCorrect }
        : { ...r, isCorrect };
    }),
  };
}

/** A stored result column as the learner may see it (the view, the account export); unreadable -> null. */
export function learnerResult(text: string | null): ChapterResult | null {
  const stored = text ? resultSchema.safeParse(JSON.parse(text)) : undefined;
  return stored?.success ? resultView(stored.data) : null;
}

export function parseAttemptPayload(row: AttemptRow): AttemptPayload {
  return attemptPayloadSchema.parse(JSON.parse(row.payload));
}

/** The answers stored on an attempt row (a draft, or those claimed for grading); unreadable or absent -> null. */
export function parseDraft(text: string | null): AttemptSubmit | null {
  return parseJsonColumn(attemptSubmitSchema, text);
}

export function toView(row: AttemptRow, payload: AttemptPayload): AttemptView {
  return {
    id: row.id,
    courseId: row.course_id,
    chapterId: row.chapter_id,
    testType: payload.kind,
    maxScore: row.max_score,
    status: row.status === 'completed' ? 'completed' : 'in_progress',
    source: 'bank',
    notice: null,
    questions:
      payload.kind === 'mcq'
        ? payload.questions.map((q) => ({ id: q.id, question: q.question, options: q.options }))
        : [],
    problem:
      payload.kind === 'coding'
        ? {
            title: payload.problem.title,
            description: payload.problem.description,
            examples: payload.problem.examples,
            constraints: payload.problem.constraints,
            visibleTests: payload.problem.testCases
              .filter((t) => !t.hidden)
              .map((t) => ({ input: t.input, expectedOutput: t.expectedOutput })),
            // Generated large tests (modules/judge) are hidden tests too.
            hiddenTestCount:
              payload.problem.testCases.filter((t) => t.hidden).length +
              (payload.problem.judge?.tests.length ?? 0),
            starterCode: allStarterCode(),
            defaultLanguage: languageIdSchema.catch('python3').parse(payload.language),
          }
        : null,
    result: learnerResult(row.result),
    draft: row.status === 'completed' ? null : parseDraft(row.answers),
  };
}
