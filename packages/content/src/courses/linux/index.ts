import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './linux-1';
import { chapter as chapter2 } from './linux-2';
import { chapter as chapter3 } from './linux-3';
import { chapter as chapter4 } from './linux-4';
import { chapter as chapter5 } from './linux-5';
import { chapter as chapter6 } from './linux-6';
import { chapter as chapter7 } from './linux-7';
import { chapter as chapter8 } from './linux-8';
import { chapter as chapter9 } from './linux-9';
import { chapter as chapter10 } from './linux-10';

export const course: CourseContent = {
  id: 'linux',
  title: 'Linux Administration',
  description:
    'Work confidently on the Linux command line: files, permissions, processes, text processing, shell scripting, networking and system administration.',
  icon: 'Terminal',
  color: '#fcc624',
  difficulty: 'Intermediate',
  totalChapters: 10,
  estimatedHours: 50,
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
  ],
};
