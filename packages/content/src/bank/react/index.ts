import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'react',
  name: 'React.js',
  aliases: ['react', 'reactjs', 'react.js', 'react hooks', 'jsx'],
  levels: { easy, medium, hard },
};
