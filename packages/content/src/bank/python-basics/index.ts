import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'python-basics',
  name: 'Python Basics',
  aliases: [
    'python',
    'py',
    'py basics',
    'python3',
    'python 3',
    'python basics',
    'python fundamentals',
    'learn python',
  ],
  levels: { easy, medium, hard },
};
