import { describe, expect, it } from 'vitest';
import {
  applyChapterResult,
  courseCompletion,
  isUnlocked,
  newProgress,
  progressPercent,
} from '../src/progress-rules';

const now = '2026-11-21T00:00:00.000Z';

describe('unlock', () => {
  it('level 1 is always open; level n once n-1 is completed', () => {
    expect(isUnlocked(1, [])).toBe(true);
    expect(isUnlocked(2, [])).toBe(false);
    expect(isUnlocked(2, [1])).toBe(true);
    expect(isUnlocked(3, [1])).toBe(false);
    expect(isUnlocked(3, [2])).toBe(true);
  });
});

describe('applying a level result', () => {
  it('an MCQ pass counts codingScore 100, adds the level once (sorted) and advances', () => {
    const s1 = applyChapterResult(newProgress(), {
      order: 1,
      testType: 'mcq',
      percent: 80,
      totalChapters: 3,
      now,
    });
    expect(s1.chapterScores['1']).toEqual({ mcqScore: 80, codingScore: 100, completed: true });
    expect(s1.completedChapters).toEqual([1]);
    expect(s1.currentChapter).toBe(2);
    const again = applyChapterResult(s1, {
      order: 1,
      testType: 'mcq',
      percent: 100,
      totalChapters: 3,
      now,
    });
    expect(again.completedChapters).toEqual([1]);
    expect(again.chapterScores['1']?.mcqScore).toBe(100);
  });
  it('a coding level counts mcqScore 100; below 60 does not complete', () => {
    const s = applyChapterResult(newProgress(), {
      order: 1,
      testType: 'coding',
      percent: 50,
      totalChapters: 3,
      now,
    });
    expect(s.chapterScores['1']).toEqual({ mcqScore: 100, codingScore: 50, completed: false });
    expect(s.completedChapters).toEqual([]);
    expect(s.currentChapter).toBe(1);
  });
  it('a worse retry never undoes a completed level', () => {
    const s1 = applyChapterResult(newProgress(), {
      order: 1,
      testType: 'mcq',
      percent: 80,
      totalChapters: 3,
      now,
    });
    const s2 = applyChapterResult(s1, {
      order: 1,
      testType: 'mcq',
      percent: 20,
      totalChapters: 3,
      now,
    });
    expect(s2.chapterScores['1']).toEqual({ mcqScore: 80, codingScore: 100, completed: true });
    expect(s2.completedChapters).toEqual([1]);
  });
  it('the last level does not advance currentChapter and completes the course with completedAt', () => {
    let s = newProgress();
    s = applyChapterResult(s, { order: 1, testType: 'mcq', percent: 60, totalChapters: 2, now });
    s = applyChapterResult(s, {
      order: 2,
      testType: 'coding',
      percent: 100,
      totalChapters: 2,
      now,
    });
    expect(s.currentChapter).toBe(2);
    expect(s.status).toBe('completed');
    expect(s.completedAt).toBe(now);
    expect(progressPercent(s.completedChapters.length, 2)).toBe(100);
  });
  it('percent is completed over total, rounded', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
  });
  it('a course with no progress yet is 0 done; otherwise its completed levels over its total', () => {
    expect(courseCompletion(undefined, 5)).toEqual({ done: 0, percent: 0 });
    expect(courseCompletion(null, 5)).toEqual({ done: 0, percent: 0 });
    expect(courseCompletion({ completedChapters: [1, 2] }, 3)).toEqual({ done: 2, percent: 67 });
  });
});
