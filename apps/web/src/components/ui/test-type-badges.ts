import type { TestType } from '@app/shared/constants';

/** The label and colours that name a test's type wherever a test is shown. */
export const TEST_TYPE_BADGES: Record<TestType, { label: string; className: string }> = {
  mcq: {
    label: 'MCQ TEST',
    className: 'bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-300',
  },
  debug: {
    label: 'DEBUG',
    className: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  },
  pseudocode: {
    label: 'PSEUDOCODE',
    className: 'bg-teal-100 text-teal-800 dark:bg-teal-500/15 dark:text-teal-300',
  },
  coding: {
    label: 'CODING',
    className: 'bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300',
  },
};
