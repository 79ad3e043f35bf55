import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'data-structures',
  name: 'Data Structures',
  aliases: ['ds', 'data structure', 'linked list', 'trees', 'stacks and queues', 'hash map'],
  levels: { easy, medium, hard },
};
