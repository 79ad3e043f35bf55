import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './sql-1';
import { chapter as c2 } from './sql-2';
import { chapter as c3 } from './sql-3';
import { chapter as c4 } from './sql-4';
import { chapter as c5 } from './sql-5';
import { chapter as c6 } from './sql-6';
import { chapter as c7 } from './sql-7';

export const course: CourseContent = {
  id: 'sql',
  title: 'SQL and Relational Databases',
  description:
    'Query and shape relational data with SQL, from SELECT and joins to window functions, transactions, indexes and schema design.',
  icon: 'Database',
  color: '#336791',
  difficulty: 'Beginner',
  totalChapters: 7,
  estimatedHours: 35,
  chapters: [c1, c2, c3, c4, c5, c6, c7],
};
