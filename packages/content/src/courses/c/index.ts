import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './c-1';
import { chapter as c2 } from './c-2';
import { chapter as c3 } from './c-3';
import { chapter as c4 } from './c-4';
import { chapter as c5 } from './c-5';
import { chapter as c6 } from './c-6';
import { chapter as c7 } from './c-7';
import { chapter as c8 } from './c-8';
import { chapter as c9 } from './c-9';
import { chapter as c10 } from './c-10';

export const course: CourseContent = {
  id: 'c',
  title: 'C Programming',
  description:
    'Learn C from compilation and control flow to pointers, manual memory management, multi-file builds and safe, debuggable code.',
  icon: 'Cpu',
  color: '#a8b9cc',
  difficulty: 'Intermediate',
  totalChapters: 10,
  estimatedHours: 50,
  language: 'c',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10],
};
