import { Link } from 'react-router';
import { ArrowRight, Repeat } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useReviewSummary } from '../api/get-review-summary';
import { paths } from '../../../lib/paths';
import { textLinkClasses } from '../../../components/ui/text-link';

/** "N to review": the review queue's due count, linking to /review. Hidden until there is a queue. */
export function ReviewDueCard() {
  const summary = useReviewSummary();
  if (!summary.data || summary.data.total === 0) return null;
  const { dueCount } = summary.data;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6">
      <div className="flex min-w-0 items-center gap-3">
        <Repeat aria-hidden="true" className="size-6 shrink-0 text-brand-700 dark:text-brand-300" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            {dueCount > 0 ? `${dueCount} to review` : 'All caught up'}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {dueCount > 0
              ? 'Questions you missed or saved, due today.'
              : 'Nothing is due now; missed questions come back when they are due.'}
          </p>
        </div>
      </div>
      {dueCount > 0 ? (
        <Link to={paths.review()} className={textLinkClasses('inline-flex items-center gap-1')}>
          Start review
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </Card>
  );
}
