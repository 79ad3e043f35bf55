import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './dsa-1';
import { chapter as chapter2 } from './dsa-2';
import { chapter as chapter3 } from './dsa-3';
import { chapter as chapter4 } from './dsa-4';
import { chapter as chapter5 } from './dsa-5';
import { chapter as chapter6 } from './dsa-6';
import { chapter as chapter7 } from './dsa-7';
import { chapter as chapter8 } from './dsa-8';
import { chapter as chapter9 } from './dsa-9';
import { chapter as chapter10 } from './dsa-10';
import { chapter as chapter11 } from './dsa-11';
import { chapter as chapter12 } from './dsa-12';
import { chapter as chapter13 } from './dsa-13';
import { chapter as chapter14 } from './dsa-14';
import { chapter as chapter15 } from './dsa-15';

export const course: CourseContent = {
  id: 'dsa',
  title: 'Data Structures & Algorithms',
  description:
    'Master the data structures and algorithms behind efficient software, from Big-O analysis and arrays to graphs, dynamic programming and interview-grade problem solving.',
  icon: 'Network',
  color: '#8b5cf6',
  difficulty: 'Advanced',
  totalChapters: 15,
  estimatedHours: 80,
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
    chapter15,
  ],
};
