import { z } from 'zod';

const text = z.string().trim().min(1);

const answerSchema = z
  .object({
    kind: z.enum(['correct', 'partial', 'adversarial']),
    style: text,
    text,
    missing: text.optional(),
  })
  .strict()
  .refine(
    (a) => (a.kind === 'partial') === (a.missing !== undefined),
    'partial answers, and only they, name what is missing',
  );

/** A corpus entry: at least 3 correct answers in different styles and 2 partial ones. */
export const corpusEntrySchema = z
  .object({ problemId: z.string().regex(/^[a-z0-9-]+$/), answers: z.array(answerSchema) })
  .strict()
  .refine(
    (e) => e.answers.filter((a) => a.kind === 'correct').length >= 3,
    'at least 3 correct answers',
  )
  .refine(
    (e) => new Set(e.answers.filter((a) => a.kind === 'correct').map((a) => a.style)).size >= 3,
    'correct answers in 3 different styles',
  )
  .refine(
    (e) => e.answers.filter((a) => a.kind === 'partial').length >= 2,
    'at least 2 partial answers',
  );
