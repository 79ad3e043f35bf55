import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, MessageSquareText, RotateCcw, Trophy } from 'lucide-react';
import { PASS_MARK_PERCENT } from '@app/shared/constants';
import type { AttemptView } from '@app/shared/courses.schemas';
import { McqCounts, McqReviewList, type McqReviewItem } from '../../../components/mcq/mcq-review';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { CompilerOutput } from '../../../components/problem/compiler-output';
import { FirstHiddenFailure, TestResultList } from '../../../components/problem/test-result-list';
import { CertificateBanner } from './certificate-banner';
import { Section } from './code-parts';
import { PercentRing } from '../../../components/ui/percent-ring';

type Result = NonNullable<AttemptView['result']>;

const SCORE_NOT_SAVED = 'Warning: Your score may not have been saved. Please check your progress.';

/** The graded level: pass or not, the score, feedback, test rows or the MCQ review, next steps. */
export function ChapterResult({
  attempt,
  result,
  coursePath,
  onTryAgain,
  lastLevel = false,
}: {
  attempt: AttemptView;
  result: Result;
  coursePath: string;
  onTryAgain: () => void;
  /** The course's last level: passing it completes the course (levels unlock in order). */
  lastLevel?: boolean;
}) {
  const { passed } = result;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The learner submitted at the bottom of the page: bring the verdict into view and announce it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="space-y-5">
      {passed && lastLevel ? (
        <CertificateBanner courseId={attempt.courseId} completed fresh />
      ) : null}
      <Card className="flex flex-col items-center gap-4 px-5 py-8 text-center sm:px-8">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            passed
              ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
              : 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
          )}
        >
          {passed ? <Trophy className="size-7" /> : <RotateCcw className="size-7" />}
        </span>
        <div>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-bold text-slate-900 outline-none dark:text-white"
          >
            {passed ? 'Congratulations!' : 'Keep Practicing!'}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {passed
              ? 'You passed this chapter! Continue to the next one.'
              : `You need ${PASS_MARK_PERCENT}% to pass. Review the material and try again.`}
          </p>
        </div>
        <PercentRing percent={result.percent} passed={passed} size="large" />
        <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">
          Your Score {result.score} / {result.maxScore}
        </p>
        {result.progressSaved ? null : (
          <Alert className="w-full max-w-xl text-left">{SCORE_NOT_SAVED}</Alert>
        )}
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button variant="secondary" size="lg" onClick={onTryAgain}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try Again
          </Button>
          <Link to={coursePath} className={buttonClasses('primary', 'lg')}>
            {passed ? (
              <>
                Continue Learning
                <ArrowRight aria-hidden="true" className="size-4" />
              </>
            ) : (
              <>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back to Course
              </>
            )}
          </Link>
        </div>
      </Card>

      {result.feedback ? (
        <Card className="p-5 sm:p-6">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <MessageSquareText
              aria-hidden="true"
              className="size-4 text-brand-600 dark:text-brand-400"
            />
            {/* Level feedback comes from the runner's verdicts, never from an AI: not 'AI Feedback'. */}
            Feedback
          </h3>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
            {result.feedback}
          </p>
        </Card>
      ) : null}

      {result.compileOutput ? (
        <Card className="p-5 sm:p-6">
          <Section title="Compiler output">
            <CompilerOutput className="max-h-72 text-red-700 dark:text-red-300">
              {result.compileOutput}
            </CompilerOutput>
          </Section>
        </Card>
      ) : null}

      {result.testResults.length > 0 ? (
        <Card className="p-5 sm:p-6">
          <Section
            title={`Test results: ${result.testResults.filter((t) => t.passed).length} / ${result.testResults.length} passed`}
          >
            <div className="space-y-3">
              {passed ? null : <FirstHiddenFailure rows={result.testResults} />}
              <TestResultList rows={result.testResults} />
            </div>
          </Section>
        </Card>
      ) : null}

      {result.review.length > 0 ? <McqReview attempt={attempt} review={result.review} /> : null}
    </div>
  );
}

/** The same review as a practice test's result: answers, correct ones, explanations. */
function McqReview({ attempt, review }: { attempt: AttemptView; review: Result['review'] }) {
  const items = reviewItems(attempt, review);
  return (
    <Card className="p-5 sm:p-6">
      <Section title="Review your answers">
        <McqCounts items={items} />
        <div className="mt-5">
          <McqReviewList
            items={items}
            reviewLater={(questionId) => ({ source: 'level', attemptId: attempt.id, questionId })}
          />
        </div>
      </Section>
    </Card>
  );
}

function reviewItems(attempt: AttemptView, review: Result['review']): McqReviewItem[] {
  return attempt.questions.flatMap((q) => {
    const row = review.find((r) => r.id === q.id);
    return row
      ? [
          {
            id: q.id,
            question: q.question,
            options: q.options,
            userAnswer: row.userAnswer,
            correctAnswer: row.correctAnswer,
            explanation: row.explanation || null,
            isCorrect: row.isCorrect,
          },
        ]
      : [];
  });
}
