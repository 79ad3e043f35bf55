import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'git',
  name: 'Git & Version Control',
  aliases: [
    'git',
    'github',
    'version control',
    'vcs',
    'source control',
    'git basics',
    'gitlab',
    'git branching',
  ],
  levels: { easy, medium, hard },
};
