import { describe, expect, it } from 'vitest';
import { BANK_TOPICS } from '../src/bank';
import { FALLBACK_TOPIC_ID, matchTopic } from '../src/topic-match';

describe('topic matching against the bank', () => {
  it.each([
    ['Python Basics', 'python-basics', true],
    ['python basics', 'python-basics', true],
    ['py basics', 'python-basics', false],
    ['JS', 'javascript-fundamentals', false],
    ['react hooks', 'react', false],
    ['docker', 'devops-cicd', false],
    ['HTML & CSS Basics', 'html-css', true],
    ['Cloud Computing (AWS/Azure)', 'cloud-computing', true],
    ['System Design', 'system-design', true],
    ['dynamic programming', 'advanced-algorithms', false],
  ])('%s -> %s', (typed, id, exact) => {
    expect(matchTopic(typed, BANK_TOPICS)).toEqual({ id, exact });
  });
  it('falls back to the general pool when nothing is close', () => {
    expect(matchTopic('medieval poetry', BANK_TOPICS)).toEqual({
      id: FALLBACK_TOPIC_ID,
      exact: false,
    });
  });
});
