import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './python-1';
import { chapter as c2 } from './python-2';
import { chapter as c3 } from './python-3';
import { chapter as c4 } from './python-4';
import { chapter as c5 } from './python-5';
import { chapter as c6 } from './python-6';
import { chapter as c7 } from './python-7';
import { chapter as c8 } from './python-8';

export const course: CourseContent = {
  id: 'python',
  title: 'Python Programming',
  description:
    'Go from your first print() to idiomatic Python with data structures, functions, files, classes and generators.',
  icon: 'FileCode',
  color: '#3776ab',
  difficulty: 'Beginner',
  totalChapters: 8,
  estimatedHours: 40,
  language: 'python3',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8],
};
