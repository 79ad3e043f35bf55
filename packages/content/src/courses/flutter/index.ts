import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './flutter-1';
import { chapter as c2 } from './flutter-2';
import { chapter as c3 } from './flutter-3';
import { chapter as c4 } from './flutter-4';
import { chapter as c5 } from './flutter-5';
import { chapter as c6 } from './flutter-6';
import { chapter as c7 } from './flutter-7';
import { chapter as c8 } from './flutter-8';
import { chapter as c9 } from './flutter-9';
import { chapter as c10 } from './flutter-10';

export const course: CourseContent = {
  id: 'flutter',
  title: 'Flutter App Development',
  description:
    'Build beautiful, fast apps for mobile, web and desktop from one codebase with Flutter 3 and Dart 3.',
  icon: 'Smartphone',
  color: '#02569b',
  difficulty: 'Intermediate',
  totalChapters: 10,
  estimatedHours: 50,
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10],
};
