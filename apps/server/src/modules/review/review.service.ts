/**
 * Review of mistakes, spaced (issue 15, item 3; docs/decisions/016-review-queue.md).
 * Wrong MCQ answers and bookmarked questions become cards with a copy of the question; FSRS
 * (ts-fsrs, long-term scheduling) says when each comes back. A wrong answer rates the card Again,
 * a right one Good. The answer key leaves the server only in the reply to an answer.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs';
import {
  mcqSchema,
  OPTION_LETTERS,
  type Mcq,
  type OptionLetter,
} from '@app/shared/content.schemas';
import {
  REVIEW_BATCH_SIZE,
  type ReviewAnswerResult,
  type ReviewBookmarkBody,
  type ReviewBookmarkResult,
  type ReviewCard,
  type ReviewDue,
  type ReviewSummary,
} from '@app/shared/review.schemas';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { gradedLevelMcq } from '../courses/graded-mcq.service';
import type { EventBus } from '../events/event-bus';
import { gradedTestMcq } from '../tests/graded-mcq.service';
import * as repo from './review.repository';

export interface ReviewDeps {
  db: Kysely<Database>;
  bus: EventBus;
  log: FastifyBaseLogger;
}

/** Whole days between reviews, no same-day relearning steps: a card comes back on a later day. */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: true }));

/** One card per question per learner, whichever test or level it came from. */
function contentKey(mcq: Pick<Mcq, 'question' | 'options'>): string {
  return createHash('sha256')
    .update(JSON.stringify([mcq.question, ...OPTION_LETTERS.map((l) => mcq.options[l])]))
    .digest('hex');
}

function toSchedule(card: Card): repo.Schedule {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

function fromRow(row: repo.CardRow): Card {
  return {
    due: new Date(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.last_review ? { last_review: new Date(row.last_review) } : {}),
  };
}

function publish(deps: ReviewDeps, userId: string): void {
  deps.bus
    .publish({ userId, name: 'review.changed', data: {} })
    .catch((err: unknown) => deps.log.warn({ err }, 'publish review.changed failed'));
}

async function addCard(
  deps: ReviewDeps,
  userId: string,
  mcq: Mcq,
  source: string,
  reason: 'mistake' | 'bookmark',
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const stamp = now.toISOString();
  return repo.insertIfAbsent(deps.db, {
    id: randomUUID(),
    user_id: userId,
    content_key: contentKey(mcq),
    reason,
    source: source.slice(0, 200),
    question: mcq.question,
    options: JSON.stringify(mcq.options),
    correct_answer: mcq.correct,
    explanation: mcq.explanation,
    ...toSchedule(createEmptyCard(now)),
    created_at: stamp,
    updated_at: stamp,
  });
}

/**
 * Called by grading (practice tests and course levels) when the test or level is passed: every
 * question answered wrongly enters the learner's queue, due now (a card reveals its key once
 * answered, so a failed one's mistakes would show keys its view withholds, keyWithheld). Already
 * queued questions keep their schedule. Never fails the grading: a problem here is logged.
 */
export async function queueMistakes(
  deps: ReviewDeps,
  userId: string,
  source: string,
  wrong: readonly Mcq[],
): Promise<void> {
  if (wrong.length === 0) return;
  try {
    const now = new Date();
    let created = 0;
    for (const mcq of wrong)
      if ((await addCard(deps, userId, mcq, source, 'mistake', now)).created) created += 1;
    if (created > 0) publish(deps, userId);
  } catch (err) {
    deps.log.error({ err, userId }, 'adding wrong answers to the review queue failed');
  }
}

/** "Review later" on a result page; idempotent (the same question answers the same card). */
export async function bookmark(
  deps: ReviewDeps,
  userId: string,
  body: ReviewBookmarkBody,
): Promise<ReviewBookmarkResult> {
  const found =
    body.source === 'test'
      ? await gradedTestMcq(deps.db, userId, body.testId, body.questionId)
      : await gradedLevelMcq(deps.db, userId, body.attemptId, body.questionId);
  if (!found) throw notFound('Question not found in your graded tests or levels.');
  if (found === 'withheld')
    throw new AppError(
      'CONFLICT',
      409,
      'Pass this test to review this question: the answers you missed stay hidden until then.',
    );
  const result = await addCard(deps, userId, found.mcq, found.source, 'bookmark', new Date());
  if (result.created) publish(deps, userId);
  return result;
}

/** Fisher-Yates with the crypto generator. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function storedMcq(row: repo.CardRow): Mcq {
  return mcqSchema.parse({
    question: row.question,
    options: JSON.parse(row.options),
    correct: row.correct_answer,
    explanation: row.explanation,
  });
}

function cardView(row: repo.CardRow): ReviewCard {
  const mcq = storedMcq(row);
  return {
    id: row.id,
    question: mcq.question,
    options: shuffled(OPTION_LETTERS).map((key) => ({ key, text: mcq.options[key] })),
    source: row.source,
    reason: row.reason === 'bookmark' ? 'bookmark' : 'mistake',
    reps: row.reps,
  };
}

export async function dueNow(db: Kysely<Database>, userId: string): Promise<ReviewDue> {
  const now = new Date().toISOString();
  const [rows, counts] = await Promise.all([
    repo.dueCards(db, userId, now, REVIEW_BATCH_SIZE),
    repo.counts(db, userId, now),
  ]);
  return { cards: rows.map(cardView), dueCount: counts.due };
}

export async function summary(db: Kysely<Database>, userId: string): Promise<ReviewSummary> {
  const counts = await repo.counts(db, userId, new Date().toISOString());
  return { dueCount: counts.due, total: counts.total };
}

/** Checks the answer, reveals the key and explanation, and reschedules: wrong -> Again, right -> Good. */
export async function answer(
  deps: ReviewDeps,
  userId: string,
  cardId: string,
  given: OptionLetter,
): Promise<ReviewAnswerResult> {
  const row = await repo.findCard(deps.db, userId, cardId);
  if (!row) throw notFound('Review card not found.');
  const now = new Date();
  if (row.due > now.toISOString())
    throw new AppError('CONFLICT', 409, 'This question is not due yet: it was already answered.');
  const mcq = storedMcq(row);
  const correct = given === mcq.correct;
  const next = scheduler.next(fromRow(row), now, correct ? Rating.Good : Rating.Again).card;
  const schedule = toSchedule(next);
  // Two answers at once: only the first reschedules the card.
  if (!(await repo.reschedule(deps.db, userId, cardId, row.due, schedule, now.toISOString()))) {
    throw new AppError('CONFLICT', 409, 'This question is not due yet: it was already answered.');
  }
  publish(deps, userId);
  const counts = await repo.counts(deps.db, userId, now.toISOString());
  return {
    correct,
    correctAnswer: mcq.correct,
    explanation: mcq.explanation,
    nextDue: schedule.due,
    intervalDays: Math.max(1, next.scheduled_days),
    dueCount: counts.due,
  };
}
