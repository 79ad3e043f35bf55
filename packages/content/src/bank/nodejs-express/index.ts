import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'nodejs-express',
  name: 'Node.js & Express',
  aliases: ['node', 'nodejs', 'express', 'expressjs', 'node.js'],
  levels: { easy, medium, hard },
};
