import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './devops-1';
import { chapter as chapter2 } from './devops-2';
import { chapter as chapter3 } from './devops-3';
import { chapter as chapter4 } from './devops-4';
import { chapter as chapter5 } from './devops-5';
import { chapter as chapter6 } from './devops-6';
import { chapter as chapter7 } from './devops-7';
import { chapter as chapter8 } from './devops-8';
import { chapter as chapter9 } from './devops-9';
import { chapter as chapter10 } from './devops-10';
import { chapter as chapter11 } from './devops-11';
import { chapter as chapter12 } from './devops-12';

export const course: CourseContent = {
  id: 'devops',
  title: 'DevOps Engineering',
  description:
    'Automate how software is built, tested, shipped and run with CI/CD, infrastructure as code, containers, Kubernetes and observability.',
  icon: 'Infinity',
  color: '#0ea5e9',
  difficulty: 'Advanced',
  totalChapters: 12,
  estimatedHours: 65,
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
  ],
};
