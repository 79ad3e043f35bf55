import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './node-1';
import { chapter as c2 } from './node-2';
import { chapter as c3 } from './node-3';
import { chapter as c4 } from './node-4';
import { chapter as c5 } from './node-5';
import { chapter as c6 } from './node-6';
import { chapter as c7 } from './node-7';
import { chapter as c8 } from './node-8';
import { chapter as c9 } from './node-9';
import { chapter as c10 } from './node-10';
import { chapter as c11 } from './node-11';

export const course: CourseContent = {
  id: 'nodejs',
  title: 'Node.js Backend Development',
  description:
    'Build fast, secure server-side applications and APIs with Node.js, from the event loop and streams to databases, authentication and deployment.',
  icon: 'Server',
  color: '#339933',
  difficulty: 'Intermediate',
  totalChapters: 11,
  estimatedHours: 55,
  language: 'javascript',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11],
};
