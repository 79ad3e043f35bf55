import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './ts-1';
import { chapter as c2 } from './ts-2';
import { chapter as c3 } from './ts-3';
import { chapter as c4 } from './ts-4';
import { chapter as c5 } from './ts-5';
import { chapter as c6 } from './ts-6';
import { chapter as c7 } from './ts-7';
import { chapter as c8 } from './ts-8';

export const course: CourseContent = {
  id: 'typescript',
  title: 'TypeScript',
  description:
    'Add static types to JavaScript and master interfaces, unions, generics, advanced type transformations and safe runtime boundaries.',
  icon: 'FileCode',
  color: '#3178c6',
  difficulty: 'Intermediate',
  totalChapters: 8,
  estimatedHours: 40,
  language: 'javascript',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8],
};
