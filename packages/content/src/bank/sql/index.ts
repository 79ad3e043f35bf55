import type { BankTopic } from '@app/shared/content.schemas';
import { easy } from './easy';
import { medium } from './medium';
import { hard } from './hard';

export const topic: BankTopic = {
  id: 'sql',
  name: 'SQL Fundamentals',
  aliases: [
    'sql',
    'database',
    'databases',
    'queries',
    'sql queries',
    'mysql',
    'postgres',
    'postgresql',
    'sqlite',
    'rdbms',
    'relational databases',
  ],
  levels: { easy, medium, hard },
};
