import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './cpp-1';
import { chapter as c2 } from './cpp-2';
import { chapter as c3 } from './cpp-3';
import { chapter as c4 } from './cpp-4';
import { chapter as c5 } from './cpp-5';
import { chapter as c6 } from './cpp-6';
import { chapter as c7 } from './cpp-7';
import { chapter as c8 } from './cpp-8';
import { chapter as c9 } from './cpp-9';
import { chapter as c10 } from './cpp-10';
import { chapter as c11 } from './cpp-11';
import { chapter as c12 } from './cpp-12';

export const course: CourseContent = {
  id: 'cpp',
  title: 'C++ Programming',
  description:
    'Write modern, safe and fast C++ with classes, RAII, the STL, templates, smart pointers, move semantics and concurrency.',
  icon: 'Code2',
  color: '#00599c',
  difficulty: 'Intermediate',
  totalChapters: 12,
  estimatedHours: 60,
  language: 'cpp',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12],
};
