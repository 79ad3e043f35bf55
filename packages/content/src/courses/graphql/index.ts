import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './graphql-1';
import { chapter as c2 } from './graphql-2';
import { chapter as c3 } from './graphql-3';
import { chapter as c4 } from './graphql-4';
import { chapter as c5 } from './graphql-5';
import { chapter as c6 } from './graphql-6';
import { chapter as c7 } from './graphql-7';
import { chapter as c8 } from './graphql-8';

export const course: CourseContent = {
  id: 'graphql',
  title: 'GraphQL API Development',
  description:
    'Design, build and secure GraphQL APIs: schemas, queries, mutations, resolvers, DataLoader, client caching and production hardening.',
  icon: 'Network',
  color: '#e10098',
  difficulty: 'Intermediate',
  totalChapters: 8,
  estimatedHours: 40,
  language: 'javascript',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8],
};
