import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as chapter1 } from './docker-1';
import { chapter as chapter2 } from './docker-2';
import { chapter as chapter3 } from './docker-3';
import { chapter as chapter4 } from './docker-4';
import { chapter as chapter5 } from './docker-5';
import { chapter as chapter6 } from './docker-6';
import { chapter as chapter7 } from './docker-7';
import { chapter as chapter8 } from './docker-8';

export const course: CourseContent = {
  id: 'docker',
  title: 'Docker & Containers',
  description:
    'Package, ship and run applications in containers with images, Dockerfiles, volumes, networks and Compose.',
  icon: 'Container',
  color: '#2496ed',
  difficulty: 'Intermediate',
  totalChapters: 8,
  estimatedHours: 40,
  chapters: [chapter1, chapter2, chapter3, chapter4, chapter5, chapter6, chapter7, chapter8],
};
