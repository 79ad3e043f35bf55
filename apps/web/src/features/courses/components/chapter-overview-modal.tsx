import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ArrowLeft, BookOpen, CircleCheck, Lightbulb, PlayCircle } from 'lucide-react';
import type { ChapterSummary } from '@app/shared/courses.schemas';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useChapterOverview } from '../api/get-chapter-overview';
import { LessonView } from './lesson-view';
import { Modal } from './modal';
import { paths } from '../../../lib/paths';

/**
 * Before a level's test: 'What You Will Learn', a Pro Tip, the full lesson on request, then
 * 'Start Chapter Test'. If the overview cannot be prepared it goes straight to the test.
 */
export function ChapterOverviewModal({
  courseId,
  chapter,
  onClose,
}: {
  courseId: string;
  chapter: ChapterSummary;
  onClose: () => void;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const overview = useChapterOverview(courseId, chapter.id);
  const [reading, setReading] = useState(false);
  const testPath = paths.chapter(courseId, chapter.id);

  if (overview.isError) return <Navigate to={testPath} />;

  const startButton = (
    <Button onClick={() => void navigate(testPath)} data-autofocus>
      <PlayCircle aria-hidden="true" className="size-4" />
      Start Chapter Test
    </Button>
  );

  return (
    <Modal labelledBy={titleId} onClose={onClose} size={reading ? 'lg' : 'md'}>
      <div className="border-b border-slate-200 px-5 pt-5 pb-4 pr-12 sm:px-6 dark:border-slate-800">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
          Level {chapter.order}
        </p>
        <h2 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {reading ? chapter.title : 'Chapter Overview'}
        </h2>
        {reading ? null : (
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{chapter.title}</p>
        )}
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
        {reading ? (
          <LessonView courseId={courseId} chapterId={chapter.id} />
        ) : overview.isPending ? (
          <LoadingScreen label="Preparing your chapter overview..." fullScreen={false} />
        ) : (
          <div className="space-y-5">
            <section aria-labelledby={`${titleId}-learn`}>
              <h3
                id={`${titleId}-learn`}
                className="mb-2 font-semibold text-slate-900 dark:text-white"
              >
                What You Will Learn
              </h3>
              <ul className="space-y-2">
                {overview.data.whatYouWillLearn.map((line) => (
                  <li
                    key={line}
                    className="flex gap-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
                  >
                    <CircleCheck
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    />
                    {line}
                  </li>
                ))}
              </ul>
            </section>
            <section
              aria-labelledby={`${titleId}-tip`}
              className="rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-900/60 dark:bg-amber-950/40"
            >
              <h3
                id={`${titleId}-tip`}
                className="flex items-center gap-2 text-sm font-semibold text-amber-900 dark:text-amber-200"
              >
                <Lightbulb aria-hidden="true" className="size-4" />
                Pro Tip
              </h3>
              <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">
                {overview.data.proTip}
              </p>
            </section>
          </div>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
        {reading ? (
          <Button variant="secondary" onClick={() => setReading(false)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to overview
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setReading(true)}>
            <BookOpen aria-hidden="true" className="size-4" />
            Read the lesson
          </Button>
        )}
        {overview.isPending && !reading ? null : startButton}
      </div>
    </Modal>
  );
}
