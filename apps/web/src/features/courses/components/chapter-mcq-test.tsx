import { useState } from 'react';
import { Send } from 'lucide-react';
import { PASS_MARK_PERCENT } from '@app/shared/constants';
import type { OptionLetter } from '@app/shared/content.schemas';
import type { AttemptView } from '@app/shared/courses.schemas';
import { Markdown } from '../../../components/markdown/markdown';
import { Alert } from '../../../components/ui/alert';
import { BusyContent, Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useSaveDraft } from '../api/save-draft';
import { Badge } from './course-badges';

const LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];

type ChapterMcqTestProps = {
  attempt: AttemptView;
  chapterTitle: string;
  submitting: boolean;
  error: string | null;
  onSubmit: (answers: Record<string, OptionLetter>) => void;
};

/** The level's MCQ test: every question on one page; Submit Test once all are answered. */
export function ChapterMcqTest({
  attempt,
  chapterTitle,
  submitting,
  error,
  onSubmit,
}: ChapterMcqTestProps) {
  // A resumed attempt opens with the answers saved so far.
  const [answers, setAnswers] = useState<Record<string, OptionLetter>>(() =>
    attempt.draft && 'answers' in attempt.draft ? attempt.draft.answers : {},
  );
  const draft = useSaveDraft();

  function choose(questionId: string, letter: OptionLetter) {
    const next = { ...answers, [questionId]: letter };
    setAnswers(next);
    draft.mutate({
      courseId: attempt.courseId,
      chapterId: attempt.chapterId,
      attemptId: attempt.id,
      body: { answers: next },
    });
  }
  const answered = attempt.questions.filter((q) => answers[q.id]).length;
  const total = attempt.questions.length;
  const ready = total > 0 && answered === total;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !submitting) onSubmit(answers);
      }}
      className="space-y-5"
    >
      <Card className="p-5 sm:p-6">
        <Badge className="bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300">
          MCQ TEST
        </Badge>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          These {total} questions are based on the chapter content of{' '}
          <span className="font-medium text-slate-800 dark:text-slate-200">{chapterTitle}</span>.
          Choose one answer for each; you need {PASS_MARK_PERCENT}% to pass. Unsure? Read the lesson
          first.
        </p>
      </Card>

      {attempt.questions.map((question, index) => (
        <Card key={question.id} className="p-5 sm:p-6">
          <fieldset
            disabled={submitting}
            aria-labelledby={`${question.id}-label`}
            className="min-w-0"
          >
            <div
              id={`${question.id}-label`}
              className="mb-3 font-semibold text-slate-900 dark:text-white"
            >
              <span>Question {index + 1}:</span> <Markdown markdown={question.question} />
            </div>
            <div className="space-y-2">
              {LETTERS.map((letter) => {
                const checked = answers[question.id] === letter;
                return (
                  <label
                    key={letter}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                      checked
                        ? 'border-brand-500 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-500/10 dark:text-brand-100'
                        : 'border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
                    )}
                  >
                    <input
                      type="radio"
                      name={question.id}
                      value={letter}
                      checked={checked}
                      onChange={() => choose(question.id, letter)}
                      className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="font-semibold">{letter}.</span>{' '}
                      <Markdown markdown={question.options[letter]} variant="option" />
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </Card>
      ))}

      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {answered} of {total} answered
        </p>
        <Button type="submit" size="lg" disabled={!ready || submitting}>
          <BusyContent busy={submitting} icon={Send} busyText="Submitting...">
            Submit Test
          </BusyContent>
        </Button>
      </div>
    </form>
  );
}
