import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './spring-1';
import { chapter as c2 } from './spring-2';
import { chapter as c3 } from './spring-3';
import { chapter as c4 } from './spring-4';
import { chapter as c5 } from './spring-5';
import { chapter as c6 } from './spring-6';
import { chapter as c7 } from './spring-7';
import { chapter as c8 } from './spring-8';
import { chapter as c9 } from './spring-9';
import { chapter as c10 } from './spring-10';
import { chapter as c11 } from './spring-11';
import { chapter as c12 } from './spring-12';

export const course: CourseContent = {
  id: 'spring',
  title: 'Spring Boot',
  description:
    'Build production-grade Java services with Spring Boot 3: dependency injection, REST APIs, JPA, transactions, security, testing, observability and resilience.',
  icon: 'Leaf',
  color: '#6db33f',
  difficulty: 'Advanced',
  totalChapters: 12,
  estimatedHours: 65,
  language: 'java',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12],
};
