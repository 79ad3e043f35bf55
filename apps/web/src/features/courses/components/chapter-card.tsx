import { CircleCheck, Code2, ListChecks, Lock, PlayCircle, RotateCcw, Target } from 'lucide-react';
import { MAX_OBJECTIVES_SHOWN, PASS_MARK_PERCENT } from '@app/shared/constants';
import type { ChapterSummary } from '@app/shared/courses.schemas';
import type { ChapterScore } from '@app/shared/progress-rules';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconText } from '../../../components/ui/icon-text';
import { cn } from '../../../lib/cn';
import { ChapterDifficultyBadge, TestTypeBadge } from './course-badges';

type ChapterCardProps = {
  chapter: ChapterSummary;
  unlocked: boolean;
  completed: boolean;
  score: ChapterScore | undefined;
  current: boolean;
  onStart: (chapter: ChapterSummary) => void;
};

/** One level: what it covers, its test, and Start / Review (or the lock). */
export function ChapterCard({
  chapter,
  unlocked,
  completed,
  score,
  current,
  onStart,
}: ChapterCardProps) {
  const headingId = `level-${chapter.id}`;
  return (
    <Card
      aria-labelledby={headingId}
      role="group"
      className={cn(
        'relative overflow-hidden p-5 sm:p-6',
        completed && 'border-emerald-300 dark:border-emerald-800',
        current &&
          unlocked &&
          !completed &&
          'border-brand-300 ring-1 ring-brand-300 dark:border-brand-700 dark:ring-brand-700',
      )}
    >
      <div
        className={cn(
          'flex flex-col gap-4 sm:flex-row sm:items-start',
          !unlocked && 'opacity-45 select-none',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full text-base font-bold',
            completed
              ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
              : 'bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
          )}
        >
          {completed ? <CircleCheck className="size-6" /> : chapter.order}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <TestTypeBadge testType={chapter.testType} />
            <ChapterDifficultyBadge difficulty={chapter.difficulty} />
            {completed ? (
              <span className="text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                Completed
              </span>
            ) : null}
          </div>
          <h3
            id={headingId}
            className="mt-2 text-lg font-semibold break-words text-slate-900 dark:text-white"
          >
            Level {chapter.order}: {chapter.title}
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{chapter.description}</p>
          {chapter.objectives.length > 0 ? (
            <ul className="mt-3 grid gap-1.5 sm:grid-cols-2">
              {chapter.objectives.slice(0, MAX_OBJECTIVES_SHOWN).map((objective) => (
                <li
                  key={objective}
                  className="flex gap-2 text-sm text-slate-700 dark:text-slate-300"
                >
                  <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
                  <span className="min-w-0">{objective}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
            <IconText icon={chapter.testType === 'mcq' ? ListChecks : Code2}>
              {chapter.testSize.label}
            </IconText>
            <span>{PASS_MARK_PERCENT}% to pass</span>
            {completed && score ? (
              <span className="font-medium text-emerald-700 dark:text-emerald-300">
                MCQ: {score.mcqScore}% | Coding: {score.codingScore}%
              </span>
            ) : null}
          </p>
        </div>
        <div className="shrink-0 sm:self-center">
          {completed ? (
            <Button
              variant="secondary"
              onClick={() => onStart(chapter)}
              className="w-full sm:w-auto"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Review Level
            </Button>
          ) : (
            <Button
              onClick={() => onStart(chapter)}
              disabled={!unlocked}
              className="w-full sm:w-auto"
            >
              <PlayCircle aria-hidden="true" className="size-4" />
              Start Level
            </Button>
          )}
        </div>
      </div>
      {unlocked ? null : (
        <div className="absolute inset-0 flex items-center justify-center p-4">
          <p className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white/95 px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm dark:border-slate-700 dark:bg-slate-900/95 dark:text-slate-200">
            <Lock aria-hidden="true" className="size-4" />
            Complete previous level to unlock
          </p>
        </div>
      )}
    </Card>
  );
}
