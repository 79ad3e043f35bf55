import { Link } from 'react-router';
import { ArrowRight, Hourglass } from 'lucide-react';
import type { TestSummary } from '@app/shared/tests.schemas';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { textLinkClasses } from '../../../components/ui/text-link';
import { formatTestDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';

/** Tests the learner has open (still before their deadline), apart from the finished results. */
export function OpenTests({ tests }: { tests: readonly TestSummary[] }) {
  const locale = useLocale();
  if (tests.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6">
      <h2
        id="open-tests-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
      >
        <Hourglass aria-hidden="true" className="size-5 text-sky-700 dark:text-sky-300" />
        In Progress
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Not counted in your totals until submitted. A test left past its time limit is graded with
        the answers saved in time and shown as Expired.
      </p>
      <ul
        aria-labelledby="open-tests-heading"
        className="mt-3 divide-y divide-slate-200 dark:divide-slate-800"
      >
        {tests.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900 dark:text-white">{t.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Started {formatTestDate(t.createdAt, locale)}
              </p>
            </div>
            <Link
              to={paths.test(t.type, t.id)}
              aria-label={`Resume ${t.title}`}
              className={textLinkClasses('inline-flex items-center gap-1')}
            >
              Resume
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
