import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { OptionLetter } from '@app/shared/content.schemas';
import type { ReviewAnswerResult } from '@app/shared/review.schemas';
import { LoadError } from '../../../components/ui/load-error';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useAnswerCard } from '../api/answer-card';
import { useReviewDue } from '../api/get-due';
import { ReviewQuestion } from '../components/review-question';
import { paths } from '../../../lib/paths';

type Answered = { chosen: OptionLetter; result: ReviewAnswerResult };

/** /review: the questions due today, one at a time, each checked on the server and rescheduled. */
export function ReviewPage() {
  const due = useReviewDue();
  const answer = useAnswerCard();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, Answered>>({});

  const header = (
    <PageHeader
      title="Review"
      description="Questions you got wrong or saved for later, brought back just before you would forget them."
    />
  );
  if (due.isPending) {
    return (
      <>
        {header}
        <LoadingScreen label="Loading your review..." fullScreen={false} />
      </>
    );
  }
  if (due.isError) {
    return (
      <>
        {header}
        <LoadError
          title="Could not load your review"
          message={due.error.message}
          onRetry={() => void due.refetch()}
        />
      </>
    );
  }

  const cards = due.data.cards;
  const card = cards[index];
  const newRound = () => {
    setIndex(0);
    setAnswers({});
    answer.reset();
    void due.refetch();
  };

  if (!card) {
    const done = Object.values(answers);
    const right = done.filter((a) => a.result.correct).length;
    const left = done.length > 0 ? (done.at(-1)?.result.dueCount ?? 0) : due.data.dueCount;
    return (
      <>
        {header}
        <Card className="mx-auto max-w-xl p-6 text-center sm:p-8">
          <CalendarCheck
            aria-hidden="true"
            className="mx-auto size-10 text-emerald-600 dark:text-emerald-400"
          />
          <h2 className="mt-3 text-xl font-semibold text-slate-900 dark:text-white">
            {done.length > 0 ? 'Review done' : 'Nothing to review today'}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {done.length > 0
              ? `You answered ${right} of ${done.length} ${done.length === 1 ? 'question' : 'questions'} correctly. Each one comes back when it is due again.`
              : 'Questions you answer wrongly in tests and course levels, and those you save with "Review later", appear here when they are due.'}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {left > 0 ? (
              <Button onClick={newRound} disabled={due.isFetching}>
                Review {left} more
              </Button>
            ) : null}
            <Link
              to={paths.dashboard()}
              className={buttonClasses(left > 0 ? 'secondary' : 'primary')}
            >
              Back to Dashboard
            </Link>
            {done.length === 0 ? (
              <Link to={paths.tests()} className={buttonClasses('secondary')}>
                Take a test
              </Link>
            ) : null}
          </div>
        </Card>
      </>
    );
  }

  const current = answers[card.id] ?? null;
  return (
    <>
      {header}
      <div className="mx-auto max-w-3xl">
        <ProgressBar
          value={Object.keys(answers).length}
          max={cards.length}
          label="Review progress"
          className="mb-4"
        />
        <ReviewQuestion
          key={card.id}
          card={card}
          position={index + 1}
          total={cards.length}
          checking={answer.isPending}
          error={answer.isError ? answer.error.message : null}
          result={current?.result ?? null}
          chosen={current?.chosen ?? null}
          isLast={index === cards.length - 1}
          onAnswer={(chosen) =>
            answer.mutate(
              { cardId: card.id, answer: chosen },
              {
                onSuccess: (result) => setAnswers((a) => ({ ...a, [card.id]: { chosen, result } })),
              },
            )
          }
          onNext={() => {
            answer.reset();
            setIndex((i) => i + 1);
          }}
        />
      </div>
    </>
  );
}
