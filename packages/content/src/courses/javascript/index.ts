import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './js-1';
import { chapter as c2 } from './js-2';
import { chapter as c3 } from './js-3';
import { chapter as c4 } from './js-4';
import { chapter as c5 } from './js-5';
import { chapter as c6 } from './js-6';
import { chapter as c7 } from './js-7';
import { chapter as c8 } from './js-8';
import { chapter as c9 } from './js-9';
import { chapter as c10 } from './js-10';

export const course: CourseContent = {
  id: 'javascript',
  title: 'JavaScript Fundamentals',
  description:
    'Learn the language of the web from variables and loops to closures, classes, async/await and modules.',
  icon: 'Braces',
  color: '#f7df1e',
  difficulty: 'Beginner',
  totalChapters: 10,
  estimatedHours: 50,
  language: 'javascript',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10],
};
