/** The practice bank: every topic of the /tests page plus the general fallback pool. */
import type { BankTopic } from '@app/shared/content.schemas';
import { topic as htmlCss } from './bank/html-css/index';
import { topic as javascriptFundamentals } from './bank/javascript-fundamentals/index';
import { topic as pythonBasics } from './bank/python-basics/index';
import { topic as git } from './bank/git/index';
import { topic as sql } from './bank/sql/index';
import { topic as generalProgramming } from './bank/general-programming/index';

export const BANK_TOPICS: readonly BankTopic[] = [htmlCss, javascriptFundamentals, pythonBasics, git, sql, generalProgramming];
