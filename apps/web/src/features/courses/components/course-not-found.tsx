import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';

/** Unknown course (or level) id: the message and Back to Courses. */
export function CourseNotFound({ title = 'Course not found' }: { title?: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The link may be wrong, or the course is no longer in the catalogue.
      </p>
      <Link to={paths.courses()} className={buttonClasses('primary', 'md', 'mt-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Courses
      </Link>
    </Card>
  );
}
