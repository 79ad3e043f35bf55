import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './swift-1';
import { chapter as c2 } from './swift-2';
import { chapter as c3 } from './swift-3';
import { chapter as c4 } from './swift-4';
import { chapter as c5 } from './swift-5';
import { chapter as c6 } from './swift-6';
import { chapter as c7 } from './swift-7';
import { chapter as c8 } from './swift-8';
import { chapter as c9 } from './swift-9';
import { chapter as c10 } from './swift-10';

export const course: CourseContent = {
  id: 'swift',
  title: 'Swift and SwiftUI Development',
  description:
    'Build modern apps for Apple platforms with Swift 6 and SwiftUI, from optionals and protocols to concurrency, data flow and App Store release.',
  icon: 'Bird',
  color: '#f05138',
  difficulty: 'Intermediate',
  totalChapters: 10,
  estimatedHours: 50,
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10],
};
