import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './angular-1';
import { chapter as c2 } from './angular-2';
import { chapter as c3 } from './angular-3';
import { chapter as c4 } from './angular-4';
import { chapter as c5 } from './angular-5';
import { chapter as c6 } from './angular-6';
import { chapter as c7 } from './angular-7';
import { chapter as c8 } from './angular-8';
import { chapter as c9 } from './angular-9';
import { chapter as c10 } from './angular-10';

export const course: CourseContent = {
  id: 'angular',
  title: 'Angular Framework',
  description:
    'Build scalable, well-structured web applications with modern Angular: standalone components, signals, dependency injection, routing, forms and SSR.',
  icon: 'Shield',
  color: '#dd0031',
  difficulty: 'Intermediate',
  totalChapters: 10,
  estimatedHours: 50,
  language: 'javascript',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10],
};
