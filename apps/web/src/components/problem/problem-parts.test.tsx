import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Prose } from './problem-parts';

/** As the bank writes a statement: wrapped in the source, a list, Input and Output lines. */
const STATEMENT = `The program expands one cron field. Parts are
comma-separated and each is \`*/n\` or \`a-b\`; ranges are inclusive.
Rules:
- a part may repeat
- values are sorted

**Input:** one line \`field min max\`.
**Output:** the number of values.`;

describe('Prose', () => {
  it('joins a wrapped sentence, keeps lists and labelled lines apart, and shows code and bold', () => {
    const { container } = render(<Prose>{STATEMENT}</Prose>);
    const p = container.querySelector('p');
    expect(p?.textContent).toBe(
      'The program expands one cron field. Parts are comma-separated and each is */n or a-b; ranges are inclusive.\n' +
        'Rules:\n- a part may repeat\n- values are sorted\n\n' +
        'Input: one line field min max.\nOutput: the number of values.',
    );
    expect([...container.querySelectorAll('code')].map((c) => c.textContent)).toEqual([
      '*/n',
      'a-b',
      'field min max',
    ]);
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual([
      'Input:',
      'Output:',
    ]);
  });
});
