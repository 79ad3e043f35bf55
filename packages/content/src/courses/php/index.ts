import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './php-1';
import { chapter as c2 } from './php-2';
import { chapter as c3 } from './php-3';
import { chapter as c4 } from './php-4';
import { chapter as c5 } from './php-5';
import { chapter as c6 } from './php-6';
import { chapter as c7 } from './php-7';
import { chapter as c8 } from './php-8';
import { chapter as c9 } from './php-9';
import { chapter as c10 } from './php-10';

export const course: CourseContent = {
  id: 'php',
  title: 'PHP Web Development',
  description:
    'Learn modern PHP 8 from the first script to secure, database-backed web applications with Composer, testing and deployment.',
  icon: 'Code',
  color: '#777bb4',
  difficulty: 'Beginner',
  totalChapters: 10,
  estimatedHours: 50,
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10],
};
