import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'general-programming',
  name: 'General Programming',
  aliases: [
    'programming',
    'general programming',
    'coding',
    'programming basics',
    'programming fundamentals',
    'intro to programming',
    'computer science basics',
    'problem solving',
    'algorithms basics',
    'debugging',
  ],
  levels: { easy, medium, hard },
};
