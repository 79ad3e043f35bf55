import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './java-1';
import { chapter as c2 } from './java-2';
import { chapter as c3 } from './java-3';
import { chapter as c4 } from './java-4';
import { chapter as c5 } from './java-5';
import { chapter as c6 } from './java-6';
import { chapter as c7 } from './java-7';
import { chapter as c8 } from './java-8';
import { chapter as c9 } from './java-9';
import { chapter as c10 } from './java-10';

export const course: CourseContent = {
  id: 'java',
  title: 'Java Programming',
  description:
    'Master modern Java from the JVM and object-oriented design to collections, streams, records and concurrency.',
  icon: 'Coffee',
  color: '#e76f00',
  difficulty: 'Intermediate',
  totalChapters: 10,
  estimatedHours: 50,
  language: 'java',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10],
};
