import { Link } from 'react-router';
import { LANGUAGE_LABELS } from '@app/shared/languages';
import type { TestType } from '@app/shared/constants';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useProblemHistory } from '../api/get-problem-history';
import { paths } from '../../../lib/paths';
import { formatTestDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';

const COLUMNS = ['Date', 'Language', 'Score', 'Result'];

/** Every graded attempt at this problem by this learner: date, language and score (issue 16 item 4). */
export function ProblemHistory({ testId, type }: { testId: string; type: TestType }) {
  const history = useProblemHistory(testId);
  const locale = useLocale();
  if (history.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-4" /> Loading your submissions...
      </p>
    );
  if (history.isError)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">Could not load your submissions.</p>
    );
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Your submissions">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn('py-2 font-medium', column !== 'Result' && 'pr-4')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {history.data.items.map((item) => {
            const current = item.testId === testId;
            return (
              <tr
                key={item.testId}
                aria-current={current ? 'true' : undefined}
                className={cn(current && 'font-semibold')}
              >
                <td className="py-2 pr-4 text-slate-800 dark:text-slate-100">
                  {current ? (
                    `${formatTestDate(item.completedAt, locale)} (this one)`
                  ) : (
                    <Link
                      to={paths.test(type, item.testId)}
                      className="text-brand-700 underline hover:no-underline dark:text-brand-300"
                    >
                      {formatTestDate(item.completedAt, locale)}
                    </Link>
                  )}
                </td>
                <td className="py-2 pr-4 text-slate-700 dark:text-slate-300">
                  {item.language ? LANGUAGE_LABELS[item.language] : 'N/A'}
                </td>
                <td className="py-2 pr-4 text-slate-700 dark:text-slate-300">
                  {item.score}/{item.maxScore}
                </td>
                <td
                  className={
                    item.passed
                      ? 'py-2 text-emerald-700 dark:text-emerald-300'
                      : 'py-2 text-red-700 dark:text-red-300'
                  }
                >
                  {item.passed ? 'Passed' : 'Not passed'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
