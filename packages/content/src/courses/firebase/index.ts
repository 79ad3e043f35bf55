import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './firebase-1';
import { chapter as chapter2 } from './firebase-2';
import { chapter as chapter3 } from './firebase-3';
import { chapter as chapter4 } from './firebase-4';
import { chapter as chapter5 } from './firebase-5';
import { chapter as chapter6 } from './firebase-6';
import { chapter as chapter7 } from './firebase-7';
import { chapter as chapter8 } from './firebase-8';
import { chapter as chapter9 } from './firebase-9';

export const course: CourseContent = {
  id: 'firebase',
  title: 'Firebase',
  description:
    'Build and ship web and mobile apps quickly with Firebase Authentication, Firestore, Storage, Cloud Functions and Hosting.',
  icon: 'Flame',
  color: '#ffca28',
  difficulty: 'Beginner',
  totalChapters: 9,
  estimatedHours: 45,
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
  ],
};
