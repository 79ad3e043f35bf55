import { Link } from 'react-router';
import { ArrowRight, BookOpen, Clock } from 'lucide-react';
import type { CourseProgress, CourseSummary } from '@app/shared/courses.schemas';
import { courseCompletion } from '@app/shared/progress-rules';
import { Card } from '../../../components/ui/card';
import { IconText } from '../../../components/ui/icon-text';
import { LevelBadge } from './course-badges';
import { CourseIcon } from './course-icon';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../lib/paths';

/** A course in the catalogue; the whole card opens /course/{id}. */
export function CourseCard({
  course,
  progress,
}: {
  course: CourseSummary;
  progress: CourseProgress | undefined;
}) {
  const { done, percent } = courseCompletion(progress, course.totalChapters);
  return (
    <Card className="relative flex h-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <CourseIcon icon={course.icon} color={course.color} />
        <LevelBadge level={course.difficulty} />
      </div>
      <h2 className="mt-4 text-lg font-semibold break-words text-slate-900 dark:text-white">
        <Link
          to={paths.course(course.id)}
          className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {course.title}
        </Link>
      </h2>
      {/* The wrapper takes the spare height; a stretched line-clamp box would cut mid-text. */}
      <div className="mt-1 flex-1">
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">
          {course.description}
        </p>
      </div>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
        <IconText icon={BookOpen}>{course.totalChapters} chapters</IconText>
        <IconText icon={Clock}>{course.estimatedHours} hours</IconText>
      </p>
      <div className="mt-4 border-t border-slate-100 pt-4 dark:border-slate-800">
        {done > 0 ? (
          <div>
            <div className="mb-1.5 flex items-center justify-between text-sm">
              <span className="font-medium text-slate-700 dark:text-slate-300">
                {done} / {course.totalChapters} completed
              </span>
              <span className="font-semibold text-brand-700 dark:text-brand-300">{percent}%</span>
            </div>
            <ProgressBar value={percent} label={`${course.title} progress`} />
          </div>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 dark:text-brand-300">
            Start Learning
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        )}
      </div>
    </Card>
  );
}
