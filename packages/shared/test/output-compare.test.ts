/** The judge's output comparison, and the first difference the workspace points at by the same rule. */
import { describe, expect, it } from 'vitest';
import { firstDifference, normalizeOutput, outputsMatch } from '../src/output-compare';

describe('output comparison', () => {
  it('ignores trailing whitespace per line and trailing blank lines, nothing else', () => {
    expect(normalizeOutput('1 2  \r\n3\t\n\n\n')).toBe('1 2\n3');
    expect(outputsMatch('a\nb\n', 'a  \nb')).toBe(true);
    expect(outputsMatch(' a', 'a')).toBe(false);
    expect(outputsMatch('a\n\nb', 'a\nb')).toBe(false);
    expect(outputsMatch('', '\n\n')).toBe(true);
  });

  it('finds the first line that differs by the same rule', () => {
    expect(firstDifference('1\n2  \n3\n\n', '1\n2\n3')).toBeNull();
    expect(firstDifference('1\n2\n4\n5', '1\n2\n3\n5')).toEqual({
      line: 3,
      expected: '3',
      actual: '4',
    });
    expect(firstDifference(' 7', '7')).toEqual({ line: 1, expected: '7', actual: ' 7' });
  });

  it('says which output ends first', () => {
    expect(firstDifference('1\n2', '1\n2\n3')).toEqual({ line: 3, expected: '3', actual: null });
    expect(firstDifference('1\n2\n3\n', '1\n2')).toEqual({ line: 3, expected: null, actual: '3' });
    expect(firstDifference('', 'yes')).toEqual({ line: 1, expected: 'yes', actual: null });
  });
});
