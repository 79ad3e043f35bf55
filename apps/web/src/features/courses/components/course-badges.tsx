import type { ReactNode } from 'react';
import type { CourseLevel } from '@app/shared/content.schemas';
import { cn } from '../../../lib/cn';

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
    >
      {children}
    </span>
  );
}

const LEVEL_CLASSES: Record<CourseLevel, string> = {
  Beginner: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  Intermediate: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  Advanced: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
};

export function LevelBadge({ level }: { level: CourseLevel }) {
  return <Badge className={LEVEL_CLASSES[level]}>{level}</Badge>;
}

const CHAPTER_DIFFICULTY_CLASSES: Record<string, string> = {
  Easy: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  Medium: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  Hard: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
};

export function ChapterDifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <Badge
      className={
        CHAPTER_DIFFICULTY_CLASSES[difficulty] ??
        'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
      }
    >
      {difficulty}
    </Badge>
  );
}

/** MCQ or CODING: the kind of test that ends a level. */
export function TestTypeBadge({ testType }: { testType: 'mcq' | 'coding' }) {
  return testType === 'mcq' ? (
    <Badge className="bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300">MCQ</Badge>
  ) : (
    <Badge className="bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300">
      CODING
    </Badge>
  );
}
