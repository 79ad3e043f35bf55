import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './ml-1';
import { chapter as chapter2 } from './ml-2';
import { chapter as chapter3 } from './ml-3';
import { chapter as chapter4 } from './ml-4';
import { chapter as chapter5 } from './ml-5';
import { chapter as chapter6 } from './ml-6';
import { chapter as chapter7 } from './ml-7';
import { chapter as chapter8 } from './ml-8';
import { chapter as chapter9 } from './ml-9';
import { chapter as chapter10 } from './ml-10';
import { chapter as chapter11 } from './ml-11';
import { chapter as chapter12 } from './ml-12';
import { chapter as chapter13 } from './ml-13';
import { chapter as chapter14 } from './ml-14';

export const course: CourseContent = {
  id: 'ml',
  title: 'Machine Learning',
  description:
    'Learn how machines learn from data, from regression and classification to evaluation, neural networks and deploying models responsibly.',
  icon: 'Brain',
  color: '#ec4899',
  difficulty: 'Advanced',
  totalChapters: 14,
  estimatedHours: 75,
  language: 'python3',
  chapters: [
    chapter1,
    chapter2,
    chapter3,
    chapter4,
    chapter5,
    chapter6,
    chapter7,
    chapter8,
    chapter9,
    chapter10,
    chapter11,
    chapter12,
    chapter13,
    chapter14,
  ],
};
