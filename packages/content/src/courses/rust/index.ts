import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './rust-1';
import { chapter as c2 } from './rust-2';
import { chapter as c3 } from './rust-3';
import { chapter as c4 } from './rust-4';
import { chapter as c5 } from './rust-5';
import { chapter as c6 } from './rust-6';
import { chapter as c7 } from './rust-7';
import { chapter as c8 } from './rust-8';
import { chapter as c9 } from './rust-9';
import { chapter as c10 } from './rust-10';
import { chapter as c11 } from './rust-11';

export const course: CourseContent = {
  id: 'rust',
  title: 'Rust Programming',
  description:
    'Write fast, memory-safe software in Rust by mastering ownership, borrowing, traits, lifetimes, smart pointers and fearless concurrency.',
  icon: 'Cog',
  color: '#ce422b',
  difficulty: 'Advanced',
  totalChapters: 11,
  estimatedHours: 60,
  language: 'rust',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11],
};
