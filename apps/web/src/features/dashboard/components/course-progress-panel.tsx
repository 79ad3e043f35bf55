import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, GraduationCap, PlayCircle, Trophy } from 'lucide-react';
import type { CourseProgress, CourseSummary } from '@app/shared/courses.schemas';
import { courseCompletion } from '@app/shared/progress-rules';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useCourses, useProgressList } from '../../../lib/course-lists';
import { paths } from '../../../lib/paths';
import { textLinkClasses } from '../../../components/ui/text-link';

/** Courses in progress and completed, levels passed, and the course to continue. */
export function CourseProgressPanel() {
  const progress = useProgressList();
  const courses = useCourses();
  if (progress.isPending || courses.isPending) {
    return (
      <Card className="p-5 sm:p-6" aria-busy="true">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Your Courses</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Loading your courses...</p>
      </Card>
    );
  }
  if (progress.isError || courses.isError) {
    return (
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Your Courses</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Your course progress could not be loaded.
        </p>
      </Card>
    );
  }
  return <CourseProgressSummary progress={progress.data} courses={courses.data} />;
}

export function CourseProgressSummary({
  progress,
  courses,
}: {
  progress: readonly CourseProgress[];
  courses: readonly CourseSummary[];
}) {
  const byId = new Map(courses.map((c) => [c.id, c]));
  const known = progress.filter((p) => byId.has(p.courseId));
  const inProgress = known.filter((p) => p.status === 'in_progress').length;
  const completed = known.filter((p) => p.status === 'completed').length;
  const levelsPassed = known.reduce((n, p) => n + p.completedChapters.length, 0);
  // The course opened most recently that is not finished (spec: Continue Learning).
  const latest = [...known]
    .filter((p) => p.status === 'in_progress')
    .sort((a, b) => (a.lastAccessedAt < b.lastAccessedAt ? 1 : -1))[0];
  const course = latest ? byId.get(latest.courseId) : undefined;

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Your Courses</h2>
        <Link to={paths.courses()} className={textLinkClasses()}>
          All courses
        </Link>
      </div>
      {known.length === 0 ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No course started yet. Courses go level by level, each ending in a test.
          </p>
          <Link to={paths.courses()} className={buttonClasses('secondary', 'sm')}>
            <BookOpen aria-hidden="true" className="size-4" />
            Browse Courses
          </Link>
        </div>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            <Figure
              icon={<GraduationCap className="size-4" />}
              label="In progress"
              value={inProgress}
            />
            <Figure icon={<Trophy className="size-4" />} label="Completed" value={completed} />
            <Figure
              icon={<BookOpen className="size-4" />}
              label="Levels passed"
              value={levelsPassed}
            />
          </dl>
          {latest && course ? <ContinueCourse course={course} progress={latest} /> : null}
        </>
      )}
    </Card>
  );
}

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 px-2 py-3 dark:bg-slate-800/60">
      <dt className="flex items-center justify-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

function ContinueCourse({ course, progress }: { course: CourseSummary; progress: CourseProgress }) {
  const { done, percent } = courseCompletion(progress, course.totalChapters);
  return (
    <section
      aria-labelledby="dashboard-continue-learning"
      className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3
        id="dashboard-continue-learning"
        className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
      >
        Continue Learning
      </h3>
      <p className="mt-1 font-semibold break-words text-slate-900 dark:text-white">
        {course.title}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Level {progress.currentChapter} of {course.totalChapters} · {done} passed
      </p>
      <ProgressBar value={percent} label={`${course.title} progress`} className="mt-2" />
      <Link
        to={paths.course(course.id)}
        aria-label={`Resume ${course.title}`}
        className={buttonClasses('primary', 'sm', 'mt-3')}
      >
        <PlayCircle aria-hidden="true" className="size-4" />
        Resume
      </Link>
    </section>
  );
}
