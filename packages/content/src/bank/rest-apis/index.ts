import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'rest-apis',
  name: 'RESTful APIs',
  aliases: ['rest', 'rest api', 'api design', 'http', 'restful'],
  levels: { easy, medium, hard },
};
