import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useChapter } from '../api/get-chapter';

const LessonMarkdown = lazy(async () => ({
  default: (await import('./lesson-markdown')).LessonMarkdown,
}));

/** The level's full lesson, fetched and rendered on demand. */
export function LessonView({ courseId, chapterId }: { courseId: string; chapterId: string }) {
  const chapter = useChapter(courseId, chapterId);
  if (chapter.isPending) return <LoadingScreen label="Loading the lesson..." fullScreen={false} />;
  if (chapter.isError) {
    return <Alert title="Could not load the lesson">{chapter.error.message}</Alert>;
  }
  if (chapter.data.lesson.trim() === '') {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">This level has no lesson yet.</p>
    );
  }
  return (
    <Suspense fallback={<LoadingScreen label="Loading the lesson..." fullScreen={false} />}>
      <LessonMarkdown markdown={chapter.data.lesson} />
    </Suspense>
  );
}
