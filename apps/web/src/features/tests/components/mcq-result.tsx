import { CircleCheck, CircleX, PartyPopper, Target } from 'lucide-react';
import { OPTION_LETTERS } from '@app/shared/content.schemas';
import type { TestView } from '@app/shared/tests.schemas';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { mcqQuestions } from './mcq-quiz';
import { ResultActions, ResultHero, StatTile } from './result-parts';
import { Badge, TestNotices } from './test-header';

/** The MCQ result: headline, score, counts, then every question with its answer and explanation. */
export function McqResult({ test }: { test: TestView }) {
  const result = test.result;
  if (result?.kind !== 'mcq') return null;
  const questions = mcqQuestions(test);

  return (
    <div className="space-y-6">
      <div>
        <Badge className="bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-300">
          MCQ TEST
        </Badge>
        <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
          {test.title}
        </h1>
      </div>
      <TestNotices test={test} />
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
        <dl className="mx-auto mt-6 grid max-w-md grid-cols-3 gap-3">
          <StatTile label="Correct" value={result.correct} tone="good" />
          <StatTile label="Wrong" value={result.wrong} tone="bad" />
          <StatTile label="Total" value={result.total} />
        </dl>
      </ResultHero>

      <section aria-labelledby="review-heading" className="space-y-4">
        <h2 id="review-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Review
        </h2>
        <ol className="space-y-4">
          {questions.map((q, i) => {
            const correct = q.review?.correctAnswer;
            const isCorrect = q.review?.isCorrect ?? false;
            return (
              <li key={q.id}>
                <Card className="p-5">
                  <div className="flex items-start gap-3">
                    {isCorrect ? (
                      <CircleCheck
                        aria-label="Correct"
                        className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                      />
                    ) : (
                      <CircleX
                        aria-label="Wrong"
                        className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400"
                      />
                    )}
                    <p className="font-semibold break-words whitespace-pre-wrap text-slate-900 dark:text-white">
                      Question {i + 1}: {q.question}
                    </p>
                  </div>
                  <ul className="mt-3 space-y-2">
                    {OPTION_LETTERS.map((letter) => {
                      const isRight = letter === correct;
                      const isChosen = letter === q.userAnswer;
                      return (
                        <li
                          key={letter}
                          className={cn(
                            'flex flex-wrap items-start gap-2 rounded-lg border px-3 py-2 text-sm',
                            isRight
                              ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100'
                              : isChosen
                                ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100'
                                : 'border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300',
                          )}
                        >
                          <span className="font-bold">{letter}.</span>
                          <span className="min-w-0 flex-1 break-words">{q.options[letter]}</span>
                          {isRight ? (
                            <span className="text-xs font-semibold">Correct answer</span>
                          ) : null}
                          {isChosen ? (
                            <span className="text-xs font-semibold">Your answer</span>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                  {!q.userAnswer ? (
                    <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Not answered</p>
                  ) : null}
                  {q.review?.explanation ? (
                    <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/70 dark:text-slate-300">
                      <span className="font-semibold">Explanation: </span>
                      {q.review.explanation}
                    </p>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ol>
      </section>
      <ResultActions />
    </div>
  );
}
