import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './mongo-1';
import { chapter as chapter2 } from './mongo-2';
import { chapter as chapter3 } from './mongo-3';
import { chapter as chapter4 } from './mongo-4';
import { chapter as chapter5 } from './mongo-5';
import { chapter as chapter6 } from './mongo-6';
import { chapter as chapter7 } from './mongo-7';
import { chapter as chapter8 } from './mongo-8';
import { chapter as chapter9 } from './mongo-9';

export const course: CourseContent = {
  id: 'mongodb',
  title: 'MongoDB',
  description:
    'Model, query, index and scale document data with MongoDB, from CRUD and aggregation pipelines to replication and sharding.',
  icon: 'Database',
  color: '#47a248',
  difficulty: 'Intermediate',
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
