import type { CourseContent } from '@app/shared/content.schemas';
import { chapter as c1 } from './csharp-1';
import { chapter as c2 } from './csharp-2';
import { chapter as c3 } from './csharp-3';
import { chapter as c4 } from './csharp-4';
import { chapter as c5 } from './csharp-5';
import { chapter as c6 } from './csharp-6';
import { chapter as c7 } from './csharp-7';
import { chapter as c8 } from './csharp-8';
import { chapter as c9 } from './csharp-9';
import { chapter as c10 } from './csharp-10';
import { chapter as c11 } from './csharp-11';

export const course: CourseContent = {
  id: 'csharp',
  title: 'C# and .NET',
  description:
    'Build robust .NET applications in modern C#, from types and classes to LINQ, generics, async/await, records and pattern matching.',
  icon: 'Hash',
  color: '#512bd4',
  difficulty: 'Intermediate',
  totalChapters: 11,
  estimatedHours: 55,
  language: 'csharp',
  chapters: [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11],
};
