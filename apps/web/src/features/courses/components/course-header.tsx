import { Link } from 'react-router';
import { ArrowLeft, BookOpen, Clock, Code2 } from 'lucide-react';
import type { CourseDetail, CourseProgress } from '@app/shared/courses.schemas';
import { LANGUAGE_LABELS } from '@app/shared/languages';
import { courseCompletion } from '@app/shared/progress-rules';
import { Card } from '../../../components/ui/card';
import { IconText } from '../../../components/ui/icon-text';
import { LevelBadge } from './course-badges';
import { CourseIcon } from './course-icon';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../lib/paths';

/** Course info and, once the learner has progress, 'Your Progress'. */
export function CourseHeader({
  course,
  progress,
}: {
  course: CourseDetail;
  progress: CourseProgress | null | undefined;
}) {
  const { done, percent } = courseCompletion(progress, course.totalChapters);
  return (
    <>
      <Link
        to={paths.courses()}
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All courses
      </Link>
      <Card className="mb-6 p-5 sm:p-6">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-center">
          <div className="flex min-w-0 flex-1 gap-4">
            <CourseIcon icon={course.icon} color={course.color} className="size-14 sm:size-16" />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <LevelBadge level={course.difficulty} />
                {progress?.status === 'completed' ? (
                  <span className="text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                    Course completed
                  </span>
                ) : null}
              </div>
              <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
                {course.title}
              </h1>
              <p className="mt-1 text-slate-600 dark:text-slate-400">{course.description}</p>
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
                <IconText icon={BookOpen}>{course.totalChapters} chapters</IconText>
                <IconText icon={Clock}>{course.estimatedHours} hours</IconText>
                {course.language ? (
                  <IconText icon={Code2}>{LANGUAGE_LABELS[course.language]}</IconText>
                ) : null}
              </p>
            </div>
          </div>
          {progress ? (
            <section
              aria-labelledby="your-progress"
              className="rounded-xl bg-slate-50 p-4 lg:w-72 dark:bg-slate-800/60"
            >
              <div className="flex items-baseline justify-between">
                <h2
                  id="your-progress"
                  className="text-sm font-semibold text-slate-700 dark:text-slate-200"
                >
                  Your Progress
                </h2>
                <span className="text-2xl font-bold text-brand-700 dark:text-brand-300">
                  {percent}%
                </span>
              </div>
              <ProgressBar value={percent} label="Your Progress" className="mt-2" />
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {done} of {course.totalChapters} chapters completed
              </p>
            </section>
          ) : null}
        </div>
      </Card>
    </>
  );
}
