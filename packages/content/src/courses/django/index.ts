import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './django-1';
import { chapter as c2 } from './django-2';
import { chapter as c3 } from './django-3';
import { chapter as c4 } from './django-4';
import { chapter as c5 } from './django-5';
import { chapter as c6 } from './django-6';
import { chapter as c7 } from './django-7';
import { chapter as c8 } from './django-8';
import { chapter as c9 } from './django-9';
import { chapter as c10 } from './django-10';
import { chapter as c11 } from './django-11';

export const course: CourseContent = {
  id: 'django',
  title: 'Django Web Framework',
  description:
    'Build secure, data-driven web applications and REST APIs in Python with Django 5, from models and views to deployment.',
  icon: 'Database',
  color: '#092e20',
  difficulty: 'Intermediate',
  totalChapters: 11,
  estimatedHours: 55,
  language: 'python3',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11],
};
