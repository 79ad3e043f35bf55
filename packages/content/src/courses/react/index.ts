import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './react-1';
import { chapter as c2 } from './react-2';
import { chapter as c3 } from './react-3';
import { chapter as c4 } from './react-4';
import { chapter as c5 } from './react-5';
import { chapter as c6 } from './react-6';
import { chapter as c7 } from './react-7';
import { chapter as c8 } from './react-8';
import { chapter as c9 } from './react-9';

export const course: CourseContent = {
  id: 'react',
  title: 'React Development',
  description:
    'Build fast, interactive user interfaces with React 19, from JSX and hooks to Actions, Suspense and Server Components.',
  icon: 'Atom',
  color: '#61dafb',
  difficulty: 'Intermediate',
  totalChapters: 9,
  estimatedHours: 45,
  language: 'javascript',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9],
};
