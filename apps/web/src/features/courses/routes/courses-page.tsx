import { SearchX } from 'lucide-react';
import type { CourseProgress } from '@app/shared/courses.schemas';
import { LoadError } from '../../../components/ui/load-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { latestCourseProgress, useCourses, useProgressList } from '../../../lib/course-lists';
import { filterCourses, useCourseFilters } from '../hooks/use-course-filters';
import { ContinueLearningBanner } from '../components/continue-learning-banner';
import { CourseCard } from '../components/course-card';
import { CourseStatCards } from '../components/course-stat-cards';
import { CourseToolbar } from '../components/course-toolbar';

/** /courses: the catalogue with the learner's progress, search and filters. */
export function CoursesPage() {
  const courses = useCourses();
  const progress = useProgressList();
  const { filters, active, setSearch, setStatus, setLevel, clear } = useCourseFilters();

  if (courses.isPending || progress.isPending) {
    return <LoadingScreen label="Loading courses..." fullScreen={false} />;
  }
  if (courses.isError || progress.isError) {
    const error = courses.error ?? progress.error;
    return (
      <>
        <PageHeader title="Learning Courses" />
        <LoadError
          title="Could not load the courses"
          message={error?.message}
          onRetry={() => {
            void courses.refetch();
            void progress.refetch();
          }}
        />
      </>
    );
  }

  const catalogue = courses.data;
  const byId = new Map<string, CourseProgress>();
  for (const p of progress.data) {
    if (catalogue.some((c) => c.id === p.courseId)) byId.set(p.courseId, p);
  }
  const mine = [...byId.values()];
  const latest = latestCourseProgress(catalogue, mine);
  const latestCourse = latest ? catalogue.find((c) => c.id === latest.courseId) : undefined;
  const shown = filterCourses(catalogue, byId, filters);

  return (
    <>
      <PageHeader
        title="Learning Courses"
        description="Work through ordered levels; each one ends in a test that unlocks the next."
      />
      <CourseStatCards
        enrolled={mine.length}
        inProgress={mine.filter((p) => p.status === 'in_progress').length}
        completed={mine.filter((p) => p.status === 'completed').length}
      />
      {latest && latestCourse ? (
        <ContinueLearningBanner course={latestCourse} progress={latest} />
      ) : null}
      <CourseToolbar
        filters={filters}
        onSearch={setSearch}
        onStatus={setStatus}
        onLevel={setLevel}
      />
      <p className="sr-only" role="status" aria-live="polite">
        {active ? `${shown.length} of ${catalogue.length} courses shown` : ''}
      </p>
      {shown.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">No courses found</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Try adjusting your search or filters
          </p>
          {active ? (
            <Button variant="secondary" onClick={clear} className="mt-2">
              Clear Filters
            </Button>
          ) : null}
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Courses">
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} progress={byId.get(course.id)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
