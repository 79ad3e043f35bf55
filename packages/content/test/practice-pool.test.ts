/** The practice pool: course questions that ask about their lesson stay with the lesson. */
import { describe, expect, it } from 'vitest';
import { BANK_TOPICS } from '../src/bank';
import { COURSES } from '../src/catalogue';
import { buildPracticePool, refersToLesson } from '../src/practice-pool';

describe('practice pool', () => {
  it('holds no question that asks about a lesson the practice test does not show', () => {
    const asking = COURSES.flatMap((c) => c.chapters.flatMap((ch) => ch.mcqs)).filter(
      refersToLesson,
    );
    // The course levels do have such questions ("What does the lesson suggest ...").
    expect(asking.length).toBeGreaterThan(10);
    const pool = buildPracticePool(BANK_TOPICS, COURSES);
    expect(pool.filter((item) => refersToLesson(item.mcq))).toEqual([]);
    expect(pool.length).toBeGreaterThan(1000);
  });

  it('knows the question forms that ask about the lesson, and leaves the others', () => {
    const mcq = (question: string) => ({
      question,
      options: { A: 'a', B: 'b', C: 'c', D: 'd' },
      correct: 'A' as const,
      explanation: 'x',
    });
    expect(refersToLesson(mcq('What does the lesson suggest when lifetime errors pile up?'))).toBe(
      true,
    );
    expect(refersToLesson(mcq("In the lesson's merge, why is it stable?"))).toBe(true);
    expect(refersToLesson(mcq("In this lesson's configuration, what does DELETE require?"))).toBe(
      true,
    );
    expect(refersToLesson(mcq('Which lessons of history does Git keep?'))).toBe(false);
    expect(refersToLesson(mcq('What does git log --oneline print?'))).toBe(false);
  });
});
