import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'html-css',
  name: 'HTML & CSS Basics',
  aliases: [
    'html',
    'css',
    'html css',
    'html and css',
    'html5',
    'css3',
    'web basics',
    'flexbox',
    'css grid',
    'web design',
    'frontend basics',
  ],
  levels: { easy, medium, hard },
};
