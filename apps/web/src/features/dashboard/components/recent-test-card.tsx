import { Link } from 'react-router';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { displayStatus, isPassed, percentOf, type DisplayStatus } from '@app/shared/test-rules';
import type { TestSummary } from '@app/shared/tests.schemas';
import { cn } from '../../../lib/cn';
import { PercentRing } from '../../../components/ui/percent-ring';
import { TEST_TYPE_BADGES } from '../../../components/ui/test-type-badges';
import { paths } from '../../../lib/paths';
import { formatTestDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';

const STATUS_CLASSES: Record<DisplayStatus, string> = {
  'In Progress': 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  Passed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  Failed: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  'Pending Result': 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  Expired: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** One recent test; opening it resumes an in-progress test or shows the result. */
export function RecentTestCard({ test }: { test: TestSummary }) {
  const status = displayStatus(test);
  const badge = TEST_TYPE_BADGES[test.type];
  const completed = test.status === 'completed';
  const locale = useLocale();
  return (
    <Link
      to={paths.test(test.type, test.id)}
      className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500/50"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={cn('rounded-md px-2 py-0.5 text-xs font-bold tracking-wide', badge.className)}
        >
          {badge.label}
        </span>
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}
        >
          {status}
        </span>
      </div>
      <div className="flex flex-1 items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
            {test.title}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            {formatTestDate(test.createdAt, locale)}
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Score:{' '}
            <span className="font-semibold">
              {test.score}/{test.maxScore}
            </span>
          </p>
          {test.expired ? (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              Time ran out: graded with the answers saved by the deadline.
            </p>
          ) : null}
        </div>
        {completed ? (
          <PercentRing
            percent={percentOf(test.score, test.maxScore)}
            passed={isPassed(test)}
            size="small"
          />
        ) : null}
      </div>
      {test.status === 'in_progress' ? (
        <p className="flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-300">
          Resume test
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </p>
      ) : null}
    </Link>
  );
}
