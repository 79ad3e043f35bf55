/** The static catalogue as the API serves it (lessons only in the chapter detail). */
import { COURSES } from '@app/content/catalogue';
import { CHAPTER_MCQ_COUNT } from '@app/shared/constants';
import type { ChapterContent, CourseContent } from '@app/shared/content.schemas';
import type {
  ChapterDetail,
  ChapterSummary,
  CourseDetail,
  CourseSummary,
} from '@app/shared/courses.schemas';
import { notFound } from '../../lib/app-error';

function courseSummary(c: CourseContent): CourseSummary {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    icon: c.icon,
    color: c.color,
    difficulty: c.difficulty,
    totalChapters: c.totalChapters,
    estimatedHours: c.estimatedHours,
    language: c.language ?? null,
  };
}

function chapterSummary(c: CourseContent, ch: ChapterContent): ChapterSummary {
  const questions = ch.testType === 'mcq' ? Math.min(CHAPTER_MCQ_COUNT, ch.mcqs.length) : 1;
  return {
    id: ch.id,
    courseId: c.id,
    order: ch.order,
    title: ch.title,
    description: ch.description,
    difficulty: ch.difficulty,
    testType: ch.testType,
    objectives: ch.objectives,
    testSize: {
      questions,
      label: ch.testType === 'mcq' ? `${questions} questions` : '1 coding challenge',
    },
  };
}

export function findCourse(courseId: string): CourseContent {
  const course = COURSES.find((c) => c.id === courseId);
  if (!course) throw notFound('Course not found');
  return course;
}

export function findChapter(
  courseId: string,
  chapterId: string,
): { course: CourseContent; chapter: ChapterContent } {
  const course = findCourse(courseId);
  const chapter = course.chapters.find((ch) => ch.id === chapterId);
  if (!chapter) throw notFound('Chapter not found');
  return { course, chapter };
}

export const listCourses = (): CourseSummary[] => COURSES.map(courseSummary);

export function courseDetail(courseId: string): CourseDetail {
  const c = findCourse(courseId);
  return { ...courseSummary(c), chapters: c.chapters.map((ch) => chapterSummary(c, ch)) };
}

export function chapterDetail(courseId: string, chapterId: string): ChapterDetail {
  const { course, chapter } = findChapter(courseId, chapterId);
  return {
    ...chapterSummary(course, chapter),
    lesson: chapter.lesson,
    overview: chapter.overview,
    course: courseSummary(course),
  };
}
