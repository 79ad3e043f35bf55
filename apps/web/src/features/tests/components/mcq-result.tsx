import { Clock, PartyPopper, Target } from 'lucide-react';
import type { TestView } from '@app/shared/tests.schemas';
import { McqCounts, McqReviewList, type McqReviewItem } from '../../../components/mcq/mcq-review';
import { mcqQuestions } from './mcq-quiz';
import { ResultActions, ResultHero } from './result-parts';
import { ResultTitle } from './test-header';

/** Submitted when the time had run out: by the auto-submit at 0:00 or closed at the deadline. */
function ranOutOfTime(test: Pick<TestView, 'completedAt' | 'deadlineAt'>): boolean {
  return test.completedAt !== null && Date.parse(test.completedAt) >= Date.parse(test.deadlineAt);
}

/** The MCQ result: headline, score, counts, then every question with its answer and explanation. */
export function McqResult({ test }: { test: TestView }) {
  const result = test.result;
  if (result?.kind !== 'mcq') return null;
  const items: McqReviewItem[] = mcqQuestions(test).flatMap((q) =>
    q.review
      ? [
          {
            id: q.id,
            question: q.question,
            options: q.options,
            userAnswer: q.userAnswer,
            correctAnswer: q.review.correctAnswer,
            explanation: q.review.explanation || null,
            isCorrect: q.review.isCorrect,
          },
        ]
      : [],
  );
  const unanswered = items.filter((i) => !i.userAnswer).length;

  return (
    <div className="space-y-6">
      <ResultTitle test={test} type="mcq" />
      {ranOutOfTime(test) ? (
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">Time ran out.</span> The test was submitted at the
            deadline with the answers saved by then.
            {unanswered > 0
              ? ` ${unanswered} ${unanswered === 1 ? 'question was' : 'questions were'} not answered: ${unanswered === 1 ? 'it scores' : 'they score'} 0 and ${unanswered === 1 ? 'is' : 'are'} marked as unanswered, not wrong.`
              : null}
          </p>
        </div>
      ) : null}
      <ResultHero
        passed={result.passed}
        title={result.passed ? 'Congratulations!' : 'Keep Trying!'}
        icon={result.passed ? <PartyPopper className="size-8" /> : <Target className="size-8" />}
      >
        <p className="text-slate-600 dark:text-slate-300">
          Your score:{' '}
          <span className="text-2xl font-bold text-slate-900 dark:text-white">
            {result.correct}/{result.total}
          </span>{' '}
          <span className="font-semibold">({result.percent}%)</span>
        </p>
        <McqCounts items={items} />
      </ResultHero>

      <section aria-labelledby="review-heading" className="space-y-4">
        <h2 id="review-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Review
        </h2>
        <McqReviewList
          items={items}
          reviewLater={(questionId) => ({ source: 'test', testId: test.id, questionId })}
        />
      </section>
      <ResultActions />
    </div>
  );
}
