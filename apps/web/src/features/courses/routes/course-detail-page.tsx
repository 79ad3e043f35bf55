import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ChapterSummary } from '@app/shared/courses.schemas';
import { isUnlocked } from '@app/shared/progress-rules';
import { Alert } from '../../../components/ui/alert';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingScreen } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCourse } from '../api/get-course';
import { useCourseProgress } from '../api/get-course-progress';
import { useVisitCourse } from '../api/visit-course';
import { CertificateBanner } from '../components/certificate-banner';
import { ChapterCard } from '../components/chapter-card';
import { ChapterOverviewModal } from '../components/chapter-overview-modal';
import { CourseHeader } from '../components/course-header';
import { CourseNotFound } from '../components/course-not-found';

/** A message another page sent along (e.g. a locked level's redirect). */
function flashMessage(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'message' in state) {
    return typeof state.message === 'string' ? state.message : null;
  }
  return null;
}

/** /course/{courseId}: the course, the learner's progress and its levels. */
export function CourseDetailPage() {
  const { courseId = '' } = useParams();
  const location = useLocation();
  const course = useCourse(courseId);
  const progress = useCourseProgress(courseId);
  const { mutate: visit } = useVisitCourse();
  const visited = useRef<string | null>(null);
  const [starting, setStarting] = useState<ChapterSummary | null>(null);

  // Opening the course enrols the learner once and stamps lastAccessedAt (a write, not a read).
  const found = course.isSuccess;
  useEffect(() => {
    if (!found || visited.current === courseId) return;
    visited.current = courseId;
    visit(courseId);
  }, [found, courseId, visit]);

  if (course.isPending || progress.isPending)
    return <LoadingScreen label="Loading course..." fullScreen={false} />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.status === 404) return <CourseNotFound />;
    return (
      <LoadError
        title="Could not load the course"
        message={course.error.message}
        onRetry={() => void course.refetch()}
      />
    );
  }

  const data = course.data;
  const completed = progress.data?.completedChapters ?? [];
  const message = flashMessage(location.state);

  return (
    <>
      <CourseHeader course={data} progress={progress.data} />
      <CertificateBanner courseId={data.id} completed={progress.data?.status === 'completed'} />
      {message ? (
        <Alert className="mb-6" title="This level is locked">
          {message}
        </Alert>
      ) : null}
      <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">Levels</h2>
      <ol className="space-y-4">
        {data.chapters.map((chapter) => (
          <li key={chapter.id}>
            <ChapterCard
              chapter={chapter}
              unlocked={isUnlocked(chapter.order, completed)}
              completed={completed.includes(chapter.order)}
              score={progress.data?.chapterScores[String(chapter.order)]}
              current={progress.data?.currentChapter === chapter.order}
              onStart={setStarting}
            />
          </li>
        ))}
      </ol>
      {starting ? (
        <ChapterOverviewModal
          courseId={data.id}
          chapter={starting}
          onClose={() => setStarting(null)}
        />
      ) : null}
    </>
  );
}
