import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'javascript-fundamentals',
  name: 'JavaScript Fundamentals',
  aliases: [
    'javascript',
    'js',
    'js basics',
    'javascript basics',
    'ecmascript',
    'es6',
    'es2015',
    'vanilla js',
    'javascript fundamentals',
  ],
  levels: { easy, medium, hard },
};
