/**
 * Pitfalls are read in order within one clause: "arr[mid] < target: high = mid - 1" is the
 * flipped binary search, "target < arr[mid]: high = mid - 1" and "... < target THEN low ... ELSE
 * high ..." are right. A clause that warns against the mistake is not read as making it.
 */
import { describe, expect, it } from 'vitest';
import type { PseudocodeProblem, PseudocodeRubric } from '../src/content.schemas';
import { gradePseudocode, PITFALL_CAP } from '../src/pseudocode-grader';
import { findPitfalls } from '../src/pseudocode-pitfalls';
import { toSteps } from '../src/pseudocode-text';

const rubric: PseudocodeRubric = {
  ideas: [
    { idea: 'Keep low and high bounds', weight: 2, accept: ['low high'] },
    { idea: 'Compare the middle element with the target', weight: 3, accept: ['mid target'] },
    { idea: 'Return -1 when absent', weight: 1, accept: ['return -1'] },
    { idea: 'Move high below the middle', weight: 1, accept: ['high mid - 1'] },
  ],
  edgeCases: [{ case: 'Empty array', accept: ['empty'] }],
  synonyms: [['target', 'key']],
  pitfalls: [
    {
      mistake: 'When the middle element is smaller than the target, the target lies to its right.',
      patterns: ['mid less target high', 'target greater mid high'],
    },
    {
      mistake: 'A range of one element still has to be checked.',
      patterns: ['while low < high'],
    },
  ],
  modelAnswer: 'unused here',
};
const hits = (text: string) => findPitfalls(rubric, toSteps(text)).map((h) => h.mistake);
const [flipped, strict] = (rubric.pitfalls ?? []).map((p) => p.mistake);

describe('findPitfalls', () => {
  it('finds the wrong step in code and in English, with either operand first', () => {
    expect(hits('if arr[mid] < target: high = mid - 1')).toEqual([flipped]);
    expect(hits('IF target > arr[mid] THEN hi = mid - 1')).toEqual([flipped]);
    expect(hits('If the middle element is smaller than the target, move high to mid - 1.')).toEqual(
      [flipped],
    );
  });

  it('reads the keywords in order: the right step with the operands swapped is not a hit', () => {
    expect(hits('if target < arr[mid]: high = mid - 1')).toEqual([]);
    expect(hits('if arr[mid] > target: high = mid - 1')).toEqual([]);
  });

  it('splits a step at ELSE / OTHERWISE', () => {
    expect(hits('IF arr[mid] < target THEN low = mid + 1 ELSE high = mid - 1')).toEqual([]);
    expect(hits('if arr[mid] < target, low = mid + 1; otherwise high = mid - 1')).toEqual([]);
  });

  it('reads a word said in contrast ("500, not 404") as not said, unless the pattern says "not"', () => {
    const notFound: PseudocodeRubric = {
      ...rubric,
      pitfalls: [
        { mistake: 'Wrong status.', patterns: ['timeout 404'] },
        { mistake: 'Found is no error.', patterns: ['not found 200'] },
      ],
    };
    const found = (text: string) => findPitfalls(notFound, toSteps(text)).map((h) => h.mistake);
    expect(found('On a timeout respond 404')).toEqual(['Wrong status.']);
    expect(found('On a timeout respond 500, not 404')).toEqual([]);
    // After a verb, "not" negates, and the word after it is read as usual.
    expect(found('If the book is not found, return 200')).toEqual(['Found is no error.']);
    // The operator != is no contrast: the word after it still meets a keyword.
    expect(found('if timeout != null then respond 404')).toEqual(['Wrong status.']);
  });

  it('reads what a step does, not the comment or note that explains it', () => {
    expect(
      hits('if arr[mid] == target: return mid // if arr[mid] < target, high = mid - 1 is wrong'),
    ).toEqual([]);
    expect(hits('Note: if arr[mid] < target, high = mid - 1 is the classic bug')).toEqual([]);
    expect(hits('set low = mid + 1 (not: if arr[mid] < target then high = mid - 1)')).toEqual([]);
    expect(hits('if arr[mid] < target: high = mid - 1 # move right')).toEqual([flipped]);
  });

  it('reads a one-letter name with a keyword next to it, not a name the step gave earlier', () => {
    const edges: PseudocodeRubric = {
      ...rubric,
      pitfalls: [
        { mistake: 'B waits for A.', patterns: ['indegree a +=', 'adj b append a'] },
        { mistake: 'Swapped.', patterns: ['x = max'] },
      ],
    };
    const found = (text: string) => findPitfalls(edges, toSteps(text)).map((h) => h.mistake);
    expect(found('for (a, b) in pairs: indegree[a] += 1')).toEqual(['B waits for A.']);
    expect(found('for each pair: adj[B].append(A)')).toEqual(['B waits for A.']);
    expect(found('increase the in-degree of A by one: indegree of A += 1')).toEqual([
      'B waits for A.',
    ]);
    expect(found('if x > max then set x = max')).toEqual(['Swapped.']);
    // The pair's names come first, and the right step uses them later.
    expect(found('Compute indegree: for each pair (A, B), indegree[B] += 1')).toEqual([]);
    expect(found('Build adjacency lists: for each pair (A before B) add B to adj[A]')).toEqual([]);
  });

  it('reads a comparison operator with the words next to it, not with a name far before it', () => {
    const coins: PseudocodeRubric = {
      ...rubric,
      pitfalls: [{ mistake: 'A coin equal to the amount fits.', patterns: ['coin < a and dp'] }],
    };
    const found = (text: string) => findPitfalls(coins, toSteps(text)).map((h) => h.mistake);
    expect(found('for coin in coins: if coin < a and dp[a - coin] + 1 < dp[a]:')).toEqual([
      'A coin equal to the amount fits.',
    ]);
    // The loop names the coin first; the condition's own "<" belongs to "0 < coin".
    expect(found('for coin in coins: if 0 < coin <= a and dp[a - coin] + 1 < dp[a]:')).toEqual([]);
  });

  it('matches within one step only, not across steps', () => {
    expect(hits('1. if arr[mid] < target\n2. high = mid - 1')).toEqual([]);
  });

  it("ignores a clause that warns against the mistake, and uses the rubric's synonyms", () => {
    expect(hits('If arr[mid] < target, do not set high = mid - 1.')).toEqual([]);
    expect(hits("If arr[mid] < target: but don't set high = mid - 1")).toEqual([]);
    // A condition in the negative is no warning.
    expect(hits('If arr[mid] < target and it does not match, set high = mid - 1')).toEqual([
      flipped,
    ]);
    expect(hits('Never loop while low < high.')).toEqual([]);
    expect(hits('if arr[mid] < key: high = mid - 1')).toEqual([flipped]);
  });

  it('finds each pitfall once, at its first step, with the step text', () => {
    const found = findPitfalls(
      rubric,
      toSteps(
        'while low < high:\n  if arr[mid] < target: hi = mid - 1\n  if a[mid] < target: hi = mid',
      ),
    );
    expect(found.map((h) => [h.mistake, h.at, h.step])).toEqual([
      [flipped, 1, 'if arr[mid] < target: hi = mid - 1'],
      [strict, 0, 'while low < high:'],
    ]);
  });

  it('runs a condition on its own line on into the first line of its body', () => {
    expect(hits('IF arr[mid] < target:\n    high = mid - 1\nELSE:\n    low = mid + 1')).toEqual([
      flipped,
    ]);
    expect(hits('IF arr[mid] < target:\n    low = mid + 1\nELSE:\n    high = mid - 1')).toEqual([]);
    expect(
      findPitfalls(rubric, toSteps('IF arr[mid] < target:\n    high = mid - 1'))[0]?.step,
    ).toBe('IF arr[mid] < target: high = mid - 1');
  });

  it("reads words that name Object.prototype's members as words", () => {
    const text =
      'Set the balance in the constructor; call toString, valueOf and hasOwnProperty on __proto__';
    for (const step of toSteps(text))
      for (const token of step.tokens)
        for (const term of token.terms) expect(typeof term).toBe('string');
    expect(hits(`${text}\nif arr[mid] < target: high = mid - 1`)).toEqual([flipped]);
  });

  it('finds nothing without pitfalls', () => {
    const { pitfalls: _none, ...bare } = rubric;
    expect(findPitfalls(bare, toSteps('if arr[mid] < target: high = mid - 1'))).toEqual([]);
  });
});

