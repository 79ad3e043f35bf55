import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './go-1';
import { chapter as c2 } from './go-2';
import { chapter as c3 } from './go-3';
import { chapter as c4 } from './go-4';
import { chapter as c5 } from './go-5';
import { chapter as c6 } from './go-6';
import { chapter as c7 } from './go-7';
import { chapter as c8 } from './go-8';
import { chapter as c9 } from './go-9';

export const course: CourseContent = {
  id: 'go',
  title: 'Go Programming',
  description:
    'Write simple, fast and concurrent software in Go, from slices and interfaces to goroutines, generics and testing.',
  icon: 'Terminal',
  color: '#00add8',
  difficulty: 'Intermediate',
  totalChapters: 9,
  estimatedHours: 45,
  language: 'go',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9],
};
