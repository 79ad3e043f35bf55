/** Course progress rules (spec sections 4 and 9), pure. */
import { PASS_MARK_PERCENT } from './constants';

export interface ChapterScore {
  mcqScore: number;
  codingScore: number;
  completed: boolean;
}

export interface ProgressState {
  currentChapter: number;
  completedChapters: number[];
  chapterScores: Record<string, ChapterScore>;
  status: 'in_progress' | 'completed';
  completedAt: string | null;
}

export function newProgress(): ProgressState {
  return {
    currentChapter: 1,
    completedChapters: [],
    chapterScores: {},
    status: 'in_progress',
    completedAt: null,
  };
}

/** Level 1 is always open; level n once level n-1 is completed. */
export function isUnlocked(order: number, completedChapters: readonly number[]): boolean {
  return order === 1 || completedChapters.includes(order - 1);
}

export function progressPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/** How many levels of a course are done and the percent they make (no progress yet: 0). */
export function courseCompletion(
  progress: { completedChapters: readonly number[] } | null | undefined,
  totalChapters: number,
): { done: number; percent: number } {
  const done = progress?.completedChapters.length ?? 0;
  return { done, percent: progressPercent(done, totalChapters) };
}

/** The level's score as a percentage of its maximum. */
export function levelPercent(score: number, maxScore: number): number {
  return maxScore > 0 ? Math.round((score / maxScore) * 100) : 0;
}

/**
 * Applies a graded level. MCQ levels count codingScore 100, coding levels mcqScore 100. A level is
 * completed when both are at least 60; it joins the sorted completed list once and currentChapter
 * advances unless it is the last; the course completes when every level is completed.
 * A worse retry never lowers a completed level's scores.
 */
export function applyChapterResult(
  state: ProgressState,
  input: {
    order: number;
    testType: 'mcq' | 'coding';
    percent: number;
    totalChapters: number;
    now: string;
  },
): ProgressState {
  const mcqScore = input.testType === 'mcq' ? input.percent : 100;
  const codingScore = input.testType === 'coding' ? input.percent : 100;
  const passed = mcqScore >= PASS_MARK_PERCENT && codingScore >= PASS_MARK_PERCENT;
  const key = String(input.order);
  const previous = state.chapterScores[key];
  const keepPrevious = previous?.completed === true && !passed;
  const scores = {
    ...state.chapterScores,
    [key]: keepPrevious
      ? previous
      : previous?.completed
        ? {
            mcqScore: Math.max(previous.mcqScore, mcqScore),
            codingScore: Math.max(previous.codingScore, codingScore),
            completed: true,
          }
        : { mcqScore, codingScore, completed: passed },
  };
  const completedChapters =
    passed && !state.completedChapters.includes(input.order)
      ? [...state.completedChapters, input.order].sort((a, b) => a - b)
      : state.completedChapters;
  const currentChapter =
    passed && input.order >= state.currentChapter && input.order < input.totalChapters
      ? input.order + 1
      : state.currentChapter;
  const done = completedChapters.length >= input.totalChapters;
  return {
    currentChapter,
    completedChapters,
    chapterScores: scores,
    status: done ? 'completed' : 'in_progress',
    completedAt: done ? (state.completedAt ?? input.now) : null,
  };
}
