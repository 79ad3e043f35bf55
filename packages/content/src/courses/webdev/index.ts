import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './web-1';
import { chapter as c2 } from './web-2';
import { chapter as c3 } from './web-3';
import { chapter as c4 } from './web-4';
import { chapter as c5 } from './web-5';
import { chapter as c6 } from './web-6';
import { chapter as c7 } from './web-7';
import { chapter as c8 } from './web-8';
import { chapter as c9 } from './web-9';
import { chapter as c10 } from './web-10';
import { chapter as c11 } from './web-11';
import { chapter as c12 } from './web-12';

export const course: CourseContent = {
  id: 'webdev',
  title: 'Web Development Fundamentals',
  description:
    'Build modern, accessible and fast websites with HTML, CSS and JavaScript, from your first page to a secure deployment.',
  icon: 'Globe',
  color: '#e34f26',
  difficulty: 'Beginner',
  totalChapters: 12,
  estimatedHours: 60,
  language: 'javascript',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12],
};
