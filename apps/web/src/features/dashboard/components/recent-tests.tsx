import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Rocket } from 'lucide-react';
import type { Dashboard } from '@app/shared/tests.schemas';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { RecentTestCard } from './recent-test-card';
import { paths } from '../../../lib/paths';
import { textLinkClasses } from '../../../components/ui/text-link';

/** The empty state of a learner with no tests (spec: 'No tests yet'). */
function NoTestsYet() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
        <Rocket aria-hidden="true" className="size-7" />
      </span>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">No tests yet</h3>
      <p className="text-slate-600 dark:text-slate-400">Start your learning journey today!</p>
      <Link to={paths.tests()} className={buttonClasses('primary', 'md', 'mt-2')}>
        Take Your First Test
      </Link>
    </Card>
  );
}

/** Recent Tests, 2 per page (paged by the server), newest first, one card per title. */
export function RecentTests({
  recent,
  loadingPage,
  onPage,
}: {
  recent: Dashboard['recent'];
  loadingPage: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <section aria-labelledby="recent-tests-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="recent-tests-heading"
          className="text-xl font-semibold text-slate-900 dark:text-white"
        >
          Recent Tests
        </h2>
        {recent.total > 0 ? (
          <Link to={paths.tests()} className={textLinkClasses()}>
            Start a new test
          </Link>
        ) : null}
      </div>
      {recent.items.length === 0 ? (
        <NoTestsYet />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2" aria-busy={loadingPage}>
            {recent.items.map((test) => (
              <li key={test.id}>
                <RecentTestCard test={test} />
              </li>
            ))}
          </ul>
          {recent.pageCount > 1 ? (
            <nav
              aria-label="Recent tests pages"
              className="flex items-center justify-between gap-3"
            >
              <Button
                variant="secondary"
                size="sm"
                className="disabled:opacity-50"
                disabled={recent.page <= 1 || loadingPage}
                onClick={() => onPage(recent.page - 1)}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Page {recent.page} of {recent.pageCount}
              </p>
              <Button
                variant="secondary"
                size="sm"
                className="disabled:opacity-50"
                disabled={recent.page >= recent.pageCount || loadingPage}
                onClick={() => onPage(recent.page + 1)}
              >
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
