/**
 * What the learner copied from the statement is not read for the rubric (decision 052): a long
 * run always, a short one in a step made mostly of copied words; a right answer naming the
 * problem's things in its words, or writing its formula, keeps them.
 */
import { describe, expect, it } from 'vitest';
import { copiedRunShare, ownPart, statementRuns } from '../src/pseudocode-copied';
import { toSteps } from '../src/pseudocode-text';

const statement = [
  'Design a cache that keeps the most recently used entries and evicts the least recently used one.',
  'Use a hash map and a doubly linked list',
  'Return 304 Not Modified with the ETag header',
  'Compute offset = (page - 1) * limit',
  'Use linear time',
].join('\n');
const runs = statementRuns(statement);
const kept = (line: string) =>
  toSteps(line)
    .flatMap((s) => ownPart(s, runs).tokens)
    .map((t) => t.text)
    .join(' ');

describe('copied words', () => {
  it('drops a long run wherever it stands', () => {
    expect(kept('SET x TO 1, then evicts the least recently used one now')).toBe(
      'set x to 1 then now',
    );
  });

  it('drops short runs and short clauses from a step made mostly of them', () => {
    expect(kept('// handle: use linear time')).toBe('// handle');
    expect(kept('FOR EACH item: a doubly linked list')).toBe('for each item');
  });

  it('keeps a short run in a step of its own words, and a formula', () => {
    expect(
      kept('Keep the entries in a doubly linked list ordered by recency, newest first'),
    ).toContain('doubly linked list');
    expect(kept('SET offset = (page - 1) * limit')).toContain('offset');
  });

  it('measures how much of an answer is copied', () => {
    const copy = toSteps(
      'Use a hash map and a doubly linked list\nReturn 304 Not Modified with the ETag header',
    );
    const own = toSteps('Keep a map from key to node\nOn a hit, move the node to the front');
    expect(copiedRunShare(copy, runs)).toBeGreaterThan(0.9);
    expect(copiedRunShare(own, runs)).toBe(0);
  });
});
