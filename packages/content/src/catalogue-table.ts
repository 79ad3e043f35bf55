/**
 * The spec's catalogue table (section 3) plus `javascript` (DESIGN.md section 9): ids, chapter
 * counts, hours, levels and chapter-id prefixes. The validator checks every course against it.
 */
import type { CourseLevel } from '@app/shared/content.schemas';

export interface CatalogueRow {
  id: string;
  chapters: number;
  hours: number;
  level: CourseLevel;
  chapterPrefix: string;
}

const row = (
  id: string,
  chapters: number,
  hours: number,
  level: CourseLevel,
  chapterPrefix = id,
): CatalogueRow => ({
  id,
  chapters,
  hours,
  level,
  chapterPrefix,
});

export const CATALOGUE_TABLE: readonly CatalogueRow[] = [
  row('python', 8, 40, 'Beginner'),
  row('java', 10, 50, 'Intermediate'),
  row('webdev', 12, 60, 'Beginner', 'web'),
  row('react', 9, 45, 'Intermediate'),
  row('nodejs', 11, 55, 'Intermediate', 'node'),
  row('dsa', 15, 80, 'Advanced'),
  row('sql', 7, 35, 'Beginner'),
  row('git', 6, 20, 'Beginner'),
  row('c', 10, 50, 'Intermediate'),
  row('cpp', 12, 60, 'Intermediate'),
  row('csharp', 11, 55, 'Intermediate'),
  row('go', 9, 45, 'Intermediate'),
  row('rust', 11, 60, 'Advanced'),
  row('kotlin', 10, 50, 'Intermediate'),
  row('typescript', 8, 40, 'Intermediate', 'ts'),
  row('flutter', 10, 50, 'Intermediate'),
  row('devops', 12, 65, 'Advanced'),
  row('ml', 14, 75, 'Advanced'),
  row('docker', 8, 40, 'Intermediate'),
  row('aws', 10, 55, 'Intermediate'),
  row('mongodb', 9, 45, 'Intermediate', 'mongo'),
  row('angular', 10, 50, 'Intermediate'),
  row('vue', 9, 45, 'Intermediate'),
  row('django', 11, 55, 'Intermediate'),
  row('spring', 12, 65, 'Advanced'),
  row('graphql', 8, 40, 'Intermediate'),
  row('redis', 7, 35, 'Intermediate'),
  row('firebase', 9, 45, 'Beginner'),
  row('swift', 10, 50, 'Intermediate'),
  row('php', 10, 50, 'Beginner'),
  row('ruby', 11, 55, 'Intermediate'),
  row('linux', 10, 50, 'Intermediate'),
  row('javascript', 10, 50, 'Beginner', 'js'),
];
