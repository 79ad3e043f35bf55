/** The practice bank: every topic of the /tests page plus the general fallback pool. */
import type { BankTopic } from '@app/shared/content.schemas';

export const BANK_TOPICS: readonly BankTopic[] = [];
