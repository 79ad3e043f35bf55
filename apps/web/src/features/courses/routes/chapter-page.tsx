import { useId, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, Info } from 'lucide-react';
import { PASS_MARK_PERCENT } from '@app/shared/constants';
import type { AttemptSubmit } from '@app/shared/courses.schemas';
import { Alert } from '../../../components/ui/alert';
import { LoadError } from '../../../components/ui/load-error';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useChapter } from '../api/get-chapter';
import { attemptQueryKey, useChapterAttempt } from '../api/start-attempt';
import { useSubmitAttempt } from '../api/submit-attempt';
import { ChapterCodingTest } from '../components/chapter-coding-test';
import { ChapterMcqTest } from '../components/chapter-mcq-test';
import { ChapterResult } from '../components/chapter-result';
import { CourseNotFound } from '../components/course-not-found';
import { TestTypeBadge } from '../components/course-badges';
import { GeneratingState } from '../../../components/ui/generating-state';
import { LessonView } from '../components/lesson-view';
import { Modal } from '../components/modal';
import { paths } from '../../../lib/paths';

export const LOCKED_MESSAGE = 'Complete previous level to unlock';
const EVALUATION_FAILED = 'Failed to evaluate your code. Please try again.';

function submitErrorMessage(error: Error, coding: boolean): string {
  // Refusals the learner can act on keep the server's words; faults get the spec's message.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return coding ? EVALUATION_FAILED : error.message;
}

/**
 * /course/{courseId}/chapter/{chapterId}: loads the level by id (so a reload works), starts an
 * attempt (or resumes the open one with its saved answers: one open attempt per level), then
 * test -> result. A locked level returns to its course with a message.
 */
export function ChapterPage() {
  const { courseId = '', chapterId = '' } = useParams();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [reading, setReading] = useState(false);
  const lessonTitleId = useId();
  const chapter = useChapter(courseId, chapterId);
  const attempt = useChapterAttempt(courseId, chapterId, round);
  const submit = useSubmitAttempt();
  const coursePath = paths.course(courseId);

  const notFound =
    (chapter.error instanceof ApiError && chapter.error.status === 404 ? chapter.error : null) ??
    (attempt.error instanceof ApiError && attempt.error.status === 404 ? attempt.error : null);
  if (notFound) return <CourseNotFound title={notFound.message} />;
  if (attempt.error instanceof ApiError && attempt.error.code === 'LEVEL_LOCKED') {
    return <Navigate to={coursePath} replace state={{ message: LOCKED_MESSAGE }} />;
  }

  function tryAgain() {
    submit.reset();
    setRound((r) => r + 1);
  }

  function send(attemptId: string, body: AttemptSubmit) {
    submit.mutate(
      { courseId, chapterId, attemptId, body },
      {
        onSuccess: (view) =>
          queryClient.setQueryData(attemptQueryKey(courseId, chapterId, round), view),
      },
    );
  }

  const view = attempt.data;
  const submitError = submit.error
    ? submitErrorMessage(submit.error, view?.testType === 'coding')
    : null;

  let body;
  if (attempt.isPending) {
    body = <GeneratingState label="Generating test with AI..." />;
  } else if (attempt.isError) {
    body = (
      <LoadError
        title="Failed to generate the test. Please try again."
        message={attempt.error.message}
        onRetry={tryAgain}
      />
    );
  } else if (attempt.data.result) {
    body = (
      <ChapterResult
        attempt={attempt.data}
        result={attempt.data.result}
        coursePath={coursePath}
        onTryAgain={tryAgain}
        lastLevel={
          chapter.data !== undefined && chapter.data.order === chapter.data.course.totalChapters
        }
      />
    );
  } else if (attempt.data.testType === 'mcq') {
    const a = attempt.data;
    body = (
      <ChapterMcqTest
        key={a.id}
        attempt={a}
        chapterTitle={chapter.data?.title ?? 'this level'}
        submitting={submit.isPending}
        error={submitError}
        onSubmit={(answers) => send(a.id, { answers })}
      />
    );
  } else if (attempt.data.problem) {
    const a = attempt.data;
    body = (
      <ChapterCodingTest
        key={a.id}
        attempt={a}
        problem={attempt.data.problem}
        submitting={submit.isPending}
        error={submitError}
        onSubmit={(code) => send(a.id, code)}
      />
    );
  } else {
    body = <Alert>Failed to generate coding challenge</Alert>;
  }

  return (
    <>
      <Link
        to={coursePath}
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {chapter.data ? chapter.data.course.title : 'Back to Course'}
      </Link>
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          {chapter.data ? (
            <>
              <div className="mb-1 flex items-center gap-2">
                <TestTypeBadge testType={chapter.data.testType} />
                <span className="text-sm text-slate-500 dark:text-slate-400">
                  {chapter.data.testSize.label} · {PASS_MARK_PERCENT}% to pass
                </span>
              </div>
              <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
                Level {chapter.data.order}: {chapter.data.title}
              </h1>
            </>
          ) : (
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              Chapter Test
            </h1>
          )}
        </div>
        {chapter.data && view && !view.result ? (
          <Button variant="secondary" onClick={() => setReading(true)} className="shrink-0">
            <BookOpen aria-hidden="true" className="size-4" />
            Read the lesson
          </Button>
        ) : null}
      </header>
      {view?.notice ? (
        <p className="mb-4 flex items-start gap-2 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:bg-sky-950/50 dark:text-sky-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {view.notice}
        </p>
      ) : null}
      {body}
      {reading && chapter.data ? (
        <Modal labelledBy={lessonTitleId} onClose={() => setReading(false)} size="lg">
          <div className="border-b border-slate-200 px-5 pt-5 pr-12 pb-4 sm:px-6 dark:border-slate-800">
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
              Lesson · Level {chapter.data.order}
            </p>
            <h2 id={lessonTitleId} className="text-xl font-bold text-slate-900 dark:text-white">
              {chapter.data.title}
            </h2>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
            <LessonView courseId={courseId} chapterId={chapterId} />
          </div>
          <div className="flex justify-end border-t border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => setReading(false)}
              data-autofocus
            >
              Back to the test
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