describe('a pitfall in the grade', () => {
  const problem: PseudocodeProblem = {
    id: 'pitfall-probe',
    title: 'Binary search',
    description: 'Find the index of target in a sorted array, or -1.',
    requirements: ['Use O(log n) comparisons.', 'Return -1 when the target is absent.'],
    examples: [{ scenario: '[1, 3, 5], target 5', expectedApproach: 'Return 2.' }],
    evaluationCriteria: ['Correct bounds.', 'Handles an empty array.'],
    rubric,
  };
  const right = `1. Set low = 0 and high = n - 1.
2. While low <= high, repeat steps 3 to 5.
3. Set mid = low + (high - low) / 2 and compare arr[mid] with the target.
4. If arr[mid] == target, return mid.
5. If arr[mid] < target, set low = mid + 1; otherwise set high = mid - 1.
6. Return -1 when the loop ends; an empty array returns -1 at once.`;
  const wrong = right.replace(
    'set low = mid + 1; otherwise set high = mid - 1',
    'set high = mid - 1; otherwise set low = mid + 1',
  );

  it('caps an otherwise complete answer under the pass mark and says which step is wrong', () => {
    const good = gradePseudocode(problem, right);
    expect(good.score).toBeGreaterThanOrEqual(80);
    expect(good.logicCorrect).toBe(true);
    const bad = gradePseudocode(problem, wrong);
    expect(bad.score).toBe(PITFALL_CAP);
    expect(bad.logicCorrect).toBe(false);
    expect(bad.feedback).toContain('one of them does not do what the problem needs');
    expect(bad.improvements[0]).toBe(
      `This step is wrong: "If arr[mid] < target, set high = mid - 1". ${flipped}`,
    );
    // The idea met in the wrong step is not listed as a strength; the others still are.
    expect(good.strengths).toContain('Move high below the middle');
    expect(bad.strengths).not.toContain('Move high below the middle');
    expect(bad.strengths).toContain('Compare the middle element with the target');
  });
});
