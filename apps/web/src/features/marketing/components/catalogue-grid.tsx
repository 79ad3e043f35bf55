import { Link } from 'react-router';
import { BookOpen, Clock } from 'lucide-react';
import type { CourseSummary } from '@app/shared/courses.schemas';
import { IconText } from '../../../components/ui/icon-text';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useCatalogue } from '../api/get-catalogue';
import { paths } from '../../../lib/paths';

const LEVEL_CLASSES: Record<CourseSummary['difficulty'], string> = {
  Beginner: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  Intermediate: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  Advanced: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

/**
 * Every course of the catalogue with its levels and hours, for visitors who are not signed in.
 * Each card opens /courses, which asks them to sign in first and then comes back to it.
 */
export function CatalogueGrid() {
  const catalogue = useCatalogue();
  const locale = useLocale();
  if (catalogue.isPending) {
    return (
      <p className="mt-10 text-slate-600 dark:text-slate-400" role="status" data-needs-app>
        Loading courses...
      </p>
    );
  }
  if (catalogue.isError) {
    return (
      <p className="mt-10 text-slate-600 dark:text-slate-400">
        The course list could not be loaded.{' '}
        <Link
          to={paths.courses()}
          className="font-semibold text-brand-700 underline dark:text-brand-300"
        >
          See the courses
        </Link>
      </p>
    );
  }
  const courses = catalogue.data;
  const levels = courses.reduce((n, c) => n + c.totalChapters, 0);
  return (
    <>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {courses.length} courses, {formatNumber(levels, locale)} levels in all.
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {courses.map((course) => (
          <li key={course.id}>
            <Link
              to={paths.courses()}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:p-4 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500/50"
            >
              <span className="text-sm font-semibold break-words text-slate-900 group-hover:text-brand-700 sm:text-base dark:text-white dark:group-hover:text-brand-300">
                {course.title}
              </span>
              <span
                className={cn(
                  'mt-1.5 self-start rounded-md px-2 py-0.5 text-xs font-semibold',
                  LEVEL_CLASSES[course.difficulty],
                )}
              >
                {course.difficulty}
              </span>
              {/* The description only where there is room for it; the grid stays short on a phone. */}
              <span className="mt-2 hidden flex-1 sm:block">
                <span className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
                  {course.description}
                </span>
              </span>
              <span className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-2 text-xs text-slate-600 sm:mt-3 sm:pt-0 sm:text-sm dark:text-slate-400">
                <IconText icon={BookOpen} small>
                  {course.totalChapters} levels
                </IconText>
                <IconText icon={Clock} small>
                  {course.estimatedHours} hours
                </IconText>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
