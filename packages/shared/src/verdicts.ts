/** Verdicts of the code runner, per test. */
export const VERDICTS = [
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
  'Output Limit Exceeded',
  'Internal Error',
] as const;
export type Verdict = (typeof VERDICTS)[number];
