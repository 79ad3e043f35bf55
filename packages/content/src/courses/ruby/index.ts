import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './ruby-1';
import { chapter as chapter2 } from './ruby-2';
import { chapter as chapter3 } from './ruby-3';
import { chapter as chapter4 } from './ruby-4';
import { chapter as chapter5 } from './ruby-5';
import { chapter as chapter6 } from './ruby-6';
import { chapter as chapter7 } from './ruby-7';
import { chapter as chapter8 } from './ruby-8';
import { chapter as chapter9 } from './ruby-9';
import { chapter as chapter10 } from './ruby-10';
import { chapter as chapter11 } from './ruby-11';

export const course: CourseContent = {
  id: 'ruby',
  title: 'Ruby Programming',
  description:
    'Write expressive, idiomatic Ruby, from objects and blocks to modules, metaprogramming, testing and gems.',
  icon: 'Gem',
  color: '#cc342d',
  difficulty: 'Intermediate',
  totalChapters: 11,
  estimatedHours: 55,
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
  ],
};
