import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './devops-1';
import { chapter as chapter2 } from './devops-2';

export const course: CourseContent = {
  id: 'devops',
  title: 'DevOps Engineering',
  description: 'Automate how software is built, tested, shipped and run with CI/CD, infrastructure as code, containers, Kubernetes and observability.',
  icon: 'Infinity',
  color: '#0ea5e9',
  difficulty: 'Advanced',
  totalChapters: 12,
  estimatedHours: 65,
  chapters: [chapter1, chapter2],
};
