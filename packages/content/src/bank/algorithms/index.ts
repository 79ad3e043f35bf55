import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'algorithms',
  name: 'Algorithms',
  aliases: ['algo', 'algorithm', 'sorting', 'searching', 'recursion'],
  levels: { easy, medium, hard },
};
