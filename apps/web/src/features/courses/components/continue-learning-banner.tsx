import { Link } from 'react-router';
import { PlayCircle } from 'lucide-react';
import type { CourseProgress, CourseSummary } from '@app/shared/courses.schemas';
import { courseCompletion } from '@app/shared/progress-rules';
import { useCourse } from '../api/get-course';
import { CourseIcon } from './course-icon';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../lib/paths';

/** The course opened most recently: its current level, levels done, and a Resume button. */
export function ContinueLearningBanner({
  course,
  progress,
}: {
  course: CourseSummary;
  progress: CourseProgress;
}) {
  const detail = useCourse(course.id);
  const current = detail.data?.chapters.find((ch) => ch.order === progress.currentChapter);
  const { done, percent } = courseCompletion(progress, course.totalChapters);
  return (
    <section
      aria-labelledby="continue-learning"
      className="mb-6 overflow-hidden rounded-2xl bg-gradient-to-r from-brand-600 to-violet-600 p-5 text-white shadow-sm sm:p-6 dark:from-brand-700 dark:to-violet-800"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <CourseIcon icon={course.icon} color={course.color} className="ring-white/40" />
        <div className="min-w-0 flex-1">
          <h2
            id="continue-learning"
            className="text-xs font-semibold tracking-wider text-brand-100 uppercase"
          >
            Continue Learning
          </h2>
          <p className="mt-0.5 text-lg font-bold break-words">{course.title}</p>
          <p className="text-sm break-words text-brand-50">
            {current
              ? `Level ${current.order}: ${current.title}`
              : `Level ${progress.currentChapter}`}
          </p>
          <div className="mt-3 flex items-center gap-3">
            <ProgressBar
              value={percent}
              label={`${course.title} progress`}
              className="bg-white/25 dark:bg-white/20 [&>div]:bg-white dark:[&>div]:bg-white"
            />
            <span className="shrink-0 text-sm font-semibold">{percent}%</span>
          </div>
          <p className="mt-1 text-xs text-brand-100">
            {done} of {course.totalChapters} chapters completed
          </p>
        </div>
        <Link
          to={paths.course(course.id)}
          className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <PlayCircle aria-hidden="true" className="size-4" />
          Resume
        </Link>
      </div>
    </section>
  );
}
