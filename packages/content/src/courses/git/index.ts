import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './git-1';
import { chapter as chapter2 } from './git-2';
import { chapter as chapter3 } from './git-3';
import { chapter as chapter4 } from './git-4';
import { chapter as chapter5 } from './git-5';
import { chapter as chapter6 } from './git-6';

export const course: CourseContent = {
  id: 'git',
  title: 'Git & Version Control',
  description:
    'Track changes, branch, merge and collaborate confidently with Git and GitHub-style workflows.',
  icon: 'GitBranch',
  color: '#f05032',
  difficulty: 'Beginner',
  totalChapters: 6,
  estimatedHours: 20,
  chapters: [chapter1, chapter2, chapter3, chapter4, chapter5, chapter6],
};
