import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './redis-1';
import { chapter as chapter2 } from './redis-2';
import { chapter as chapter3 } from './redis-3';
import { chapter as chapter4 } from './redis-4';
import { chapter as chapter5 } from './redis-5';
import { chapter as chapter6 } from './redis-6';
import { chapter as chapter7 } from './redis-7';

export const course: CourseContent = {
  id: 'redis',
  title: 'Redis',
  description:
    'Use Redis as a lightning-fast cache, data-structure server and message broker, with persistence, replication and clustering.',
  icon: 'Zap',
  color: '#dc382d',
  difficulty: 'Intermediate',
  totalChapters: 7,
  estimatedHours: 35,
  chapters: [chapter1, chapter2, chapter3, chapter4, chapter5, chapter6, chapter7],
};
