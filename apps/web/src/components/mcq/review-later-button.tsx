import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import type { ReviewBookmarkBody } from '@app/shared/review.schemas';
import { useReviewLater } from '../../lib/review-later';
import { cn } from '../../lib/cn';

/** Adds one graded question to the review queue; says so once added (asking twice changes nothing). */
export function ReviewLaterButton({
  body,
  questionNumber,
}: {
  body: ReviewBookmarkBody;
  questionNumber: number;
}) {
  const add = useReviewLater();
  const added = add.isSuccess;
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => add.mutate(body)}
        disabled={add.isPending || added}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          added
            ? 'border-emerald-300 text-emerald-800 dark:border-emerald-800 dark:text-emerald-300'
            : 'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
        )}
      >
        {added ? (
          <BookmarkCheck aria-hidden="true" className="size-4" />
        ) : (
          <BookmarkPlus aria-hidden="true" className="size-4" />
        )}
        {/* The name is the visible text plus hidden words (WCAG 2.5.3: the label contains what is seen). */}
        {added ? (
          <>
            In your review <span className="sr-only">for question {questionNumber}</span>
          </>
        ) : add.isPending ? (
          'Adding...'
        ) : (
          <>
            Review <span className="sr-only">question {questionNumber}</span> later
          </>
        )}
      </button>
      {add.isError ? (
        <span role="alert" className="text-xs text-red-700 dark:text-red-400">
          {add.error.message}
        </span>
      ) : null}
    </span>
  );
}
