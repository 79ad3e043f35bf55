/** Chapter attempt rows -> the client's view. Keys and hidden tests stay on the server until graded. */
import { z } from 'zod';
import { codingProblemSchema, languageIdSchema, mcqSchema } from '@app/shared/content.schemas';
import {
  attemptSubmitSchema,
  chapterResultSchema,
  type AttemptSubmit,
  type AttemptView,
} from '@app/shared/courses.schemas';
import { allStarterCode } from '@app/shared/languages';
import { parseJsonColumn } from '../../lib/json-column';
import type { AttemptRow } from './courses.repository';

export const attemptPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mcq'), questions: z.array(mcqSchema.extend({ id: z.string() })) }),
  z.object({ kind: z.literal('coding'), problem: codingProblemSchema, language: z.string() }),
]);
export type AttemptPayload = z.infer<typeof attemptPayloadSchema>;

export const resultSchema = chapterResultSchema;

export function parseAttemptPayload(row: AttemptRow): AttemptPayload {
  return attemptPayloadSchema.parse(JSON.parse(row.payload));
}

/** The answers stored on an attempt row (a draft, or those claimed for grading); unreadable or absent -> null. */
export function parseDraft(text: string | null): AttemptSubmit | null {
  return parseJsonColumn(attemptSubmitSchema, text);
}

export function toView(row: AttemptRow, payload: AttemptPayload): AttemptView {
  const result = row.result ? resultSchema.safeParse(JSON.parse(row.result)) : undefined;
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
    result: result?.success ? result.data : null,
    draft: row.status === 'completed' ? null : parseDraft(row.answers),
  };
}
