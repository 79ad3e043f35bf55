import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './kotlin-1';
import { chapter as c2 } from './kotlin-2';
import { chapter as c3 } from './kotlin-3';
import { chapter as c4 } from './kotlin-4';
import { chapter as c5 } from './kotlin-5';
import { chapter as c6 } from './kotlin-6';
import { chapter as c7 } from './kotlin-7';
import { chapter as c8 } from './kotlin-8';
import { chapter as c9 } from './kotlin-9';
import { chapter as c10 } from './kotlin-10';

export const course: CourseContent = {
  id: 'kotlin',
  title: 'Kotlin Programming',
  description:
    'Write concise, null-safe Kotlin for Android, servers and multiplatform apps, from basics to coroutines, flows and DSLs.',
  icon: 'Smartphone',
  color: '#7f52ff',
  difficulty: 'Intermediate',
  totalChapters: 10,
  estimatedHours: 50,
  language: 'kotlin',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10],
};
