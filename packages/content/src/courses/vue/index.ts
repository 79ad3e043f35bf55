import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './vue-1';
import { chapter as c2 } from './vue-2';
import { chapter as c3 } from './vue-3';
import { chapter as c4 } from './vue-4';
import { chapter as c5 } from './vue-5';
import { chapter as c6 } from './vue-6';
import { chapter as c7 } from './vue-7';
import { chapter as c8 } from './vue-8';
import { chapter as c9 } from './vue-9';

export const course: CourseContent = {
  id: 'vue',
  title: 'Vue.js Framework',
  description:
    'Create reactive, component-based web applications with Vue 3, the Composition API, Vue Router, Pinia and Nuxt.',
  icon: 'Layers',
  color: '#42b883',
  difficulty: 'Intermediate',
  totalChapters: 9,
  estimatedHours: 45,
  language: 'javascript',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9],
};
