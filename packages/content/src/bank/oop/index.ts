import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'oop',
  name: 'Object-Oriented Programming',
  aliases: ['oop', 'object oriented', 'classes', 'inheritance', 'design patterns'],
  levels: { easy, medium, hard },
};
